import { useEffect } from "react";
import { InstallHint } from "./install-hint";
import { OfflineNotice } from "./offline-notice";
import { registerServiceWorker } from "./service-worker-registration";

/** Everything that keeps the trip usable without signal, mounted once in the root layout. */
export function OfflineSupport() {
  useEffect(registerServiceWorker, []);
  return (
    <>
      <OfflineNotice />
      <InstallHint />
    </>
  );
}

import { WifiOff } from "lucide-react";
import { useOnline } from "./use-online";

/** A small pill under the navbar while the phone has no signal; fixed, so the page never moves. */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center px-4">
      {online ? null : (
        <p className="inline-flex items-center gap-2 rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-sand shadow-card">
          <WifiOff aria-hidden="true" className="size-4" />
          You're offline: showing the saved itinerary
        </p>
      )}
    </div>
  );
}

import { webApp } from "~/lib/web-app";

/**
 * Registers the worker that keeps the itinerary on the phone (written by
 * scripts/build-pwa.ts). Production only: in development Vite serves modules
 * that change on every save and no worker exists.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // After the page's own requests, so the precache never competes with first paint.
  const register = () => {
    navigator.serviceWorker.register(webApp.serviceWorkerPath).catch(() => {
      // No worker (private mode, storage full): the site works online as before.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

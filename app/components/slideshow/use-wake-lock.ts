import { useEffect } from "react";

/** Keeps the TV or laptop from sleeping while the slideshow is open; re-taken when the tab returns. */
export function useWakeLock(): void {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let released = false;
    const take = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        sentinel = await navigator.wakeLock.request("screen");
        if (released) void sentinel.release();
      } catch {
        // Refused (battery saver, no permission): the show goes on, the screen may dim.
      }
    };
    void take();
    document.addEventListener("visibilitychange", take);
    return () => {
      released = true;
      document.removeEventListener("visibilitychange", take);
      void sentinel?.release();
    };
  }, []);
}

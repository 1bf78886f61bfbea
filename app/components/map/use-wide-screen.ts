import { useSyncExternalStore } from "react";

/** Tailwind's `sm` breakpoint: below it, a screen counts as a phone. */
const wideQuery = "(min-width: 40rem)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(wideQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the screen is wider than a phone. The server cannot know and says
 * yes; React re-renders with the real answer right after hydration, without
 * a mismatch warning.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wideQuery).matches,
    () => true,
  );
}

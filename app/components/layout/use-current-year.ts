import { useEffect, useState } from "react";

/**
 * The visitor's current year. The server (and the build-time prerender) may
 * live in another year than the reader, so the first render uses `fallback`
 * on both sides, which hydrates cleanly, and the effect swaps in the real year.
 */
export function useCurrentYear(fallback: number): number {
  const [year, setYear] = useState(fallback);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

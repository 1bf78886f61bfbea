/**
 * The day number in /day/{id}: a plain non-negative integer within the trip,
 * defaulting to day 1 when the segment is missing (spec section 5). Anything
 * else ("abc", "3.5", "-1", "10") is null, which the page shows as 'Day not found'.
 */
export const DEFAULT_DAY = 1;

export function parseDayId(raw: string | undefined, dayCount: number): number | null {
  if (raw === undefined || raw === "") return DEFAULT_DAY;
  if (!/^\d{1,3}$/.test(raw)) return null;
  const day = Number(raw);
  return day < dayCount ? day : null;
}

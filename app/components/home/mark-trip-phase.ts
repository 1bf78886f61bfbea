import { lastDay } from "~/content/day-themes";
import { trip } from "~/content/trip";
import { dayIsoDate } from "~/lib/trip-dates";
import { zonedTimeToUtc } from "~/lib/zoned-time";

/**
 * The instants at which each trip day begins in Morocco, from day 0 to the day
 * after the last, worked out where the page is rendered: the first-paint
 * script then compares numbers and never makes the browser load its time-zone
 * data (tens of milliseconds on a phone) before the page is shown.
 */
export function tripDayStarts(): number[] {
  return Array.from({ length: lastDay + 2 }, (_, day) => zonedTimeToUtc(dayIsoDate(day), "00:00", trip.timeZone).getTime());
}

/**
 * Marks the Today card's slot with the trip's phase ("before", "during",
 * "after") and day number. It runs as inline text before the page's scripts,
 * so it must use nothing but its arguments; a unit test holds it to
 * `tripToday`, which the card follows once hydrated.
 */
export function markTripPhase(slot: HTMLElement, dayStarts: readonly number[]): void {
  const now = Date.now();
  let day = -1;
  while (day + 1 < dayStarts.length && (dayStarts[day + 1] ?? Infinity) <= now) day += 1;
  slot.dataset.tripPhase = day < 0 ? "before" : day >= dayStarts.length - 1 ? "after" : "during";
  slot.dataset.tripDay = String(day);
}

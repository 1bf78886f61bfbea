import { formatClockTime, formatIsoDate } from "./trip-dates";
import { tripSectionOf } from "./trip-day";

// Where the trip stands at a given instant, in Morocco time whatever the
// visitor's own clock zone: the home page's "Today" card reads this. It needs
// no itinerary, so the home page loads the days' plans only while the trip is on.

export type TripToday =
  | { kind: "before" }
  /** `clock` is Morocco's "HH:MM", which compares as text with activity times. */
  | { kind: "during"; day: number; clock: string }
  | { kind: "after" };

export function tripToday(now: Date): TripToday {
  const section = tripSectionOf(formatIsoDate(now));
  if (section.kind !== "day") return { kind: section.kind };
  return { kind: "during", day: section.day, clock: formatClockTime(now) };
}

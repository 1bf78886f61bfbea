import { findDay } from "../content/days";
import type { Activity } from "../content/types";
import { formatClockTime, formatIsoDate } from "./trip-dates";
import { tripSectionOf } from "./trip-day";

// Where the trip stands at a given instant, in Morocco time whatever the
// visitor's own clock zone: the home page's "Today" card reads this.

export type TripToday =
  | { kind: "before" }
  | { kind: "during"; day: number; theme: string; next?: Activity }
  | { kind: "after" };

export function tripToday(now: Date): TripToday {
  const section = tripSectionOf(formatIsoDate(now));
  if (section.kind !== "day") return { kind: section.kind };
  const day = findDay(section.day)!;
  // Activity times are "HH:MM" in Morocco, so they compare as text.
  const clock = formatClockTime(now);
  return { kind: "during", day: day.day, theme: day.theme, next: day.activities.find((activity) => activity.time >= clock) };
}

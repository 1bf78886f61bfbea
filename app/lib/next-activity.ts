import { findDay } from "../content/days";
import type { Activity } from "../content/types";

/** The day's first activity at or after a Morocco clock time ("HH:MM", which compares as text). */
export function nextActivity(day: number, clock: string): Activity | undefined {
  return findDay(day)?.activities.find((activity) => activity.time >= clock);
}

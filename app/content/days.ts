import { journeyDays } from "./days-journey";
import { marrakechDays } from "./days-marrakech";
import type { Day } from "./types";

/** The ten days of the trip, numbered 0 to 9, in order. */
export const days: readonly Day[] = [...marrakechDays, ...journeyDays];

export { firstDay, lastDay } from "./day-themes";

export function findDay(dayNumber: number): Day | undefined {
  return days.find((day) => day.day === dayNumber);
}

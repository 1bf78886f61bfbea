import { journeyDays } from "./days-journey";
import { marrakechDays } from "./days-marrakech";
import type { Day } from "./types";

/** The ten days of the trip, numbered 0 to 9, in order. */
export const days: readonly Day[] = [...marrakechDays, ...journeyDays];

export const firstDay = 0;
export const lastDay = days.length - 1;

export function findDay(dayNumber: number): Day | undefined {
  return days.find((day) => day.day === dayNumber);
}

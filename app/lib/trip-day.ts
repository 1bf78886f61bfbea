import { lastDay } from "../content/day-themes";
import { trip } from "../content/trip";
import { dayIsoDate } from "./trip-dates";

// Which part of the album a Morocco calendar date belongs to. The server
// (zip folders) and the browser (gallery sections, slideshow) both ask here.

export type TripSection = { kind: "day"; day: number } | { kind: "before" } | { kind: "after" };

const millisecondsPerDay = 24 * 60 * 60 * 1000;

/** "2025-11-24" -> Day 3; dates outside the ten days land before or after. */
export function tripSectionOf(moroccoDate: string): TripSection {
  const offset = Math.round((Date.parse(`${moroccoDate}T12:00:00Z`) - Date.parse(`${trip.startDate}T12:00:00Z`)) / millisecondsPerDay);
  if (offset < 0) return { kind: "before" };
  if (offset > lastDay) return { kind: "after" };
  return { kind: "day", day: offset };
}

/** The day number of a date, or undefined when it falls outside the trip. */
export function tripDayOf(moroccoDate: string): number | undefined {
  const section = tripSectionOf(moroccoDate);
  return section.kind === "day" ? section.day : undefined;
}

/** Capture dates further than a day from the trip are not believed (a camera with a wrong clock). */
export function isNearTrip(moroccoDate: string): boolean {
  return moroccoDate >= dayIsoDate(-1) && moroccoDate <= dayIsoDate(lastDay + 1);
}

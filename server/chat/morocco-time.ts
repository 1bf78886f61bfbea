import { formatIsoDate, formatLongDate, formatWeekday } from "../../app/lib/trip-dates";

/** The trip happens in Morocco: "today" means the calendar day there, wherever the server runs. */
export interface MoroccoDay {
  /** YYYY-MM-DD */
  isoDate: string;
  weekday: string;
  /** e.g. "Sunday, November 23, 2025" */
  label: string;
}

export function moroccoDay(now: Date): MoroccoDay {
  return { isoDate: formatIsoDate(now), weekday: formatWeekday(now), label: formatLongDate(now) };
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / 86_400_000);
}

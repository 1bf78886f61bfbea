import { dayThemes } from "../content/day-themes";
import { trip } from "../content/trip";
import type { DaySummary } from "../content/types";

// Every calendar date on the site is derived here from the trip start and a day
// number, and formatted in Morocco's time zone with a fixed locale, so server
// and browser render identical text and no page can disagree with another.

const locale = "en-US";
const millisecondsPerDay = 24 * 60 * 60 * 1000;

const shortDate = new Intl.DateTimeFormat(locale, {
  timeZone: trip.timeZone,
  month: "short",
  day: "numeric",
});

const longDate = new Intl.DateTimeFormat(locale, {
  timeZone: trip.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

const weekday = new Intl.DateTimeFormat(locale, { timeZone: trip.timeZone, weekday: "long" });

const clockTime = new Intl.DateTimeFormat("en-GB", { timeZone: trip.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

// en-CA writes dates as YYYY-MM-DD.
const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: trip.timeZone });

/**
 * Midday UTC on the given trip day: Morocco is UTC+0 or UTC+1, so this instant
 * falls on the same calendar date there whichever offset applies.
 */
export function dayDate(dayNumber: number): Date {
  const start = Date.parse(`${trip.startDate}T12:00:00Z`);
  return new Date(start + dayNumber * millisecondsPerDay);
}

/** "2025-11-25" for day 4. */
export function dayIsoDate(dayNumber: number): string {
  return dayDate(dayNumber).toISOString().slice(0, 10);
}

/** "2025-11-25": the calendar date in Morocco of any instant. */
export function formatIsoDate(date: Date): string {
  return isoDate.format(date);
}

/** "14:30": the time on Morocco's clocks of any instant, as activity times are written. */
export function formatClockTime(date: Date): string {
  return clockTime.format(date);
}

/** "Nov 21" */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}

/** "Tuesday, November 25, 2025" */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** "Tuesday" */
export function formatWeekday(date: Date): string {
  return weekday.format(date);
}

export function dayShortDate(dayNumber: number): string {
  return formatShortDate(dayDate(dayNumber));
}

export function dayLongDate(dayNumber: number): string {
  return formatLongDate(dayDate(dayNumber));
}

/** "Nov 22-26" for days 1 to 5; both days are assumed to share a month and year. */
export function formatDayRange(firstDayNumber: number, lastDayNumber: number): string {
  const first = dayShortDate(firstDayNumber);
  if (firstDayNumber === lastDayNumber) return first;
  const lastDayOfMonth = dayShortDate(lastDayNumber).split(" ")[1];
  return `${first}-${lastDayOfMonth}`;
}

/** The itinerary menu: one entry per day with its short date and page path. */
export function daySummaries(): DaySummary[] {
  return dayThemes.map((theme, day) => ({ day, date: dayShortDate(day), theme, path: `/day/${day}` }));
}

/** The instant the home page counts down to. */
export function tripStartInstant(): Date {
  return new Date(trip.countdownTarget);
}

/** "Friday, November 21, 2025, at 11:00 in Marrakech": the moment the home page counts down to, as Rupa tells it. */
export function tripStartMoment(): string {
  return `${dayLongDate(0)}, at ${formatClockTime(tripStartInstant())} in Marrakech`;
}

import { trip } from "../../../app/content/trip";
import { dayLongDate, formatClockTime } from "../../../app/lib/trip-dates";

/** "The trip starts in 10 days": the days left before its first day, counted in Morocco, with the home page's countdown. */
export function countdownReply(daysToGo: number): string {
  const when = daysToGo === 1 ? "tomorrow" : `in ${daysToGo} days`;
  const start = `${dayLongDate(0)}, at ${formatClockTime(new Date(trip.countdownTarget))} in Marrakech`;
  return `The trip starts ${when}, on ${start}. The home page counts down to it.\n\nMore on [Home](/).`;
}

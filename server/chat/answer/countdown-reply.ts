import { lastDay } from "../../../app/content";
import { dayLongDate, formatClockTime, tripStartInstant, tripStartMoment } from "../../../app/lib/trip-dates";

/**
 * "The trip starts in 10 days": the days left before its first day, counted in Morocco, with the home page's countdown;
 * on that day or its eve, the time left from `moment` when under a day.
 */
export function countdownReply(daysToGo: number, moment?: string): string {
  const when = daysToGo === 0 ? "today" : daysToGo === 1 ? "tomorrow" : `in ${daysToGo} days`;
  const left = moment ? timeLeftText(moment, formatClockTime(tripStartInstant()), daysToGo) : undefined;
  return `The trip starts ${when}, on ${tripStartMoment()}.${left ? ` ${left}` : ""} The home page counts down to it.\n\nMore on [Home](/).`;
}

/** "How many more days do we have?" asked on day 3: "After today, 6 more days of the trip…", with its last day. */
export function daysLeftReply(daysLeft: number): string {
  const end = `Day ${lastDay}, ${dayLongDate(lastDay)}`;
  const left = daysLeft === 0 ? `Today is the last day of the trip (${end}).` : `After today, ${daysLeft} more day${daysLeft === 1 ? "" : "s"} of the trip: it ends on ${end}.`;
  return `${left}\n\nMore on [Day ${lastDay}](/day/${lastDay}).`;
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * "How long till dinner?" asked at 16:30 of a dinner at 20:00: "in about 3 hours 30 minutes", to the
 * nearest five minutes, `daysAhead` days on; nothing once it has begun, nor a day or more ahead (its date says it).
 */
export function timeLeftText(from: string, to: string, daysAhead: number): string | undefined {
  const minutes = daysAhead * MINUTES_PER_DAY + minutesOf(to) - minutesOf(from);
  if (minutes <= 0 || minutes >= MINUTES_PER_DAY) return undefined;
  const rounded = Math.max(5, Math.round(minutes / 5) * 5);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  const spans = [hours > 0 ? `${hours} hour${hours === 1 ? "" : "s"}` : "", rest > 0 ? `${rest} minutes` : ""].filter(Boolean);
  return `That's in about ${spans.join(" ")}.`;
}

/** "How many days until the desert camp?" asked on day 1: "That's 4 days from today." */
export function daysAheadText(daysAhead: number): string | undefined {
  return daysAhead > 0 ? `That's ${daysAhead} day${daysAhead === 1 ? "" : "s"} from today.` : undefined;
}

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

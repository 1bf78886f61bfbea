import { clockTime } from "../passages/day-passages";
import { findDay } from "../../../app/content/days";
import { practical } from "../../../app/content/practical";

/**
 * "What time is it there rn? my phone's still on home time": the time in Morocco, which Rupa knows as it knows the
 * date, and the trip day it falls on. `now` is the Question's moment and date.
 */
export function clockReply(now: { time: string; longDate: string; day?: number }): string {
  const day = now.day !== undefined ? findDay(now.day) : undefined;
  const tripDay = day ? ` (Day ${day.day} of the trip, ${day.theme})` : "";
  const link = day ? `\n\nMore on [Day ${day.day}](/day/${day.day}).` : "";
  return `It's ${clockTime(now.time)} ${practical.timeZone}, on ${now.longDate}${tripDay}.${link}`;
}

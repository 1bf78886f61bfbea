import { findDay } from "../../../app/content/days";
import { dayLongDate } from "../../../app/lib/trip-dates";
import type { Question } from "../understanding/question";

/** "What's tomorrow's date?" on day 8: "Tomorrow is Sunday, November 30, 2025: Day 9 of the trip, Casablanca & Departure." */
export function dayDateReply(day: number, reference: Question["day"]): string {
  const relative = reference && /^(?:today|tonight|tomorrow|yesterday)$/.test(reference.words) ? reference.words : reference ? undefined : "today";
  const named = relative ? relative.replace(/^tonight$/, "today").replace(/^\w/, (letter) => letter.toUpperCase()) : `Day ${day}`;
  const title = findDay(day)?.theme;
  const which = relative ? `Day ${day} of the trip${title ? `, ${title}` : ""}` : (title ?? `Day ${day} of the trip`);
  const verb = relative === "yesterday" ? "was" : "is";
  return `${named} ${verb} ${dayLongDate(day)}: ${which}.\n\nMore on [Day ${day}](/day/${day}).`;
}

/** "Which page has today's plan?" on day 9: "Today's plan is on the Day 9 page: [Day 9](/day/9)." */
export function dayPageReply(day: number, reference: Question["day"]): string {
  const relative = reference && /^(?:today|tonight|tomorrow|yesterday)$/.test(reference.words) ? reference.words.replace(/^tonight$/, "today") : undefined;
  const whose = relative ? `${relative.replace(/^\w/, (letter) => letter.toUpperCase())}'s plan (${dayLongDate(day)})` : `The plan for ${dayLongDate(day)}`;
  return `${whose} is on the Day ${day} page: [Day ${day}](/day/${day}).`;
}

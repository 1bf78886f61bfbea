import { days, stays } from "../../../app/content";
import { tokenize } from "../text/tokenize";
import { clockTime, dayLabel } from "../passages/day-passages";
import type { Question } from "../understanding/question";

/**
 * "When do we leave the camp?" on day 5: "We leave Desert Camp on Day 6, Thursday, November 27: Drive Back to
 * Marrakech, at 08:00 (8:00 AM). The long road back...": the first activity of the day after the last night
 * there that is held somewhere else.
 */
export function stayLeavingReply({ stay: title, day }: NonNullable<Question["leavesStay"]>): string {
  const stay = stays.find((candidate) => candidate.title === title)!;
  const own = tokenize(stay.title);
  const elsewhere = days[day]?.activities.find((activity) => !own.every((term) => tokenize(activity.location).includes(term)));
  const more = `\n\nMore on [Day ${day}](/day/${day}).`;
  if (!elsewhere) return `We leave ${stay.title} on ${dayLabel(day)}.${more}`;
  const about = elsewhere.description.split(/(?<=\.)\s/)[0];
  return `We leave ${stay.title} on ${dayLabel(day)}: next on the plan is ${elsewhere.title}, at ${clockTime(elsewhere.time)}. ${about}${more}`;
}

import { findDay } from "../../../app/content/days";
import { stayOfNight } from "../../../app/content/stays";
import { dayLongDate } from "../../../app/lib/trip-dates";
import { tokenize } from "../text/tokenize";
import type { Question } from "../understanding/question";

/**
 * "Are we still at the villa tonight?" on day 5: "No: on the night of Day 5, Wednesday, November 26, we sleep at Desert
 * Camp (Dunes near Zagora). A night in a Berber tent..."; whether the night is the last at its stay, when the next night
 * is spent elsewhere.
 */
export function stayNightReply({ day, named, last }: NonNullable<Question["stayNight"]>): string {
  const stay = stayOfNight(day);
  const night = `the night of Day ${day}, ${dayLongDate(day)}`;
  const more = `\n\nMore on [Accommodations](/accommodations) and [Day ${day}](/day/${day}).`;
  if (!stay) {
    // "Where are we sleeping tonight?" on the last day: nowhere booked, and the day's last activity says where we go instead.
    const last = findDay(day)?.activities.at(-1);
    const then = last ? ` with ${last.title} at ${last.time} (${last.location})` : "";
    return `No stay is booked for ${night}: the trip ends that day${then}.${more}`;
  }
  const next = stayOfNight(day + 1);
  const lastThere = next !== stay;
  const isNamed = named.length > 0 && named.every((term) => tokenize(stay.title).includes(term));
  const answer = named.length === 0 ? "" : isNamed && (!last || lastThere) ? "Yes: " : "No: ";
  const after = !lastThere ? "" : next ? ` It is the last night there: the night of Day ${day + 1} is at ${next.title}.` : " It is the last night of the trip.";
  // "Are we sleeping in actual tents?": the stay's own first sentence says what it is.
  const what = stay.description.split(/(?<=\.)\s/)[0];
  return `${answer}${answer ? "on" : "On"} ${night}, we sleep at ${stay.title} (${stay.location}). ${what}${after}${more}`;
}

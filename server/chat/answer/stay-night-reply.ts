import { stayOfNight } from "../../../app/content/stays";
import { dayLongDate } from "../../../app/lib/trip-dates";

/**
 * "Are we still at the villa tonight?" on day 5: "On the night of Day 5, Wednesday, November 26, we sleep at Desert
 * Camp (Dunes near Zagora)", and when the next night is spent elsewhere, that it is the last night there.
 */
export function stayNightReply(day: number): string {
  const stay = stayOfNight(day);
  const night = `the night of Day ${day}, ${dayLongDate(day)}`;
  if (!stay) return `No stay is booked for ${night}: the trip ends that day.\n\nMore on [Accommodations](/accommodations).`;
  const next = stayOfNight(day + 1);
  const last = next && next !== stay ? ` It is the last night there: the night of Day ${day + 1} is at ${next.title}.` : "";
  return `On ${night}, we sleep at ${stay.title} (${stay.location}).${last}\n\nMore on [Accommodations](/accommodations).`;
}

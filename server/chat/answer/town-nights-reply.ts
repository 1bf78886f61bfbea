import { days, nightsSpentAt, stayOfNight, stays } from "../../../app/content";
import { formatDayRange } from "../../../app/lib/trip-dates";
import { tokenize } from "../text/tokenize";
import { clockTime, dayLabel, routeOf } from "../passages/day-passages";
import type { Question } from "../understanding/question";

/** "Nov 27-29 (3 nights)" */
function nightsLabel(nights: readonly number[]): string {
  return `${formatDayRange(nights[0]!, nights.at(-1)!)} (${nights.length} ${nights.length === 1 ? "night" : "nights"})`;
}

/**
 * "Do we stay overnight in Chefchaouen?": "No: no night of the trip is spent in Chefchaouen. Chefchaouen is a day
 * trip. We are there on Day 8, Saturday, November 29, leave on Return to Fes at 17:00 (5:00 PM), and sleep at Our
 * Riad in Fes that night." For a town with a stay, the stay and its nights there.
 */
export function townNightsReply({ town }: NonNullable<Question["townNights"]>): string {
  const term = tokenize(town).join(" ");
  const inTown = (text: string) => tokenize(text).includes(term);
  const sleptIn = stays.filter((stay) => inTown(`${stay.title} ${stay.location}`)).map((stay) => ({ stay, nights: nightsSpentAt(stay) })).filter(({ nights }) => nights.length > 0);
  if (sleptIn.length > 0) {
    const where = sleptIn.map(({ stay, nights }) => `${stay.title} (${stay.location}), ${nightsLabel(nights)}`);
    return `Yes: in ${town} we sleep at ${where.join(", and at ")}.\n\nMore on [Accommodations](/accommodations).`;
  }
  const visit = days.find((day) => day.activities.some((activity) => inTown(activity.location)));
  if (!visit) return `No: no night of the trip is spent in ${town}.\n\nMore on [Accommodations](/accommodations).`;
  // "Chefchaouen to Fes": the way out of town the same day makes it a day trip.
  const wayOut = visit.activities.find((activity) => inTown(routeOf(activity.location)?.from ?? ""));
  const stay = stayOfNight(visit.day);
  const night = stay ? `sleep at ${stay.title} that night` : "the trip ends that day";
  const leave = wayOut ? `, leave on ${wayOut.title} at ${clockTime(wayOut.time)}` : "";
  const dayTrip = wayOut ? ` ${town} is a day trip.` : "";
  return `No: no night of the trip is spent in ${town}.${dayTrip} We are there on ${dayLabel(visit.day)}${leave}, and ${night}.\n\nMore on [Day ${visit.day}](/day/${visit.day}).`;
}

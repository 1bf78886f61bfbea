import { days } from "../../app/content/days";
import { trip } from "../../app/content/trip";
import type { Activity, Day } from "../../app/content/types";
import { dayIsoDate } from "../../app/lib/trip-dates";
import { zonedTimeToUtc } from "../../app/lib/zoned-time";
import { buildIcs, type IcsEvent } from "./ics-format";

/** The itinerary gives start times only: the day's last activity is given this long. */
const LAST_ACTIVITY_MS = 2 * 60 * 60 * 1000;

export type CalendarOptions = {
  /** DTSTAMP: when the server produced the files. */
  stamp: Date;
  /** With the host's PUBLIC_URL, each event links to its day page. */
  publicUrl?: string;
};

/** "Jardin Majorelle & Musée YSL" -> "jardin-majorelle-musee-ysl" */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function activityStart(day: Day, activity: Activity): Date {
  return zonedTimeToUtc(dayIsoDate(day.day), activity.time, trip.timeZone);
}

/**
 * The UID depends only on the day's date, the start time and the title, so a
 * new build, a restart or an edit elsewhere in the itinerary leaves it alone,
 * and a calendar app updates the event instead of adding a twin.
 */
function activityUid(day: Day, activity: Activity): string {
  const time = activity.time.replace(":", "");
  return `${dayIsoDate(day.day)}-${time}-${slug(activity.title)}@${slug(trip.title)}`;
}

function activityDescription(day: Day, activity: Activity): string {
  return [
    `Day ${day.day}: ${day.theme}`,
    activity.description,
    activity.pricing ? `Pricing: ${activity.pricing}` : undefined,
    activity.dressCode ? `Dress code: ${activity.dressCode}` : undefined,
  ]
    .filter((part): part is string => part !== undefined)
    .join("\n\n");
}

/** Each activity lasts until the next one of the day starts. */
function dayEvents(day: Day, options: CalendarOptions): IcsEvent[] {
  const starts = day.activities.map((activity) => activityStart(day, activity));
  return day.activities.map((activity, index) => {
    const start = starts[index]!;
    const next = starts.slice(index + 1).find((later) => later.getTime() > start.getTime());
    return {
      uid: activityUid(day, activity),
      start,
      end: next ?? new Date(start.getTime() + LAST_ACTIVITY_MS),
      summary: activity.title,
      location: activity.location,
      description: activityDescription(day, activity),
      url: options.publicUrl ? `${options.publicUrl}/day/${day.day}` : undefined,
    };
  });
}

const productId = `-//${trip.title}//Itinerary//EN`;

/** Every activity of the ten days. */
export function tripCalendar(options: CalendarOptions): string {
  return buildIcs({
    productId,
    name: trip.title,
    stamp: options.stamp,
    events: days.flatMap((day) => dayEvents(day, options)),
  });
}

/** One day's activities, or undefined for a day the trip does not have. */
export function dayCalendar(dayNumber: number, options: CalendarOptions): string | undefined {
  const day = days.find((candidate) => candidate.day === dayNumber);
  if (!day) return undefined;
  return buildIcs({
    productId,
    name: `${trip.title}: Day ${day.day}, ${day.theme}`,
    stamp: options.stamp,
    events: dayEvents(day, options),
  });
}

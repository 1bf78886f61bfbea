import { days, type Activity, type Day } from "../../../app/content";
import { dayDate, dayLongDate, dayShortDate, formatWeekday } from "../../../app/lib/trip-dates";
import type { Fact, Passage } from "./passage";
import { proseFacts, withPeriod } from "./facts";

/** "Day 2, Sunday, November 23" */
export function dayLabel(dayNumber: number): string {
  return `Day ${dayNumber}, ${dayLongDate(dayNumber).replace(/, \d{4}$/, "")}`;
}

/** Terms that let "Sunday", "Nov 23" or "day 2" find the day's passages. */
function dayKeywords(dayNumber: number): string {
  return `day ${dayNumber} ${formatWeekday(dayDate(dayNumber))} ${dayShortDate(dayNumber)}`;
}

/** "19:30 (7:30 PM)": the content keeps 24-hour times; most guests read 12-hour ones. */
export function clockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const twelveHour = `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
  return `${time} (${twelveHour})`;
}

function timeOfDay(activity: Activity): string {
  return (Array.isArray(activity.type) ? activity.type : [activity.type]).join(" ");
}

function dayPassage(day: Day): Passage {
  const facts: Fact[] = [
    { kind: "when", text: `${dayLabel(day.day)}: ${day.theme}.`, overview: true },
    ...proseFacts(day.description),
    {
      kind: "when",
      overview: true,
      text: `The plan: ${day.activities.map((activity) => `${activity.time} ${activity.title}`).join("; ")}.`,
      items: day.activities.map((activity) => activity.title),
    },
  ];
  if (day.note) facts.push(...proseFacts(day.note));
  return {
    id: `day-${day.day}`,
    url: `/day/${day.day}`,
    pageTitle: `Day ${day.day}`,
    title: `Day ${day.day}: ${day.theme}`,
    facts,
    keywords: `${dayKeywords(day.day)} itinerary plan schedule theme`,
    days: [day.day],
  };
}

/** A journey's location names both ends ("Marrakech railway station to Fès station"), which a guest asks about apart. */
function whereText(activity: Activity): string {
  const route = routeOf(activity.location);
  if (!route) return `${activity.title} takes place at ${activity.location}.`;
  return `${activity.title} leaves from ${route.from} and arrives at ${route.to}.`;
}

/** The two ends of a journey's location ("Marrakech railway station to Fès station"), if it is one. */
export function routeOf(location: string): { from: string; to: string } | undefined {
  const ends = /^(.+) to (.+)$/.exec(location);
  return ends ? { from: ends[1]!, to: ends[2]! } : undefined;
}

/** Fes el-Bali is the old medina of Fes (Day 7 says so): "the fes medina walk" is the walk through it. */
const oldMedina = /\bel-Bali\b/;

function activityPassage(day: Day, activity: Activity, position: number): Passage {
  const facts: Fact[] = [
    { kind: "when", text: `${activity.title} is on ${dayLabel(day.day)}, at ${clockTime(activity.time)}.` },
    { kind: "where", text: whereText(activity) },
    ...proseFacts(activity.description).map((fact, index) => (index === 0 ? { ...fact, overview: true } : fact)),
  ];
  if (activity.pricing) facts.push({ kind: "cost", text: `Price for ${activity.title}: ${withPeriod(activity.pricing)}` });
  if (activity.dressCode) facts.push({ kind: "dress", text: `Dress code for ${activity.title}: ${withPeriod(activity.dressCode)}` });
  return {
    id: `day-${day.day}-${position}`,
    url: `/day/${day.day}`,
    pageTitle: `Day ${day.day}`,
    title: activity.title,
    facts,
    keywords: `${timeOfDay(activity)} ${day.theme}${oldMedina.test(`${activity.title} ${activity.location}`) ? " medina" : ""}`,
    place: activity.location,
    time: activity.time.padStart(5, "0"),
    days: [day.day],
  };
}

export function dayPassages(): Passage[] {
  const byDay = days.map((day) => day.activities.map((activity, index) => activityPassage(day, activity, index)));
  // The itinerary runs on from one day's last activity to the next day's first.
  const activities = byDay.flat();
  activities.forEach((passage, index) => {
    passage.neighbours = { before: activities[index - 1]?.id, after: activities[index + 1]?.id };
  });
  return days.flatMap((day, index) => [dayPassage(day), ...byDay[index]!]);
}

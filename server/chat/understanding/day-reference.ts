import { parseDayId } from "../../../app/lib/day-id";
import { dayDate, formatIsoDate, formatLongDate, formatWeekday } from "../../../app/lib/trip-dates";
import { daysBetween } from "../morocco-time";
import { nightsSpentAt } from "../../../app/content/stays";
import { stayNamed } from "./stay-meant";

/** A trip day the question points at, or a day outside the trip ("today" before it starts). */
export type DayReference =
  /**
   * `activity` is the title term that named the day ("hammam" in "the hammam day"): its passages come first.
   * `page` is the day page the guest asked from ("/day/3"), when the day is that page's and not named in the question.
   * `here` marks a day read from "here" (where the trip is today): "can non-Muslims go inside mosques here?" may be
   * answered by notes on Morocco that name another day.
   */
  | { day: number; words: string; activity?: string; page?: string; here?: true }
  /** `date` is the calendar date named, e.g. "Monday, November 10, 2025"; `after` whether it falls after the trip. */
  | { outside: true; words: string; date: string; after: boolean };

export interface TripCalendar {
  /** YYYY-MM-DD of day 0 in Morocco. */
  tripStart: string;
  lastDay: number;
  /** The towns each trip day is spent in, lower case ("friday in fes" is day 7, not day 0). */
  townsByDay?: readonly (readonly string[])[];
}

const ordinals: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "Night one", "night 1", "3 nights", "two days ago": a count written as digits or as a word. */
export function numberOf(word: string): number {
  return /\d/.test(word) ? Number(word) : numberWords.indexOf(word);
}

const weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const month = "(?:nov(?:ember)?|dec(?:ember)?)";

type Reader = (calendar: TripCalendar, now: Date, match: RegExpExecArray) => number | undefined;

/** "tmrw" and "2moro" are told back as "tomorrow". */
function spokenWords(match: string): string {
  if (/^(?:today|tonight|this |here|around here|near here)/.test(match)) return "today";
  if (/^(?:tom|tmr|2mo)/.test(match)) return "tomorrow";
  return match;
}

function dayOfDate(calendar: TripCalendar, monthWord: string, date: number): number {
  const monthNumber = monthWord.startsWith("dec") ? 12 : 11;
  const iso = `${calendar.tripStart.slice(0, 4)}-${String(monthNumber).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
  return daysBetween(calendar.tripStart, iso);
}

function today(calendar: TripCalendar, now: Date): number {
  return daysBetween(calendar.tripStart, formatIsoDate(now));
}

/** The trip day it is in Morocco, while the trip is on. */
export function tripDayOf(calendar: TripCalendar, now: Date): number | undefined {
  const day = today(calendar, now);
  return day >= 0 && day <= calendar.lastDay ? day : undefined;
}

/** Ways guests name a day, most specific first; each gives a day number (possibly outside the trip). */
const readers: [RegExp, Reader][] = [
  [/\bday\s?#?\s?(\d{1,2})\b/, (_c, _n, m) => Number(m[1])],
  [new RegExp(`\\b${month}\\.?\\s?(\\d{1,2})(?:st|nd|rd|th)?\\b`), (c, _n, m) => dayOfDate(c, m[0], Number(m[1]))],
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s(?:of\\s)?(${month})\\b`), (c, _n, m) => dayOfDate(c, m[2]!, Number(m[1]))],
  [/\b(\d{1,2})(?:st|nd|rd|th)\sday\b/, (_c, _n, m) => Number(m[1]) - 1],
  [/\bnight\s(one|two|three|four|five|six|seven|eight|nine|\d)\b/, (_c, _n, m) => numberOf(m[1]!) - 1],
  // "The 25th", but not "the 1st night" (an ordinal of the trip, read below) nor "the 2nd stop" (of a day), nor "the 14th century".
  [/\b(?:the|on)\s(\d{1,2})(?:st|nd|rd|th)\b(?![ -](?:night|day|dinner|evening|morning|stop|activity|thing|one|century|centuries)\b)/, (c, _n, m) => dayOfDate(c, "nov", Number(m[1]))],
  [/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\sday\b/, (_c, _n, m) => ordinals[m[1]!]! - 1],
  [/\b(?:first|1st) night(?:s|'s)?\b/, () => 0],
  // "That first riad night": the night stays in the question, as the riad does.
  [/\b(?:first|1st)(?= [a-z]+ night\b)/, () => 0],
  // "The first dinner" is Day 0's: the ordinal names the day and "dinner" stays the subject.
  [/\b(?:first|1st)(?= (?:dinner|supper|evening|riad|hotel|stay)\b)/, () => 0],
  // "Are people leaving before the last day?": the day before it, when the first guests go.
  [/\bbefore the (?:very )?last day\b/, (c) => c.lastDay - 1],
  [/\blast day\b/, (c) => c.lastDay],
  // "Where do we sleep the last night?": the trip's last night, the one before its last day.
  [/\bthe (?:very )?last night\b(?! (?:at|in|there)\b)/, (c) => c.lastDay - 1],
  // "What's our last night in Fes?", "when is the final night at the villa?": the last night of the stay there.
  [/^(?:so |ok |and )?(?:when|what|which)\b[^?]*?\b(?:is|was|'s|s) (?:our|the) (?:very )?(?:last|final) night (?:in|at) (?:the |our )?([a-z]+)\b/, (_c, _n, m) => lastNightAt(m[1]!)],
  // "24/11", "11/24", "24.11" and "2025-11-24": the trip's dates all fall after the 12th, which tells day from month.
  [/\b(?:\d{4}-)?(1[12])-(\d{2})\b/, (c, _n, m) => dayOfDate(c, m[1] === "12" ? "dec" : "nov", Number(m[2]))],
  [/\b(\d{1,2})[/.](\d{1,2})\b/, (c, _n, m) => numericDate(c, Number(m[1]), Number(m[2]))],
  [/\b(?:the )?day after (?:tomorrow|tmrw|tmr|2moro)\b/, (c, n) => today(c, n) + 2],
  [/\b(?:the )?day before yesterday\b|\b(?:the )?night before last\b/, (c, n) => today(c, n) - 2],
  // "2 days ago", "a week ago today", "this exact time last week": counted back from today.
  [/\b(\d|two|three|four|five|six|seven|eight|nine) days ago\b/, (c, n, m) => today(c, n) - numberOf(m[1]!)],
  [/\ba week ago(?: today)?\b|\b(?:this (?:exact )?time|today|this day) last week\b/, (c, n) => today(c, n) - 7],
  // "A week from today", "in 3 days": counted on from today.
  [/\b(?:a|one) week from (?:today|now)\b|\bin (?:a|one) week(?:'s time)?\b|\b(?:this (?:exact )?time|today) next week\b/, (c, n) => today(c, n) + 7],
  [/\bin (\d|two|three|four|five|six|seven|eight|nine) days(?:'? time)?\b|\b(\d|two|three|four|five|six|seven|eight|nine) days from (?:today|now)\b/, (c, n, m) => today(c, n) + numberOf((m[1] ?? m[2])!)],
  [/\b(today|tonight|this (?:morning|afternoon|evening))\b/, (c, n) => today(c, n)],
  // "What should I try here?": where the trip is today, only while it is on.
  // "What's the money here called?": the country's money, on any day.
  [/(?<!\b(?:money|currency|cash)(?: called)? )\b(?:around |near )?here\b/, tripDayOf],
  [/\b(tomorrow|tmrw|tmr|2moro|2morrow|tomorow|tommorow|tommorrow)\b/, (c, n) => today(c, n) + 1],
  // "Last night" is yesterday evening, whatever the hour the guest asks it.
  // "The last night in Fes" is the final one there, not yesterday.
  [/\b(?:yesterday|yday|ystd|yest)\b|(?<!\b(?:the|our) )\blast night(?:'?s)?\b/, (c, n) => today(c, n) - 1],
  // "This saturday" is the coming one, as a weekday alone is; "next friday" asked on a Friday is a week on.
  // "The second friday", "the first saturday": the trip holds some weekdays twice.
  [/\b(first|1st|second|2nd) (sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/, (c, _n, m) => nthWeekdayOfTrip(c, m[2]!, m[1]!)],
  [/\b(?:(next) |this )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/, (c, n, m) => weekdayOfTrip(c, n, m[2]!, m.input, m[1] !== undefined)],
  // "Plans for wed?": short names only after a word that points at a day ("sun" and "sat" are words too).
  // "On wed", "thurs night": a short weekday, told from a word ("sat", "sun") only by its neighbours.
  [
    /\b(?:on|for|this|next|till|until|by) (mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)\b\.?|\b(mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?= (?:night|nite|morning|afternoon|evening|plans?|schedule|itinerary|agenda)\b)/,
    (c, n, m) => weekdayOfTrip(c, n, fullWeekday((m[1] ?? m[2])!), m.input),
  ],
];

function fullWeekday(short: string): string {
  return weekdays.find((weekday) => weekday.startsWith(short.slice(0, 3)))!;
}

/** "24/11" or "11/24": the number above 12 is the day of the month, the other the month. */
function numericDate(calendar: TripCalendar, first: number, second: number): number | undefined {
  const [date, month] = first > 12 ? [first, second] : second > 12 ? [second, first] : [undefined, undefined];
  if (date === undefined || (month !== 11 && month !== 12)) return undefined;
  return dayOfDate(calendar, month === 12 ? "dec" : "nov", date);
}

/** The trip days falling on a weekday, in order. */
function tripDaysOn(calendar: TripCalendar, weekday: string): number[] {
  const days: number[] = [];
  for (let day = 0; day <= calendar.lastDay; day++) {
    if (formatWeekday(dayDate(day)).toLowerCase() === weekday) days.push(day);
  }
  return days;
}

/** "What did we do on Friday?" looks back; "what's on Friday?" ahead. */
export const pastTense = /\b(?:did|was|were|had|went|ate|crashed|stayed|slept|saw|visited|spent|arrived|landed|walked|tried|paid|drank|bought)\b|\blast (?=(?:mon|tues|wednes|thurs|fri|satur|sun)day)/;

/**
 * The trip day falling on a weekday (the trip's ten days hold some weekdays twice): the coming
 * one, or the latest gone by when the question looks back or none is left.
 */
function weekdayOfTrip(calendar: TripCalendar, now: Date, weekday: string, question: string, next = false): number | undefined {
  const matches = tripDaysOn(calendar, weekday);
  // "Friday dinner in Fes": of the trip's two Fridays, the one spent in the town named.
  const inTown = matches.filter((day) => calendar.townsByDay?.[day]?.some((town) => new RegExp(`\\b${town}\\b`).test(question)));
  if (inTown.length === 1) return inTown[0];
  const from = today(calendar, now);
  const ahead = matches.find((day) => (next ? day > from : day >= from));
  const behind = matches.filter((day) => day < from).at(-1);
  return pastTense.test(question) ? (behind ?? ahead) : (ahead ?? behind);
}

/** The trip's first or second day falling on a weekday ("last sunday" is the one just gone, read as a weekday). */
function nthWeekdayOfTrip(calendar: TripCalendar, weekday: string, ordinal: string): number | undefined {
  return tripDaysOn(calendar, weekday)[/^(?:first|1st)$/.test(ordinal) ? 0 : 1];
}

export interface DayMatch {
  reference: DayReference;
  /** The words that named the day, to be taken out of the question's topic. */
  span: string;
}

/** The last night spent at a stay named by its town or kind ("fes", "villa"), if any. */
function lastNightAt(place: string): number | undefined {
  const stay = stayNamed(place);
  return stay ? nightsSpentAt(stay).at(-1) : undefined;
}

/** The first day the question names, if any; "what day of the week" names none. */
export function readDayReference(text: string, calendar: TripCalendar, now: Date): DayMatch | undefined {
  const cleaned = text.replace(/\bday of (?:the )?week\b/g, " ");
  for (const [pattern, read] of readers) {
    const match = pattern.exec(cleaned);
    if (!match) continue;
    // "Monday or Tuesday" asks which of them; it does not point at one.
    if ([match[1], match[2]].some((word) => weekdays.includes(word ?? "")) && /\bor\b/.test(cleaned.slice(match.index - 12, match.index + match[0].length + 14))) continue;
    const day = read(calendar, now, match);
    if (day === undefined) continue;
    const reference: DayReference =
      day >= 0 && day <= calendar.lastDay
        ? { day, words: spokenWords(match[0]), ...(/\bhere\b/.test(match[0]) ? { here: true as const } : {}) }
        : { outside: true, words: spokenWords(match[0]), date: formatLongDate(dayDate(day)), after: day > calendar.lastDay };
    return { reference, span: match[0] };
  }
  return undefined;
}

/**
 * "The hammam day", "balloon day": the day of the one trip day whose activities are titled with
 * that word (`dayOfTitle`), so its dress code or plan can be read from that day. A word that
 * titles activities on several days ("desert") names no day.
 */
export function readActivityDay(
  text: string,
  dayOfTitle: (word: string) => { term: string; day: number } | undefined,
): DayMatch | undefined {
  for (const match of text.matchAll(/\b([a-z]+)\s+day\b/g)) {
    const found = dayOfTitle(match[1]!);
    if (found) return { reference: { day: found.day, words: `the ${match[0]}`, activity: found.term }, span: match[0] };
  }
  return undefined;
}

/**
 * A question asked on a day's page ("/day/3") is read as if it said "on day 3"; the path is read
 * as the site reads it ("/day" shows day 1). Other pages, and days the trip does not have, give none.
 */
export function readPageDay(page: string | undefined, calendar: TripCalendar): DayMatch | undefined {
  const path = /^\/day(?:\/([^/]+))?\/?$/.exec(page ?? "");
  const day = path ? parseDayId(path[1], calendar.lastDay + 1) : null;
  if (day === null) return undefined;
  const words = `day ${day}`;
  return { reference: { day, words, page }, span: words };
}

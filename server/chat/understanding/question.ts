import type { DayReference } from "./day-reference";
import type { TimeOfDay } from "../../../app/content/types";
import type { Kind } from "./kinds";
import type { CostName } from "../../../app/content/costs";

/**
 * A guest's question, understood once, up front: what kind of fact each part
 * asks for, about what, and on which day. Retrieval and both answerers read
 * this; none of them reads the raw text again.
 */
export interface Question {
  /** As the guest typed it (trimmed). */
  text: string;
  /** One per part of a two-part question ("when and where is..."), in order. */
  parts: QuestionPart[];
  day?: DayReference;
  /** The trip day it is in Morocco when asked, while the trip is on: "what's after the walk?" with no day named is today's walk. */
  today?: number;
  /** "HH:MM" in Morocco when the question is about the moment it is asked ("what's next?", "how long till dinner?"), with `day` today. */
  moment?: string;
  /** "Can I see just yesterday's photos?": the trip day whose photos are asked for, which the gallery's day filter shows. */
  albumDay?: number;
  /** "What's left today?": today's activities after `moment`. */
  remaining?: true;
  /** "How long till dinner?", asked during the trip: the answer counts the time left from `moment`. */
  timeLeft?: true;
  /** "How many days till we go?", asked before the trip: the days left until it starts (0 on its first morning, counted from `moment`). */
  daysToGo?: number;
  /** "How many more days do we have?", asked during the trip: the trip days after today. */
  daysLeft?: number;
  /** "When do we leave Fes for Chefchaouen?": the places a journey asked about goes from and to. */
  journey?: { from: string[]; to: string[] };
  /** "Do we stay overnight in Chefchaouen?": the town asked whether the trip sleeps in. */
  townNights?: { town: string };
  /** "When do we leave the camp?": the stay left, by its title, and the trip day we leave it. */
  leavesStay?: { stay: string; day: number };
  /** "What's the tourist tax for my 3 nights in Fes?": the nights to count it for. */
  taxNights?: number;
  /**
   * "Are we still at the villa tonight?": the trip day whose night's stay is asked, the words naming a stay when the
   * question asks whether it is that one, and whether it asks if that night is the last there.
   */
  stayNight?: { day: number; named: string[]; last: boolean };
  /** "What's tomorrow's date?", "what day is it?": the trip day whose date is asked, and nothing else. */
  dateOf?: number;
  /** "Which page has today's plan? link pls": the trip day whose page is asked for. */
  pageOf?: number;
  /** "What time is it there rn?": the time ("HH:MM") and date in Morocco, and the trip day it falls on, if any. */
  clockNow?: { time: string; longDate: string; day?: number };
  /** "I did the balloon and the hammam, what's that add up to?": the trip's prices to add up, each paid `times` times. */
  costSum?: CostSum;
  /** "What's 500 dirhams in dollars?": an amount to change at the trip's rate. */
  conversion?: Conversion;
  /** "How much are drinks?": an amount, not only whether something is paid ("do I pay for my drinks?"). */
  amount?: true;
  /** "Whats the checkout time at the fes riad": check-out as a time of day, asked without "what time". */
  checkoutTime?: true;
  /** "What does golden birthday even mean?": the words whose meaning is asked, which only a sentence glossing them tells. */
  wordsMeant?: string[];
  /** "How early should I be at the airport before my flight?": how long before, which only a lead time tells. */
  leadTime?: true;
  /** "Is the mosque tour today or tmrw?": whether the thing is today, tomorrow or yesterday, said beside its date. */
  relativeDay?: true;
  /** A greeting or thanks with nothing else in it. */
  smallTalk: boolean;
  /** The small talk is thanks ("thanks rupa for everything!"), which a welcome answers, not a greeting. */
  thanks?: true;
}

export interface QuestionPart {
  kinds: Kind[];
  /** Topic terms the content knows (typos corrected, synonyms folded, kind words left out). */
  topic: string[];
  /** Words the content never uses, even allowing for typos: "gym", "uber", "elevator". */
  unknown: string[];
  /**
   * "What's after the balloon?" asks for the activity next to the subject, not the subject;
   * with the question's `moment` and no subject, "what's next?" and "what are we doing now?"
   * ask for the activity after it or under way at it.
   */
  sequence?: "before" | "after" | "now";
  /** "Which dinners...?": several things may answer. */
  several?: boolean;
  /** "What time...?": a time of day, not only a date. */
  clockTime?: boolean;
  /** "What are the villa dates?": a span of dates, not one day's time. */
  dateSpan?: boolean;
  /** "What day did we check in?": a date, not only a time of day. */
  date?: boolean;
  /** "What's the address of Rick's Café?": a place down to its street, not only its town or quarter. */
  address?: boolean;
  /** "What area is tonight's dinner in?": the quarter of town a place is in ("Hivernage"), not only its name. */
  quarter?: boolean;
  /** "How many km is the drive?": a length, not a travel time. */
  length?: boolean;
  /**
   * "Does the Fes riad have a pool?": the thing said to have the subject, whose own passage must
   * tell it; a sentence listing "a riad in Fes" beside a villa's "2 pools" does not.
   */
  owner?: string[];
  /** "Good lunch spot in the medina?": a place to go, which the map's places are before the itinerary's. */
  recommended?: true;
  /** "Fes riad, any roof terrace?", "does the villa have a pool?": whether something is there, which a sentence naming it affirms. */
  exists?: true;
  /** "What language is the mosque tour in?": the thing asked for, which an answer must name, however well the rest matches. */
  head?: string;
  /** "Are we doing quad bikes at some point?": the trip's own plan, which its activities tell before the map's places. */
  ourPlan?: true;
  /** "What's the stinky place tomorrow, and when?": a part with no subject of its own asks about what the part before it found. */
  followsUp?: true;
  /** "What time do we leave on the Chefchaouen day?": when the named day sets off, which its first activity tells. */
  setsOff?: true;
  /** "Thursday morning": the part of the day asked about, as the content types its activities. */
  partOfDay?: TimeOfDay;
  /** "What do we actually see on the mosque tour?": what the activity holds, not when or where it is. */
  sights?: true;
}

export interface CostSum {
  items: CostName[];
  times: number;
}

export interface Conversion {
  amount: number;
  /** The currency the amount is in; the answer is in the other one. */
  from: "MAD" | "USD";
}

/** The trip day the question names (with the activity it was named by, if any); none for a day outside the trip. */
export function namedDay(question: Pick<Question, "day">): { day: number; activity?: string } | undefined {
  return question.day && "day" in question.day ? question.day : undefined;
}

/** What a sentence tells: lets the answerer pick the price for "how much" and the time for "when". */
export type FactKind = "cost" | "when" | "where" | "dress" | "person" | "info";

export interface Fact {
  kind: FactKind;
  /** A whole sentence that makes sense on its own, quoted as is. */
  text: string;
  /** Shown when a question names the passage without asking for a price, time or place ("What's on day 3?"). */
  overview?: boolean;
  /**
   * A list's entries ("05:30 Hot Air Balloon at Sunrise"): a subject the list answers for lies within one of them, not in
   * words spread across two ("Camp Breakfast" and "Check In at Our Fes Riad" are no breakfast at the Fes riad).
   */
  items?: string[];
}

/** One retrievable piece of the trip content, with the page a guest can open to read more. */
export interface Passage {
  id: string;
  /** Same-site path of the page the passage comes from, e.g. /day/3 or /budget. */
  url: string;
  /** Label of that page for the link, e.g. "Day 3" or "Budget Guide". */
  pageTitle: string;
  /** What the passage is about, e.g. "Hot Air Balloon Ride (Day 3)". */
  title: string;
  facts: Fact[];
  /** Words that help find the passage but are not quoted (FAQ questions, weekday names, aliases). */
  keywords?: string;
  /** Where it happens, e.g. "Plaza Uta el-Hammam & the medina": read as names (a plaza named el-Hammam is no hammam). */
  place?: string;
  /** An activity's start, "HH:MM": a day's activities are told in this order. */
  time?: string;
  /** The ids of the activities just before and after this one in the itinerary, for "what's after the balloon?". */
  neighbours?: { before?: string; after?: string };
  /** The trip days it belongs to (an activity's day, a stay's nights), so "on the 25th" can find it. */
  days?: number[];
  /** The towns it speaks for when it has no days: the villa's FAQ answers are the villa's, in Marrakech, not Fes's. */
  towns?: string[];
  /**
   * Words one of which a question must name for the passage to answer it: the site's music lists pages
   * ("the Dinners, Accommodations and Transportation pages"), but answers nothing else about them.
   */
  answersOnly?: string;
}

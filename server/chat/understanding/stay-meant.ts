import { nightsSpentAt, stays } from "../../../app/content/stays";
import type { Stay } from "../../../app/content/types";
import { tokenize } from "../text/tokenize";

export const stayTerms = (stay: Stay): Set<string> => new Set(tokenize(`${stay.title} ${stay.location}`));

/** The first stay whose title or location holds the word ("fes", "desert", "villa"), if any. */
export function stayNamed(word: string): Stay | undefined {
  const [term] = tokenize(word);
  return term === undefined ? undefined : stays.find((stay) => stayTerms(stay).has(term));
}

/** The morning we leave a stay: the day after its last night (the villa's fifth night, paid for, is spent at the camp). */
export const leavingDay = (stay: Stay): number => nightsSpentAt(stay).at(-1)! + 1;

/**
 * The stay words like "the riad" mean on the day asked: of the stays they name, the first not yet left (the
 * Marrakech riad on day 0, the Fes one after), or the last once all are.
 */
export function stayMeant(named: readonly string[], today: number | undefined): Stay | undefined {
  const candidates = stays.filter((stay) => named.every((term) => stayTerms(stay).has(term)));
  return candidates.find((candidate) => today === undefined || leavingDay(candidate) >= today) ?? candidates.at(-1);
}

/** Words asked of a stay itself: its price, its nights, checking in, what it is like inside. */
const priceWords: ReadonlySet<string> = new Set(tokenize("per person night nights stay total checkin inside"));
const ordinals = /\b(?:first|1st|second|2nd|last|other|previous|old|next|that)\b/;

const titleTerms = (stay: Stay): Set<string> => new Set(tokenize(stay.title));

/**
 * "How much do I owe for the riad?" on day 1: the words that tell the stay meant from the others its name shares
 * words with ("authentic"), for a price asked of a stay named without saying which, while we are at it.
 */
export function whichStay(topic: readonly string[], today: number | undefined, text: string, past: boolean): string[] {
  // "The first riad" says which itself; between the riads "the riad" could be either.
  if (today === undefined || ordinals.test(text)) return [];
  const named = topic.filter((term) => stays.some((stay) => titleTerms(stay).has(term)));
  // "The tourist tax the riad charged" is the tax's, whichever riad.
  if (!topic.every((term) => named.includes(term) || priceWords.has(term))) return [];
  const candidates = stays.filter((stay) => named.length > 0 && named.every((term) => titleTerms(stay).has(term)));
  if (candidates.length < 2) return [];
  // "How much was the riad?" on day 4: the riad already left, not the one ahead.
  const left = past ? candidates.filter((stay) => leavingDay(stay) <= today).at(-1) : undefined;
  const meant = left ?? stayMeant(named, today)!;
  if (today < meant.firstNight) return [];
  const others = candidates.filter((stay) => stay !== meant);
  return [...titleTerms(meant)].filter((term) => term.length > 2 && !topic.includes(term) && !others.some((stay) => stayTerms(stay).has(term)));
}

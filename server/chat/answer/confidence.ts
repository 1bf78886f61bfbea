import type { QuestionPart } from "../understanding/question";

/** Below this share of the question's topic (by rarity), the quoted sentences are about something else. */
const MIN_COVERAGE = 0.5;
/** No single word the answer leaves out may carry more than this share of the question. */
const MAX_MISSING_SHARE = 0.3;
/** Words the content never uses count against an answer at half the weight of the rarest known word. */
const UNKNOWN_TERM_WEIGHT = 0.5;

/**
 * A passage scoring this many times the runner-up is the one the question is about, though one
 * word of a short question is missing from it ("can I drink the water in Fes?": the FAQ on tap water).
 */
const DOMINANT_MARGIN = 2;

export interface Weights {
  weights: ReadonlyMap<string, number>;
  unknownWeight: number;
}

/**
 * How sure an answer is that it speaks to the question: the share of the
 * question's meaningful terms, weighted by rarity, that the quoted sentences
 * (with their passage's title) hold. "Wifi password" is a question about
 * something the trip notes do not know, however well "villa" matches.
 */
export function coverage(part: QuestionPart, holds: (term: string) => boolean, weights: Weights): { share: number; largestMissing: number } {
  let total = part.unknown.length * UNKNOWN_TERM_WEIGHT * weights.unknownWeight;
  let covered = 0;
  let largestMissing = 0;
  for (const term of part.topic) {
    const weight = weights.weights.get(term) ?? weights.unknownWeight;
    total += weight;
    if (holds(term)) covered += weight;
    else largestMissing = Math.max(largestMissing, weight);
  }
  return total === 0 ? { share: 0, largestMissing: 0 } : { share: covered / total, largestMissing: largestMissing / total };
}

/**
 * A figure of the guest's own ("a 100mb video", "800 dirhams for a lamp", "30 photos") is what
 * they hold against the answer, which names the limit or the rule instead.
 */
const ownFigure = /^\d+(?:[a-z]{1,3})?$/;

/** How far the best passage stands above the runner-up, which lets a short question leave out one word. */
export function standsOut(scores: readonly number[]): boolean {
  const [best = 0, second = 0] = scores;
  return best > 0 && best >= DOMINANT_MARGIN * second;
}

/**
 * The gate: enough of the topic by weight, no weighty word left out ("taxi
 * from the villa to the medina" is not answered by a sentence on villa
 * taxis), and more than half of its words by count, so that one rare word
 * shared by chance ("number") cannot carry a two-word question ("flight number").
 */
export function confident(question: QuestionPart, holds: (term: string) => boolean, weights: Weights, outstanding = false): boolean {
  // A figure the content never writes goes; one it does only beside two other words ("can I bring my 6 yr old" is about the six-year-old).
  const unknown = question.unknown.filter((term) => !ownFigure.test(term));
  const topic = question.topic.filter((term) => holds(term) || !ownFigure.test(term));
  const part = { ...question, unknown, topic: topic.length + unknown.length >= 2 ? topic : question.topic };
  const asked = part.topic.length + part.unknown.length;
  if (asked === 0) return false;
  const held = part.topic.filter(holds).length;
  const { share, largestMissing } = coverage(part, holds, weights);
  // A short question names nothing in passing: each of its words must be met, but for one
  // word the content knows when the passage stands out from all the others.
  if (asked <= 3) return held === asked || (outstanding && part.unknown.length === 0 && asked >= 2 && held === asked - 1 && share >= 0.5);
  return share >= MIN_COVERAGE && largestMissing <= MAX_MISSING_SHARE && held / asked > 0.5;
}

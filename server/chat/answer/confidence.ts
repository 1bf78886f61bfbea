import type { QuestionPart } from "../understanding/question";

/** Below this share of the question's topic (by rarity), the quoted sentences are about something else. */
const MIN_COVERAGE = 0.5;
/** No single word the answer leaves out may carry more than this share of the question. */
const MAX_MISSING_SHARE = 0.3;
/** Words the content never uses count against an answer at half the weight of the rarest known word. */
const UNKNOWN_TERM_WEIGHT = 0.5;

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
 * The gate: enough of the topic by weight, no weighty word left out ("taxi
 * from the villa to the medina" is not answered by a sentence on villa
 * taxis), and more than half of its words by count, so that one rare word
 * shared by chance ("number") cannot carry a two-word question ("flight number").
 */
export function confident(part: QuestionPart, holds: (term: string) => boolean, weights: Weights): boolean {
  const asked = part.topic.length + part.unknown.length;
  if (asked === 0) return false;
  const held = part.topic.filter(holds).length;
  const { share, largestMissing } = coverage(part, holds, weights);
  // A short question names nothing in passing: each of its words must be met.
  if (asked <= 3) return held === asked;
  return share >= MIN_COVERAGE && largestMissing <= MAX_MISSING_SHARE && held / asked > 0.5;
}

import type { QuestionPart } from "../understanding/question";

/** Below this share of the question's topic (by rarity), the quoted sentences are about something else. */
export const MIN_COVERAGE = 0.5;
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
export function coverage(part: QuestionPart, holds: (term: string) => boolean, { weights, unknownWeight }: Weights): number {
  let total = part.unknown.length * UNKNOWN_TERM_WEIGHT * unknownWeight;
  let covered = 0;
  for (const term of part.topic) {
    const weight = weights.get(term) ?? unknownWeight;
    total += weight;
    if (holds(term)) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

/**
 * The gate: enough of the topic by weight, and more than half of its words by
 * count, so that one rare word shared by chance ("number") cannot carry a
 * two-word question ("flight number").
 */
export function confident(part: QuestionPart, holds: (term: string) => boolean, weights: Weights): boolean {
  const asked = part.topic.length + part.unknown.length;
  if (asked === 0) return false;
  const held = part.topic.filter(holds).length;
  return coverage(part, holds, weights) >= MIN_COVERAGE && held / asked > 0.5;
}

import { detectIntents, factAnswers, rankingIntents, type Intent } from "../answer/intent";
import { daysBetween, moroccoDay } from "../morocco-time";
import { intentTerms } from "../text/synonyms";
import { tokenize } from "../text/tokenize";
import { Bm25Index, type Ranked } from "./bm25-index";
import type { Passage } from "./passage";

/** Passages that cannot hold the kind of fact asked for are pushed down, not dropped. */
const MISSING_KIND_PENALTY = 0.55;
const UNKNOWN_TERM_WEIGHT = 0.5;

export interface Retrieval {
  intents: Set<Intent>;
  /** Query terms that name a topic (intent words like "cost" and "when" left out). */
  topicTerms: string[];
  unknownTerms: string[];
  ranked: Ranked[];
  /** The trip day "today", "tonight" or "tomorrow" pointed at, if any. */
  relativeDay?: { word: string; day: number | undefined };
}

export interface RetrieverOptions {
  /** YYYY-MM-DD of day 0 in Morocco. */
  tripStart: string;
  lastDay: number;
}

export class Retriever {
  readonly index: Bm25Index;

  constructor(
    readonly passages: readonly Passage[],
    private readonly options: RetrieverOptions,
  ) {
    this.index = new Bm25Index(passages);
  }

  retrieve(question: string, now: Date, limit = 5): Retrieval {
    const intents = detectIntents(question);
    const relativeDay = this.resolveRelativeDay(question, now);
    const rawTerms = tokenize(question).filter((term) => !["today", "tonight", "tomorrow", "yesterday"].includes(term));
    if (relativeDay?.day !== undefined) rawTerms.push(`day${relativeDay.day}`);

    const { terms, unknown } = this.index.analyse(rawTerms);
    const topicTerms = terms.filter((term) => !intentTerms.has(term));
    const ranked = this.index
      .search(terms, limit * 3)
      .map((hit) => ({ ...hit, score: hit.score * this.kindFit(hit.passage, intents) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);

    return {
      intents,
      topicTerms,
      unknownTerms: unknown,
      ranked,
      relativeDay,
    };
  }

  /**
   * Share of the question's topic, weighted by rarity, that `holds` accepts.
   * Words the content never uses count too, at half weight: "wifi password"
   * is a question about something the trip notes do not know.
   */
  coverage(topicTerms: readonly string[], unknownTerms: readonly string[], holds: (term: string) => boolean): number {
    let total = unknownTerms.length * UNKNOWN_TERM_WEIGHT * this.index.idf("\u0000never-seen");
    let covered = 0;
    for (const term of topicTerms) {
      const weight = this.index.idf(term);
      total += weight;
      if (holds(term)) covered += weight;
    }
    return total === 0 ? 0 : covered / total;
  }

  /** Passages holding a fact of the kind asked for (a price for "how much") rank first. */
  private kindFit(passage: Passage, intents: Set<Intent>): number {
    const asked = rankingIntents.filter((intent) => intents.has(intent));
    const fits = asked.length === 0 || asked.some((intent) => passage.facts.some((fact) => factAnswers(intent, fact)));
    return fits ? 1 : MISSING_KIND_PENALTY;
  }

  private resolveRelativeDay(question: string, now: Date): Retrieval["relativeDay"] {
    const word = /\b(today|tonight|tomorrow|yesterday)\b/i.exec(question)?.[1]?.toLowerCase();
    if (!word) return undefined;
    const offset = word === "tomorrow" ? 1 : word === "yesterday" ? -1 : 0;
    const day = daysBetween(this.options.tripStart, moroccoDay(now).isoDate) + offset;
    return { word, day: day >= 0 && day <= this.options.lastDay ? day : undefined };
  }
}

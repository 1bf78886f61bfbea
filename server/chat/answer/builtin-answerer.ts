import type { Ranked } from "../retrieval/bm25-index";
import type { Fact } from "../retrieval/passage";
import type { Retrieval, Retriever } from "../retrieval/retriever";
import { moroccoDay } from "../morocco-time";
import { factAnswers } from "./intent";
import { DONT_KNOW_REPLY, GREETING_REPLY, type ChatAnswer } from "./chat-answer";

/** Below this share of the question's topic the best passage is about something else: say so rather than guess. */
const MIN_COVERAGE = 0.6;
const MAX_FACTS = 3;
const MAX_REPLY_CHARS = 480;

export interface BuiltinAnswererOptions {
  /** e.g. "Nov 21-30, 2025", for "today" questions outside the trip. */
  tripDateRange: string;
}

/**
 * Answers from the content alone: the sentences of the best passage that hold
 * the asked fact, and a link to the page they come from. It quotes the
 * content, so it cannot invent a figure; when retrieval is unsure it says it
 * does not know.
 */
export class BuiltinAnswerer {
  constructor(
    private readonly retriever: Retriever,
    private readonly options: BuiltinAnswererOptions,
  ) {}

  answer(question: string, now: Date, retrieval = this.retriever.retrieve(question, now)): ChatAnswer {
    const { relativeDay } = retrieval;
    if (relativeDay && relativeDay.day === undefined) {
      const today = moroccoDay(now);
      return {
        reply: `Today is ${today.label} in Marrakech, outside the trip dates (${this.options.tripDateRange}). Ask me about any trip day, e.g. "What's on day 3?"`,
        passageIds: [],
        known: true,
      };
    }
    if (retrieval.topicTerms.length === 0 && retrieval.unknownTerms.length === 0 && /^\W*(hi|hello|hey|thanks|thank you|salam)\b/i.test(question)) {
      return { reply: GREETING_REPLY, passageIds: [], known: true };
    }

    const best = this.bestAnswerable(retrieval);
    if (!best) return { reply: DONT_KNOW_REPLY, passageIds: [], known: false };

    const facts = this.pickFacts(best, retrieval);
    const body = facts.map((fact) => fact.text).join(" ");
    return {
      reply: `${body}\n\nMore on [${best.passage.pageTitle}](${best.passage.url}).`,
      passageIds: [best.passage.id],
      known: true,
    };
  }

  /** The best passage that covers the topic and, for a price or time question, actually holds one. */
  private bestAnswerable(retrieval: Retrieval): Ranked | undefined {
    if (retrieval.topicTerms.length === 0) return undefined;
    return retrieval.ranked.find(
      (hit) =>
        this.retriever.coverage(retrieval.topicTerms, retrieval.unknownTerms, hit) >= MIN_COVERAGE &&
        this.retriever.answersIntent(hit.passage, retrieval.intents),
    );
  }

  /** With no particular kind asked for, a passage's overview sentences are what a guest wants. */
  private intentFit(fact: Fact, retrieval: Retrieval): boolean {
    if (retrieval.intents.size === 0) return fact.overview === true;
    return [...retrieval.intents].some((intent) => factAnswers(intent, fact));
  }

  private pickFacts(hit: Ranked, retrieval: Retrieval): Fact[] {
    const { facts } = hit.passage;
    const index = this.retriever.index;
    const topicWeight = (position: number) =>
      retrieval.topicTerms.reduce((sum, term) => sum + (hit.factTerms[position]!.has(term) ? index.idf(term) : 0), 0);
    const strongest = Math.max(...retrieval.topicTerms.map((term) => index.idf(term)), 1);
    const scored = facts.map((fact, position) => ({
      fact,
      position,
      score: topicWeight(position) + (this.intentFit(fact, retrieval) ? strongest * 1.5 : 0),
    }));
    const top = Math.max(...scored.map((entry) => entry.score));
    if (top <= 0) return facts.slice(0, 1);

    const chosen: typeof scored = [];
    let length = 0;
    for (const entry of [...scored].sort((a, b) => b.score - a.score || a.position - b.position)) {
      if (chosen.length === MAX_FACTS) break;
      const wanted = entry.score >= top * 0.75 || (retrieval.intents.size === 0 && entry.fact.overview === true);
      if (!wanted) continue;
      if (chosen.length > 0 && length + entry.fact.text.length > MAX_REPLY_CHARS) continue;
      chosen.push(entry);
      length += entry.fact.text.length;
    }
    return chosen.sort((a, b) => a.position - b.position).map((entry) => entry.fact);
  }
}

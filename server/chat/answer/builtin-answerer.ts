import type { Ranked } from "../retrieval/bm25-index";
import type { Fact } from "../retrieval/passage";
import type { Retrieval, Retriever } from "../retrieval/retriever";
import { moroccoDay } from "../morocco-time";
import { DONT_KNOW_REPLY, GREETING_REPLY, type ChatAnswer } from "./chat-answer";
import { demandingIntents, factAnswers } from "./intent";

/** Below this share of the question's topic, the quoted sentences are about something else: say so rather than guess. */
const MIN_COVERAGE = 0.5;
const MAX_FACTS = 3;
const MAX_REPLY_CHARS = 480;

export interface BuiltinAnswererOptions {
  /** e.g. "Nov 21-30, 2025", for "today" questions outside the trip. */
  tripDateRange: string;
}

interface Candidate {
  hit: Ranked;
  facts: { fact: Fact; position: number }[];
}

/**
 * Answers from the content alone: the sentences of the best passage that hold
 * the asked fact, and a link to the page they come from. It only quotes the
 * content, and only sentences that are about what was asked, so it cannot
 * put a figure on something the content does not price.
 */
export class BuiltinAnswerer {
  constructor(
    private readonly retriever: Retriever,
    private readonly options: BuiltinAnswererOptions,
  ) {}

  answer(question: string, now: Date, retrieval = this.retriever.retrieve(question, now)): ChatAnswer {
    const { relativeDay } = retrieval;
    if (relativeDay && relativeDay.day === undefined) {
      return {
        reply: `Today is ${moroccoDay(now).label} in Marrakech, outside the trip dates (${this.options.tripDateRange}). Ask me about any trip day, e.g. "What's on day 3?"`,
        passageIds: [],
        known: true,
      };
    }
    const saysHello = /^\W*(hi|hello|hey|thanks|thank you|salam)\b/i.test(question);
    if (saysHello && retrieval.topicTerms.length === 0 && retrieval.unknownTerms.length === 0) {
      return { reply: GREETING_REPLY, passageIds: [], known: true };
    }

    const best = this.bestCandidate(retrieval);
    if (!best) return { reply: DONT_KNOW_REPLY, passageIds: [], known: false };
    const body = best.facts.map(({ fact }) => fact.text).join(" ");
    const { pageTitle, url } = best.hit.passage;
    return { reply: `${body}\n\nMore on [${pageTitle}](${url}).`, passageIds: [best.hit.passage.id], known: true };
  }

  /** The first ranked passage whose chosen sentences, with its title and keywords, cover the topic and hold the asked kind of fact. */
  private bestCandidate(retrieval: Retrieval): Candidate | undefined {
    if (retrieval.topicTerms.length === 0) return undefined;
    const demanded = demandingIntents.filter((intent) => retrieval.intents.has(intent));
    for (const hit of retrieval.ranked) {
      const facts = this.pickFacts(hit, retrieval);
      // A price must be the price of the thing asked about: the sentences that
      // answer the intent, with the title, have to carry the topic themselves.
      const answering = facts.filter(({ fact }) => demanded.length === 0 || demanded.some((intent) => factAnswers(intent, fact)));
      if (answering.length === 0) continue;
      const quoted = [hit.aboutTerms, ...answering.map(({ position }) => hit.factTerms[position]!)];
      const holds = (term: string) => quoted.some((terms) => terms.has(term));
      const coverage = this.retriever.coverage(retrieval.topicTerms, retrieval.unknownTerms, holds);
      // By count as well as by weight: one rare word shared by chance ("number")
      // must not carry a two-word question ("flight number").
      const held = retrieval.topicTerms.filter(holds).length;
      const asked = retrieval.topicTerms.length + retrieval.unknownTerms.length;
      if (coverage >= MIN_COVERAGE && held / asked > 0.5) return { hit, facts };
    }
    return undefined;
  }

  /** With no particular kind asked for, a passage's overview sentences are what a guest wants. */
  private intentFit(fact: Fact, retrieval: Retrieval): boolean {
    if (retrieval.intents.size === 0) return fact.overview === true;
    return [...retrieval.intents].some((intent) => factAnswers(intent, fact));
  }

  private pickFacts(hit: Ranked, retrieval: Retrieval): Candidate["facts"] {
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
    if (top <= 0) return scored.slice(0, 1);

    const chosen: typeof scored = [];
    let length = 0;
    for (const entry of [...scored].sort((a, b) => b.score - a.score || a.position - b.position)) {
      if (chosen.length === MAX_FACTS) break;
      const wanted = entry.score >= top * 0.75 || (retrieval.intents.size === 0 && entry.fact.overview === true);
      if (!wanted || (chosen.length > 0 && length + entry.fact.text.length > MAX_REPLY_CHARS)) continue;
      chosen.push(entry);
      length += entry.fact.text.length;
    }
    return chosen.sort((a, b) => a.position - b.position).map(({ fact, position }) => ({ fact, position }));
  }
}

import { namedDay, type Question, type QuestionPart } from "../understanding/question";
import { factAnswers, type Kind } from "../understanding/kinds";
import { Bm25Index, type Ranked } from "./bm25-index";
import type { Passage } from "../passages/passage";

/** Passages that cannot hold the kind of fact asked for are pushed down, not dropped. */
const MISSING_KIND_PENALTY = 0.55;
const NARROW_TITLE_PENALTY = 0.7;
/** A question about one day prefers that day's passages, and sets other days' aside. */
const SAME_DAY_BOOST = 2.5;
const OTHER_DAY_PENALTY = 0.25;
const NO_DAY_PENALTY = 0.6;
const RANKED_PER_PART = 8;
/** Today's activity is the one asked about when it scores at least this share of another day's. */
const TODAY_SHARE = 0.8;
const PROMPT_PASSAGES = 5;
/** Passages scoring below this share of the best one are noise to a small model. */
const PROMPT_RELATIVE_SCORE = 0.3;

export interface PartRetrieval {
  part: QuestionPart;
  ranked: Ranked[];
  /** For "what's after the balloon?": the activity asked about is `ranked`, and this is the one next to it. */
  neighbour?: Ranked;
}

export interface Retrieval {
  parts: PartRetrieval[];
  /** What the model is shown: the best passages of every part, each once. */
  promptPassages: Passage[];
  /** Rarity of each of the question's terms (IDF); a word the content never uses weighs the most. */
  weights: ReadonlyMap<string, number>;
  unknownWeight: number;
}

/** Finds, for each part of an understood question, the passages most likely to hold the answer. */
export class Retriever {
  constructor(private readonly index: Bm25Index) {}

  retrieve(question: Question): Retrieval {
    const { day, activity } = namedDay(question) ?? {};
    const parts = question.parts.map((part): PartRetrieval => {
      const terms = [...part.topic, ...kindSearchTerms(part.kinds)];
      if (day !== undefined) terms.push(`day${day}`);
      if (activity) terms.push(activity);
      const ranked = this.index
        .search(terms, RANKED_PER_PART * 3)
        .map((hit) => ({ ...hit, score: hit.score * kindFit(hit.passage, part.kinds, hit.titleTerms) * dayFit(hit.passage, day) }))
        // "How long till the walking tour?" is never about one already past.
        .filter((hit) => !question.timeLeft || question.today === undefined || !hit.passage.days?.every((passageDay) => passageDay < question.today!))
        // A tie (to a tenth of a point) goes to the earlier day: "when do we get to Fes?" is the day we arrive, not the one after.
        .sort((a, b) => tenths(b.score) - tenths(a.score) || firstDay(a.passage) - firstDay(b.passage) || b.score - a.score)
        .slice(0, RANKED_PER_PART);
      return { part, ranked, ...this.neighbourOf(part, ranked, question) };
    });
    const weights = new Map<string, number>();
    for (const { part } of parts) for (const term of part.topic) weights.set(term, this.index.idf(term));
    return { parts, promptPassages: promptPassages(parts), weights, unknownWeight: this.index.idf("\u0000never-seen") };
  }

  /** The activity before or after the best-ranked one, or after or at the moment asked, when the part asks for it. */
  private neighbourOf(part: QuestionPart, ranked: readonly Ranked[], question: Question): { neighbour?: Ranked } {
    if (!part.sequence) return {};
    const id =
      question.moment && part.topic.length === 0
        ? this.atMoment(part.sequence, question)
        : part.sequence !== "now"
          ? askedActivity(ranked, question)?.passage.neighbours?.[part.sequence]
          : undefined;
    const neighbour = id ? this.index.get(id) : undefined;
    return neighbour ? { neighbour } : {};
  }

  /** Today's activity under way at the moment, or the next one (tomorrow's first after the last). */
  private atMoment(sequence: "before" | "after" | "now", { day, moment }: Question): string | undefined {
    if (!day || !("day" in day) || !moment) return undefined;
    const today = this.index
      .search([`day${day.day}`], 50)
      .map((hit) => hit.passage)
      .filter((passage) => passage.time !== undefined && passage.days?.includes(day.day))
      .sort((a, b) => a.time!.localeCompare(b.time!));
    if (sequence === "now") return today.filter((passage) => passage.time! <= moment).at(-1)?.id;
    const next = today.find((passage) => passage.time! > moment);
    return next ? next.id : today.at(-1)?.neighbours?.after;
  }
}

/**
 * The activity "what's after the walk?" asks about: the best-ranked one, or, with no day named
 * while the trip is on, today's walk when it ranks nearly as well as another day's.
 */
export function askedActivity(ranked: readonly Ranked[], question: Question): Ranked | undefined {
  const activities = ranked.filter((hit) => hit.passage.neighbours);
  const best = activities[0];
  if (!best || question.day || question.today === undefined) return best;
  const today = question.today;
  return activities.find((hit) => hit.passage.days?.includes(today) && hit.score >= best.score * TODAY_SHARE) ?? best;
}

/** The index folds "price" and "how much" into "cost", and times into "when": asking for one finds sentences holding one. */
function kindSearchTerms(kinds: readonly Kind[]): string[] {
  return kinds.flatMap((kind) => (kind === "cost" ? ["cost"] : kind === "when" ? ["when"] : []));
}

/**
 * Passages holding a fact of the kind asked for (a price for "how much") rank
 * first; a question asking for no kind in particular ("what is the villa
 * like?") prefers passages that are not a question about one ("do I have to pay for the villa?").
 */
function kindFit(passage: Passage, kinds: readonly Kind[], titleTerms: ReadonlySet<string>): number {
  const ranking = kinds.filter((kind) => kind !== "secret");
  if (ranking.length === 0) {
    const asksAKind = passage.title.endsWith("?") && (titleTerms.has("cost") || titleTerms.has("when"));
    return asksAKind ? NARROW_TITLE_PENALTY : 1;
  }
  return ranking.some((kind) => passage.facts.some((fact) => factAnswers(kind, fact))) ? 1 : MISSING_KIND_PENALTY;
}

function dayFit(passage: Passage, day: number | undefined): number {
  if (day === undefined) return 1;
  if (!passage.days) return NO_DAY_PENALTY;
  return passage.days.includes(day) ? SAME_DAY_BOOST : OTHER_DAY_PENALTY;
}

function promptPassages(parts: readonly PartRetrieval[]): Passage[] {
  const chosen = new Map<string, Passage>();
  for (const { ranked, neighbour } of parts) {
    if (neighbour) chosen.set(neighbour.passage.id, neighbour.passage);
    const best = ranked[0]?.score ?? 0;
    for (const hit of ranked.slice(0, PROMPT_PASSAGES)) {
      if (hit.score >= best * PROMPT_RELATIVE_SCORE) chosen.set(hit.passage.id, hit.passage);
    }
  }
  return [...chosen.values()].slice(0, PROMPT_PASSAGES + parts.length - 1);
}

const tenths = (score: number) => Math.round(score * 10);

/** The first trip day a passage belongs to; a general passage (the villa, an FAQ) comes before any one day's. */
function firstDay(passage: Passage): number {
  return passage.days ? Math.min(...passage.days) : -1;
}

import type { ChatAnswer } from "../answer/chat-answer";
import type { EvalQuestion } from "./questions";
import type { TestQuestion } from "./test-questions";
import type { DevelopmentGroup } from "./guest-development-questions";

/** Text a reply must hold: a string (case-insensitive), a pattern, or a list of strings any one of which will do. */
export type Matcher = string | RegExp | readonly string[];

/** One question in the grader's terms, whichever set it comes from. */
export type GradedQuestion = (
  | { question: string; parts: Matcher[][]; links?: string[] }
  | { question: string; unanswerable: true }
) & {
  /** The moment the question is asked, when "today" matters; otherwise the set's clock. */
  now?: Date;
};

/**
 * correct: every part's facts (and the page link, when one is named);
 * partial: some parts; dont-know: the honest "I don't know";
 * wrong: an answer to another question, or any answer to an unanswerable one.
 */
export type Grade = "correct" | "partial" | "dont-know" | "wrong";

export interface EvalOutcome {
  question: string;
  reply: string;
  answerable: boolean;
  grade: Grade;
  ms: number;
}

export interface EvalFigures {
  answerable: number;
  unanswerable: number;
  correct: number;
  partial: number;
  /** Honest "I don't know" on answerable questions: a miss, though not a harmful one. */
  missedDontKnow: number;
  wrong: number;
  /** Honest "I don't know" on unanswerable questions. */
  honestDontKnow: number;
  /** Share of answerable questions answered correctly. */
  correctRate: number;
  /** Share of answerable questions answered correctly or in part. */
  correctOrPartialRate: number;
  /** Share of unanswerable questions met with an honest "I don't know". */
  dontKnowRate: number;
}

export interface EvalReport {
  outcomes: EvalOutcome[];
  figures: EvalFigures;
}

/** The development set's single list of expected facts is one part. */
export function fromDevelopmentSet(questions: readonly EvalQuestion[]): GradedQuestion[] {
  return questions.map((entry): GradedQuestion => {
    const now = entry.now ? { now: new Date(entry.now) } : {};
    return "unanswerable" in entry
      ? { question: entry.question, unanswerable: true, ...now }
      : { question: entry.question, parts: [entry.expect], ...now };
  });
}

export function fromTestSet(questions: readonly TestQuestion[]): GradedQuestion[] {
  return questions.map((entry) => ("unanswerable" in entry ? entry : { ...entry }));
}

/** A guest development set's questions, each asked at its group's moment. */
export function fromDevelopmentGroups(groups: readonly DevelopmentGroup[]): GradedQuestion[] {
  return groups.flatMap(({ clock, questions }) => fromTestSet(questions).map((question) => ({ ...question, now: clock })));
}

function holds(reply: string, matcher: Matcher): boolean {
  if (matcher instanceof RegExp) return matcher.test(reply);
  const options = typeof matcher === "string" ? [matcher] : matcher;
  return options.some((option) => reply.toLowerCase().includes(option.toLowerCase()));
}

function links(reply: string, paths: readonly string[]): boolean {
  return paths.some((path) => reply.includes(`](${path})`));
}

export function grade(entry: GradedQuestion, answer: ChatAnswer): Grade {
  if (!answer.known) return "dont-know";
  if ("unanswerable" in entry) return "wrong";
  const partsHeld = entry.parts.filter((part) => part.every((matcher) => holds(answer.reply, matcher))).length;
  if (partsHeld === 0) return "wrong";
  const linked = !entry.links || links(answer.reply, entry.links);
  return partsHeld === entry.parts.length && linked ? "correct" : "partial";
}

/** Runs a set through an answerer and scores it. */
export function evaluate(
  questions: readonly GradedQuestion[],
  answer: (question: string, now: Date) => ChatAnswer,
  clock: Date,
): EvalReport {
  const outcomes = questions.map((entry): EvalOutcome => {
    const started = performance.now();
    const result = answer(entry.question, entry.now ?? clock);
    const ms = performance.now() - started;
    return { question: entry.question, reply: result.reply, answerable: !("unanswerable" in entry), grade: grade(entry, result), ms };
  });
  return { outcomes, figures: figuresOf(outcomes) };
}

function figuresOf(outcomes: readonly EvalOutcome[]): EvalFigures {
  const count = (answerable: boolean, wanted: Grade) =>
    outcomes.filter((outcome) => outcome.answerable === answerable && outcome.grade === wanted).length;
  const answerable = outcomes.filter((outcome) => outcome.answerable).length;
  const unanswerable = outcomes.length - answerable;
  const correct = count(true, "correct");
  const partial = count(true, "partial");
  const honestDontKnow = count(false, "dont-know");
  return {
    answerable,
    unanswerable,
    correct,
    partial,
    missedDontKnow: count(true, "dont-know"),
    wrong: count(true, "wrong") + count(false, "wrong"),
    honestDontKnow,
    correctRate: answerable === 0 ? 1 : correct / answerable,
    correctOrPartialRate: answerable === 0 ? 1 : (correct + partial) / answerable,
    dontKnowRate: unanswerable === 0 ? 1 : honestDontKnow / unanswerable,
  };
}

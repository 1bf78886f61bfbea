import type { ChatAnswer } from "../answer/chat-answer";
import type { EvalQuestion } from "./questions";

export interface EvalOutcome {
  question: string;
  reply: string;
  correct: boolean;
  /** An unanswerable question answered with a number: the failure that matters most. */
  inventedFigure: boolean;
  ms: number;
}

export interface EvalReport {
  outcomes: EvalOutcome[];
  accuracy: number;
  inventedFigures: number;
  p50Ms: number;
  p95Ms: number;
}

/** Runs the evaluation set through an answerer and scores it. */
export function evaluate(questions: readonly EvalQuestion[], answer: (question: string) => ChatAnswer): EvalReport {
  const outcomes = questions.map((entry): EvalOutcome => {
    const started = performance.now();
    const result = answer(entry.question);
    const ms = performance.now() - started;
    const reply = result.reply.toLowerCase();
    if ("unanswerable" in entry) {
      const inventedFigure = /\d/.test(result.reply);
      return { question: entry.question, reply: result.reply, correct: !result.known && !inventedFigure, inventedFigure, ms };
    }
    const correct = entry.expect.every((expected) =>
      (Array.isArray(expected) ? expected : [expected]).some((option) => reply.includes(option.toLowerCase())),
    );
    return { question: entry.question, reply: result.reply, correct: correct && result.known, inventedFigure: false, ms };
  });
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    outcomes,
    accuracy: outcomes.filter((outcome) => outcome.correct).length / outcomes.length,
    inventedFigures: outcomes.filter((outcome) => outcome.inventedFigure).length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  };
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

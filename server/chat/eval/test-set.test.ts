import { describe, expect, it } from "vitest";
import { answerBuiltin } from "../create-chat-service";
import { BLIND_TEST_CLOCK, blindTestQuestions } from "./blind-test-questions";
import { evaluate, fromTestSet } from "./evaluate";
import { TEST_CLOCK, testQuestions, type TestQuestion } from "./test-questions";
import { THIRD_TEST_CLOCK, thirdTestQuestions } from "./third-test-questions";
import { FOURTH_TEST_CLOCK, fourthTestQuestions } from "./fourth-test-questions";
import { FIFTH_TEST_CLOCK, fifthTestQuestions } from "./fifth-test-questions";
import { SIXTH_TEST_CLOCK, sixthTestQuestions } from "./sixth-test-questions";
import { SEVENTH_TEST_CLOCK, seventhTestQuestions } from "./seventh-test-questions";
import { EIGHTH_TEST_CLOCK, eighthTestQuestions } from "./eighth-test-questions";
import { NINTH_TEST_CLOCK, ninthTestQuestions } from "./ninth-test-questions";
import { TENTH_TEST_CLOCK, tenthTestQuestions } from "./tenth-test-questions";
import { ELEVENTH_TEST_CLOCK, eleventhTestQuestions } from "./eleventh-test-questions";
import { TWELFTH_TEST_CLOCK, twelfthTestQuestions } from "./twelfth-test-questions";
import { THIRTEENTH_TEST_CLOCK, thirteenthTestQuestions } from "./thirteenth-test-questions";
import { FOURTEENTH_TEST_CLOCK, fourteenthTestQuestions } from "./fourteenth-test-questions";
import { FIFTEENTH_TEST_CLOCK, fifteenthTestQuestions } from "./fifteenth-test-questions";
import { SIXTEENTH_TEST_CLOCK, sixteenthTestQuestions } from "./sixteenth-test-questions";
import { SEVENTEENTH_TEST_CLOCK, seventeenthTestQuestions } from "./seventeenth-test-questions";

// The frozen test sets (each written before a round of tuning, never edited),
// graded as issue 9 asks. Its targets: >= 90% correct and >= 95% correct or
// partial on answerable questions, 0 wrong, >= 90% honest don't-know on
// unanswerable ones. The assertions are floors at the figures reached, so no
// change makes them worse; they rise as the answerer improves. The third set
// has never been tuned against: its misses are not printed here.
type Floors = { correct: number; correctOrPartial: number; wrong: number; dontKnow: number };

const frozenSets: { name: string; questions: TestQuestion[]; clock: Date; showMisses: boolean; floors: Floors }[] = [
  {
    name: "the first frozen test set (studied in the first round)",
    questions: testQuestions,
    clock: TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.95, correctOrPartial: 0.97, wrong: 1, dontKnow: 1 },
  },
  {
    name: "the second frozen test set (studied in the third round)",
    questions: blindTestQuestions,
    clock: BLIND_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.96, correctOrPartial: 0.99, wrong: 1, dontKnow: 1 },
  },
  {
    name: "the third frozen test set (never tuned against)",
    questions: thirdTestQuestions,
    clock: THIRD_TEST_CLOCK,
    showMisses: false,
    floors: { correct: 0.92, correctOrPartial: 0.93, wrong: 7, dontKnow: 0.88 },
  },
  {
    name: "the fourth frozen test set (studied after the fourth round)",
    questions: fourthTestQuestions,
    clock: FOURTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.95, correctOrPartial: 0.95, wrong: 3, dontKnow: 0.96 },
  },
  {
    name: "the fifth frozen test set (studied after the fifth round)",
    questions: fifthTestQuestions,
    clock: FIFTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.9, correctOrPartial: 0.92, wrong: 1, dontKnow: 1 },
  },
  {
    name: "the sixth frozen test set (studied after the sixth round)",
    questions: sixthTestQuestions,
    clock: SIXTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.88, correctOrPartial: 0.9, wrong: 2, dontKnow: 0.96 },
  },
  {
    name: "the seventh frozen test set (studied after the seventh round)",
    questions: seventhTestQuestions,
    clock: SEVENTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.88, correctOrPartial: 0.92, wrong: 2, dontKnow: 0.97 },
  },
  {
    name: "the eighth frozen test set (studied after the eighth round)",
    questions: eighthTestQuestions,
    clock: EIGHTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.92, correctOrPartial: 0.93, wrong: 8, dontKnow: 0.94 },
  },
  {
    name: "the ninth frozen test set (studied after the ninth round)",
    questions: ninthTestQuestions,
    clock: NINTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.91, correctOrPartial: 0.91, wrong: 5, dontKnow: 0.97 },
  },
  {
    name: "the tenth frozen test set (studied after the tenth round)",
    questions: tenthTestQuestions,
    clock: TENTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.79, correctOrPartial: 0.82, wrong: 10, dontKnow: 0.91 },
  },
  {
    name: "the eleventh frozen test set (studied after the eleventh round)",
    questions: eleventhTestQuestions,
    clock: ELEVENTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.84, correctOrPartial: 0.88, wrong: 5, dontKnow: 0.97 },
  },
  {
    name: "the twelfth frozen test set (studied after the twelfth round)",
    questions: twelfthTestQuestions,
    clock: TWELFTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.85, correctOrPartial: 0.89, wrong: 3, dontKnow: 1 },
  },
  {
    name: "the thirteenth frozen test set (studied after the thirteenth round)",
    questions: thirteenthTestQuestions,
    clock: THIRTEENTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.89, correctOrPartial: 0.9, wrong: 7, dontKnow: 0.97 },
  },
  {
    name: "the fourteenth frozen test set (studied after the fourteenth round)",
    questions: fourteenthTestQuestions,
    clock: FOURTEENTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.83, correctOrPartial: 0.88, wrong: 7, dontKnow: 0.95 },
  },
  {
    name: "the fifteenth frozen test set (studied after the fifteenth round)",
    questions: fifteenthTestQuestions,
    clock: FIFTEENTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.92, correctOrPartial: 0.93, wrong: 4, dontKnow: 1 },
  },
  {
    name: "the sixteenth frozen test set (studied after the sixteenth round)",
    questions: sixteenthTestQuestions,
    clock: SIXTEENTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.9, correctOrPartial: 0.92, wrong: 0, dontKnow: 1 },
  },
  {
    name: "the seventeenth frozen test set (studied after the seventeenth round)",
    questions: seventeenthTestQuestions,
    clock: SEVENTEENTH_TEST_CLOCK,
    showMisses: true,
    floors: { correct: 0.76, correctOrPartial: 0.82, wrong: 8, dontKnow: 0.94 },
  },
];

for (const set of frozenSets) {
  describe(`the built-in answerer on ${set.name}`, () => {
    const { outcomes, figures } = evaluate(fromTestSet(set.questions), answerBuiltin, set.clock);
    const misses = set.showMisses
      ? outcomes
          .filter((outcome) => outcome.grade === "wrong" || (outcome.answerable && outcome.grade !== "correct"))
          .map((outcome) => `${outcome.grade}: ${outcome.question} -> ${outcome.reply}`)
          .join("\n")
      : "(not printed: this set is kept unseen)";

    it("has at least 80 questions, 15 of them unanswerable", () => {
      expect(figures.answerable + figures.unanswerable).toBeGreaterThanOrEqual(80);
      expect(figures.unanswerable).toBeGreaterThanOrEqual(15);
    });

    it("keeps its correct, correct-or-partial, wrong and don't-know figures at least where they are", () => {
      expect(figures.correctRate, misses).toBeGreaterThanOrEqual(set.floors.correct);
      expect(figures.correctOrPartialRate, misses).toBeGreaterThanOrEqual(set.floors.correctOrPartial);
      expect(figures.wrong, misses).toBeLessThanOrEqual(set.floors.wrong);
      expect(figures.dontKnowRate, misses).toBeGreaterThanOrEqual(set.floors.dontKnow);
    });
  });
}

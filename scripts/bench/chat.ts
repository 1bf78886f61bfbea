// The built-in chat answerer on its evaluation sets, graded as correct,
// partial, honest don't-know or wrong, and its latency per answer (question
// understanding and retrieval included):
// - the development set (tuned against), and five guest development sets, each
//   written from the content alone by someone who had not seen the answerer, at
//   four moments before and during the trip (tuned against in the fourth round);
// - the first frozen test set, written before the first round of tuning; its
//   misses were seen then, so it now measures no more than a development set;
// - the second frozen test set, written blind before the second round; its
//   figures after that round were reported and its misses then studied, so it
//   too counts as development data now;
// - the third frozen test set, written blind before the third round and never
//   tuned against;
// - the fourth frozen test set, written blind before the fourth round, reported
//   then, and studied since;
// - the fifth frozen test set, written blind before the fifth round, reported
//   then, and studied since;
// - the sixth frozen test set, written blind before the sixth round, reported
//   then, and studied since;
// - the seventh frozen test set, written blind before the seventh round,
//   reported then, and studied since;
// - the eighth frozen test set, written blind before the eighth round,
//   reported then, and studied since;
// - the ninth frozen test set, written blind during the ninth round, reported
//   then, and studied since;
// - the tenth frozen test set, written blind during the tenth round, reported
//   then, and studied since;
// - the eleventh frozen test set, written blind during the eleventh round,
//   reported then, and studied since;
// - the twelfth frozen test set, written blind during the twelfth round,
//   reported then, and studied since;
// - the thirteenth frozen test set, written blind during the thirteenth round,
//   reported then, and studied since;
// - the fourteenth frozen test set, written blind during the fourteenth round,
//   reported then, and studied since;
// - the fifteenth frozen test set, written blind during the fifteenth round,
//   reported then, and studied since;
// - the sixteenth frozen test set, written blind during the sixteenth round,
//   reported then, and studied since;
// - the seventeenth frozen test set, written blind during the seventeenth round,
//   reported then, and studied since.
// Run: npx tsx scripts/bench/chat.ts [--verbose] [--test-misses] [--tuning]
// (--tuning leaves out the unseen sets, so that tuning never sees their figures).
import { answerBuiltin, createBuiltinAnswerer } from "../../server/chat/create-chat-service";
import {
  evaluate,
  fromDevelopmentGroups,
  fromDevelopmentSet,
  fromTestSet,
  type EvalReport,
  type GradedQuestion,
} from "../../server/chat/eval/evaluate";
import { evalQuestions } from "../../server/chat/eval/questions";
import { guestDevelopmentGroups } from "../../server/chat/eval/guest-development-questions";
import { secondGuestDevelopmentGroups } from "../../server/chat/eval/second-guest-development-questions";
import { thirdGuestDevelopmentGroups } from "../../server/chat/eval/third-guest-development-questions";
import { fourthGuestDevelopmentGroups } from "../../server/chat/eval/fourth-guest-development-questions";
import { fifthGuestDevelopmentGroups } from "../../server/chat/eval/fifth-guest-development-questions";
import { BLIND_TEST_CLOCK, blindTestQuestions } from "../../server/chat/eval/blind-test-questions";
import { THIRD_TEST_CLOCK, thirdTestQuestions } from "../../server/chat/eval/third-test-questions";
import { FOURTH_TEST_CLOCK, fourthTestQuestions } from "../../server/chat/eval/fourth-test-questions";
import { FIFTH_TEST_CLOCK, fifthTestQuestions } from "../../server/chat/eval/fifth-test-questions";
import { SIXTH_TEST_CLOCK, sixthTestQuestions } from "../../server/chat/eval/sixth-test-questions";
import { SEVENTH_TEST_CLOCK, seventhTestQuestions } from "../../server/chat/eval/seventh-test-questions";
import { EIGHTH_TEST_CLOCK, eighthTestQuestions } from "../../server/chat/eval/eighth-test-questions";
import { NINTH_TEST_CLOCK, ninthTestQuestions } from "../../server/chat/eval/ninth-test-questions";
import { TENTH_TEST_CLOCK, tenthTestQuestions } from "../../server/chat/eval/tenth-test-questions";
import { ELEVENTH_TEST_CLOCK, eleventhTestQuestions } from "../../server/chat/eval/eleventh-test-questions";
import { TWELFTH_TEST_CLOCK, twelfthTestQuestions } from "../../server/chat/eval/twelfth-test-questions";
import { THIRTEENTH_TEST_CLOCK, thirteenthTestQuestions } from "../../server/chat/eval/thirteenth-test-questions";
import { FOURTEENTH_TEST_CLOCK, fourteenthTestQuestions } from "../../server/chat/eval/fourteenth-test-questions";
import { FIFTEENTH_TEST_CLOCK, fifteenthTestQuestions } from "../../server/chat/eval/fifteenth-test-questions";
import { SIXTEENTH_TEST_CLOCK, sixteenthTestQuestions } from "../../server/chat/eval/sixteenth-test-questions";
import { SEVENTEENTH_TEST_CLOCK, seventeenthTestQuestions } from "../../server/chat/eval/seventeenth-test-questions";
import { TEST_CLOCK, testQuestions } from "../../server/chat/eval/test-questions";

const ROUNDS = 20;
const verbose = process.argv.includes("--verbose");
// The seen test sets' misses stay hidden unless asked for; the unseen sets' are never printed.
const showTestMisses = process.argv.includes("--test-misses");
const tuning = process.argv.includes("--tuning");
const developmentClock = new Date("2025-11-10T12:00:00Z");

const buildStarted = performance.now();
createBuiltinAnswerer();
const buildMs = performance.now() - buildStarted;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** What of a set's answers may be printed: all (with --verbose) or its misses, or nothing but figures. */
type Shown = { answers: boolean; misses: boolean };

function report(name: string, questions: GradedQuestion[], now: Date, shown: Shown): number[] {
  const run = () => evaluate(questions, answerBuiltin, now);
  // The first round warms the JIT; the figures come from all later rounds together.
  const [first] = [run()] as [EvalReport];
  const times = Array.from({ length: ROUNDS }, run).flatMap((round) => round.outcomes.map((outcome) => outcome.ms));
  for (const outcome of first.outcomes) {
    const miss = outcome.grade === "wrong" || (outcome.answerable && outcome.grade !== "correct");
    if (shown.answers || (shown.misses && miss)) {
      console.log(`${outcome.grade.padEnd(9)} ${outcome.question}\n          ${outcome.reply.replace(/\n+/g, " ")}`);
    }
  }
  const f = first.figures;
  console.log(`== ${name}: ${f.answerable} answerable, ${f.unanswerable} unanswerable`);
  console.log(`correct:             ${f.correct} (${percent(f.correctRate)}, target >= 90%)`);
  console.log(`correct or partial:  ${f.correct + f.partial} (${percent(f.correctOrPartialRate)}, target >= 95%)`);
  console.log(`don't know (missed): ${f.missedDontKnow} on answerable questions`);
  console.log(`wrong:               ${f.wrong} (target 0)`);
  console.log(`honest don't know:   ${f.honestDontKnow} (${percent(f.dontKnowRate)} of unanswerable, target >= 90%)`);
  return times;
}

/** The frozen test sets studied since their figures were reported: their misses print with --test-misses. */
const studiedTestSets: [string, GradedQuestion[], Date][] = [
  ["first frozen test set (seen in the first round of tuning)", fromTestSet(testQuestions), TEST_CLOCK],
  ["second frozen test set (seen after the second round)", fromTestSet(blindTestQuestions), BLIND_TEST_CLOCK],
  ["fourth frozen test set (studied after the fourth round)", fromTestSet(fourthTestQuestions), FOURTH_TEST_CLOCK],
  ["fifth frozen test set (studied after the fifth round)", fromTestSet(fifthTestQuestions), FIFTH_TEST_CLOCK],
  ["sixth frozen test set (studied after the sixth round)", fromTestSet(sixthTestQuestions), SIXTH_TEST_CLOCK],
  ["seventh frozen test set (studied after the seventh round)", fromTestSet(seventhTestQuestions), SEVENTH_TEST_CLOCK],
  ["eighth frozen test set (studied after the eighth round)", fromTestSet(eighthTestQuestions), EIGHTH_TEST_CLOCK],
  ["ninth frozen test set (studied after the ninth round)", fromTestSet(ninthTestQuestions), NINTH_TEST_CLOCK],
  ["tenth frozen test set (studied after the tenth round)", fromTestSet(tenthTestQuestions), TENTH_TEST_CLOCK],
  ["eleventh frozen test set (studied after the eleventh round)", fromTestSet(eleventhTestQuestions), ELEVENTH_TEST_CLOCK],
  ["twelfth frozen test set (studied after the twelfth round)", fromTestSet(twelfthTestQuestions), TWELFTH_TEST_CLOCK],
  ["thirteenth frozen test set (studied after the thirteenth round)", fromTestSet(thirteenthTestQuestions), THIRTEENTH_TEST_CLOCK],
  ["fourteenth frozen test set (studied after the fourteenth round)", fromTestSet(fourteenthTestQuestions), FOURTEENTH_TEST_CLOCK],
  ["fifteenth frozen test set (studied after the fifteenth round)", fromTestSet(fifteenthTestQuestions), FIFTEENTH_TEST_CLOCK],
  ["sixteenth frozen test set (studied after the sixteenth round)", fromTestSet(sixteenthTestQuestions), SIXTEENTH_TEST_CLOCK],
  ["seventeenth frozen test set (studied after the seventeenth round)", fromTestSet(seventeenthTestQuestions), SEVENTEENTH_TEST_CLOCK],
];
/** The frozen test sets never tuned against: figures only, and none at all with --tuning. */
const unseenTestSets: [string, GradedQuestion[], Date][] = [
  ["third frozen test set (never tuned against)", fromTestSet(thirdTestQuestions), THIRD_TEST_CLOCK],
];

const developmentSets: [string, GradedQuestion[]][] = [
  ["development set", fromDevelopmentSet(evalQuestions)],
  ["guest development set", fromDevelopmentGroups(guestDevelopmentGroups)],
  ["second guest development set", fromDevelopmentGroups(secondGuestDevelopmentGroups)],
  ["third guest development set", fromDevelopmentGroups(thirdGuestDevelopmentGroups)],
  ["fourth guest development set", fromDevelopmentGroups(fourthGuestDevelopmentGroups)],
  ["fifth guest development set", fromDevelopmentGroups(fifthGuestDevelopmentGroups)],
];

const times = [
  ...developmentSets.flatMap(([name, questions]) => report(name, questions, developmentClock, { answers: verbose, misses: true })),
  ...studiedTestSets.flatMap(([name, questions, clock]) => report(name, questions, clock, { answers: verbose, misses: showTestMisses })),
  ...(tuning ? [] : unseenTestSets.flatMap(([name, questions, clock]) => report(name, questions, clock, { answers: false, misses: false }))),
].sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
console.log(`== latency of the built-in answerer (index built in ${buildMs.toFixed(1)} ms)`);
console.log(`p50:                 ${at(0.5).toFixed(2)} ms`);
console.log(`p95:                 ${at(0.95).toFixed(2)} ms (target <= 20 ms)`);
console.log(`max:                 ${times.at(-1)!.toFixed(2)} ms over ${times.length} answers`);

// The built-in chat answerer on its evaluation sets, graded as correct,
// partial, honest don't-know or wrong, and its latency per answer (question
// understanding and retrieval included):
// - the development set (tuned against), and five guest development sets, each
//   written from the content alone by someone who had not seen the answerer, at
//   four moments before and during the trip (tuned against in the fourth round);
// - the frozen test sets listed in server/chat/eval/frozen-sets.ts, each
//   written blind before or during a round of tuning: the ones studied since
//   their figures were reported, and those never tuned against, which give the
//   figures to report.
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
import { frozenSets } from "../../server/chat/eval/frozen-sets";
import { evalQuestions } from "../../server/chat/eval/questions";
import { guestDevelopmentGroups } from "../../server/chat/eval/guest-development-questions";
import { secondGuestDevelopmentGroups } from "../../server/chat/eval/second-guest-development-questions";
import { thirdGuestDevelopmentGroups } from "../../server/chat/eval/third-guest-development-questions";
import { fourthGuestDevelopmentGroups } from "../../server/chat/eval/fourth-guest-development-questions";
import { fifthGuestDevelopmentGroups } from "../../server/chat/eval/fifth-guest-development-questions";

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

const developmentSets: [string, GradedQuestion[]][] = [
  ["development set", fromDevelopmentSet(evalQuestions)],
  ["guest development set", fromDevelopmentGroups(guestDevelopmentGroups)],
  ["second guest development set", fromDevelopmentGroups(secondGuestDevelopmentGroups)],
  ["third guest development set", fromDevelopmentGroups(thirdGuestDevelopmentGroups)],
  ["fourth guest development set", fromDevelopmentGroups(fourthGuestDevelopmentGroups)],
  ["fifth guest development set", fromDevelopmentGroups(fifthGuestDevelopmentGroups)],
];

/** Studied sets print their misses with --test-misses; unseen ones never do, and with --tuning not even their figures. */
const studiedSets = frozenSets.filter((set) => set.studied);
const unseenSets = tuning ? [] : frozenSets.filter((set) => !set.studied);

const times = [
  ...developmentSets.flatMap(([name, questions]) => report(name, questions, developmentClock, { answers: verbose, misses: true })),
  ...studiedSets.flatMap((set) => report(set.name, fromTestSet(set.questions), set.clock, { answers: verbose, misses: showTestMisses })),
  ...unseenSets.flatMap((set) => report(set.name, fromTestSet(set.questions), set.clock, { answers: false, misses: false })),
].sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
console.log(`== latency of the built-in answerer (index built in ${buildMs.toFixed(1)} ms)`);
console.log(`p50:                 ${at(0.5).toFixed(2)} ms`);
console.log(`p95:                 ${at(0.95).toFixed(2)} ms (target <= 20 ms)`);
console.log(`max:                 ${times.at(-1)!.toFixed(2)} ms over ${times.length} answers`);

// The built-in chat answerer: accuracy on the evaluation set, invented figures
// on unanswerable questions, and latency per answer (retrieval included).
// Run: npx tsx scripts/bench/chat.ts [--verbose]
import { createBuiltinAnswerer } from "../../server/chat/create-chat-service";
import { evaluate, type EvalReport } from "../../server/chat/eval/evaluate";
import { evalQuestions } from "../../server/chat/eval/questions";

const ROUNDS = 20;
const verbose = process.argv.includes("--verbose");
const now = new Date("2025-11-10T12:00:00Z");

const buildStarted = performance.now();
const { retriever, builtin } = createBuiltinAnswerer();
const buildMs = performance.now() - buildStarted;

// The first round warms the JIT; the figures come from all later rounds together.
evaluate(evalQuestions, (question) => builtin.answer(question, now));
const reports: EvalReport[] = Array.from({ length: ROUNDS }, () =>
  evaluate(evalQuestions, (question) => builtin.answer(question, now)),
);
const times = reports.flatMap((report) => report.outcomes.map((outcome) => outcome.ms)).sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
const [report] = reports as [EvalReport];
const unanswerable = evalQuestions.filter((question) => "unanswerable" in question).length;

if (verbose) {
  for (const outcome of report.outcomes) {
    console.log(`${outcome.correct ? "ok  " : "FAIL"} ${outcome.question}\n     ${outcome.reply.replace(/\n+/g, " ")}`);
  }
}
for (const outcome of report.outcomes.filter((entry) => !entry.correct && !verbose)) {
  console.log(`FAIL ${outcome.question}\n     ${outcome.reply.replace(/\n+/g, " ")}`);
}
console.log(`passages:            ${retriever.passages.length} (built in ${buildMs.toFixed(1)} ms)`);
console.log(`questions:           ${evalQuestions.length} (${unanswerable} unanswerable)`);
console.log(`accuracy:            ${(report.accuracy * 100).toFixed(1)}% (target >= 95%)`);
console.log(`invented figures:    ${report.inventedFigures} (target 0)`);
console.log(`latency p50:         ${at(0.5).toFixed(2)} ms`);
console.log(`latency p95:         ${at(0.95).toFixed(2)} ms (target <= 20 ms)`);
console.log(`latency max:         ${times.at(-1)!.toFixed(2)} ms over ${times.length} answers`);

import { answerBuiltin, createBuiltinAnswerer } from "../../server/chat/create-chat-service";
const now = new Date(process.env.NOW ?? "2025-11-10T12:00:00Z");
const { knowledge } = createBuiltinAnswerer();
for (const q of process.argv.slice(2)) {
  const g = knowledge.ground(q, now);
  console.log(">>", q, JSON.stringify(g.question.parts), JSON.stringify(g.question.day));
  for (const p of g.retrieval.parts) console.log("   ranked:", p.ranked.slice(0, 4).map((h) => `${h.passage.id}:${h.score.toFixed(2)}`).join(" "));
  console.log("   ", answerBuiltin(q, now).reply.replace(/\n+/g, " "));
}

import type { Logger } from "../logger";
import type { BuiltinAnswerer } from "./answer/builtin-answerer";
import type { OllamaAnswerer } from "./answer/ollama-answerer";
import { buildChatMessages } from "./answer/prompt";
import { moroccoDay } from "./morocco-time";
import type { Retrieval, Retriever } from "./retrieval/retriever";

export type AnswerPath = "ollama" | "builtin";

/** What the widget receives while a reply is made: text deltas, a correction if Ollama fails midway, then done. */
export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "replace"; text: string }
  | { type: "done"; path: AnswerPath };

/** Passages scoring below this share of the best one are noise to a small model. */
const PROMPT_RELATIVE_SCORE = 0.3;
const PROMPT_PASSAGES = 5;

export interface ChatServiceDeps {
  retriever: Retriever;
  builtin: BuiltinAnswerer;
  /** Left out when CHAT_MODE=builtin. */
  ollama?: OllamaAnswerer;
  logger: Logger;
  tripDescription: string;
  now?: () => Date;
  /** A small CPU model answers one question at a time; beyond this many waiting, guests get the built-in answer at once. */
  maxOllamaInFlight?: number;
}

/** Answers a guest's question through Ollama when it can, and through the built-in answerer always. */
export class ChatService {
  private ollamaInFlight = 0;

  constructor(private readonly deps: ChatServiceDeps) {}

  get passageCount(): number {
    return this.deps.retriever.passages.length;
  }

  /** The whole reply at once, for `POST /api/chat` with a JSON answer. */
  async answer(message: string, signal?: AbortSignal): Promise<string> {
    let reply = "";
    for await (const event of this.answerStream(message, signal)) {
      if (event.type === "delta") reply += event.text;
      if (event.type === "replace") reply = event.text;
    }
    return reply.trim();
  }

  async *answerStream(message: string, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
    const started = performance.now();
    const now = (this.deps.now ?? (() => new Date()))();
    const retrieval = this.deps.retriever.retrieve(message, now, PROMPT_PASSAGES);
    const builtin = () => this.deps.builtin.answer(message, now, retrieval);
    const log = (path: AnswerPath, passageIds: string[], extra: Record<string, unknown> = {}) => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      this.deps.logger.info({ path, ms, passages: passageIds, chars: message.length, ...extra }, "chat answer");
      this.deps.logger.debug({ message }, "chat question");
    };

    const ollama = this.deps.ollama;
    const skipReason = !ollama
      ? undefined
      : retrieval.ranked.length === 0
        ? "no passage matched"
        : this.ollamaInFlight >= (this.deps.maxOllamaInFlight ?? 2)
          ? "ollama busy"
          : undefined;
    if (!ollama || skipReason) {
      const answer = builtin();
      yield { type: "delta", text: answer.reply };
      yield { type: "done", path: "builtin" };
      log("builtin", answer.passageIds, skipReason ? { reason: skipReason } : {});
      return;
    }

    const passages = promptPassages(retrieval);
    const messages = buildChatMessages({
      question: message,
      passages,
      today: moroccoDay(now),
      tripDescription: this.deps.tripDescription,
    });
    let streamed = "";
    this.ollamaInFlight += 1;
    try {
      for await (const text of ollama.stream(messages, signal)) {
        streamed += text;
        yield { type: "delta", text };
      }
      if (!streamed.trim()) throw new Error("Ollama sent an empty reply");
      yield { type: "done", path: "ollama" };
      log("ollama", passages.map((passage) => passage.id), { model: ollama.model });
      return;
    } catch (error) {
      if (signal?.aborted) return;
      this.deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "ollama failed; answering built-in");
    } finally {
      this.ollamaInFlight -= 1;
    }

    const answer = builtin();
    yield streamed ? { type: "replace", text: answer.reply } : { type: "delta", text: answer.reply };
    yield { type: "done", path: "builtin" };
    log("builtin", answer.passageIds, { reason: "ollama failed" });
  }
}

function promptPassages(retrieval: Retrieval) {
  const best = retrieval.ranked[0]?.score ?? 0;
  return retrieval.ranked.filter((hit) => hit.score >= best * PROMPT_RELATIVE_SCORE).map((hit) => hit.passage);
}

import type { Logger } from "../logger";
import type { BuiltinAnswerer } from "./answer/builtin-answerer";
import type { ChatAnswer } from "./answer/chat-answer";
import { workedOutReply } from "./answer/worked-out-reply";
import type { ChatRequest } from "./chat.dto";
import type { Grounding, TripKnowledge } from "./knowledge";
import { moroccoDay } from "./morocco-time";
import type { CircuitBreaker } from "./ollama/circuit-breaker";
import { withDeadlines, type ReplyDeadlines } from "./ollama/deadlines";
import type { OllamaClient } from "./ollama/ollama-client";
import { buildChatMessages } from "./ollama/prompt";

export type AnswerPath = "ollama" | "builtin";

/** What the widget receives while a reply is made: text deltas, a correction if Ollama fails midway, then done. */
export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "replace"; text: string }
  | { type: "done"; path: AnswerPath };

export interface OllamaPath {
  client: OllamaClient;
  breaker: CircuitBreaker;
  deadlines: ReplyDeadlines;
  /** A small CPU model answers one question at a time; beyond this many in flight, guests get the built-in answer at once. */
  maxConcurrent: number;
}

export interface ChatServiceDeps {
  knowledge: TripKnowledge;
  builtin: BuiltinAnswerer;
  /** Left out when CHAT_MODE=builtin. */
  ollama?: OllamaPath;
  logger: Logger;
  tripDescription: string;
  now?: () => Date;
}

/**
 * Answers a guest's question: understood and grounded once, then answered
 * through Ollama when it is healthy and free, and by the built-in answerer
 * otherwise, or whenever Ollama fails, stalls or runs out of time.
 */
export class ChatService {
  private ollamaInFlight = 0;

  constructor(private readonly deps: ChatServiceDeps) {}

  get passageCount(): number {
    return this.deps.knowledge.passageCount;
  }

  /** The whole reply at once, for `POST /api/chat` with a JSON answer. */
  async answer(request: ChatRequest, signal?: AbortSignal): Promise<string> {
    let reply = "";
    for await (const event of this.answerStream(request, signal)) {
      if (event.type === "delta") reply += event.text;
      if (event.type === "replace") reply = event.text;
    }
    return reply.trim();
  }

  async *answerStream({ message, page }: ChatRequest, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
    const started = performance.now();
    const now = (this.deps.now ?? (() => new Date()))();
    const grounding = this.deps.knowledge.ground(message, now, page);
    const log = (path: AnswerPath, passageIds: string[], extra: Record<string, unknown> = {}) => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      this.deps.logger.info({ path, ms, passages: passageIds, chars: message.length, page, ...extra }, "chat answer");
      this.deps.logger.debug({ message }, "chat question");
    };
    const builtin = (): ChatAnswer => this.deps.builtin.answer(grounding);

    const skipReason = this.ollamaSkipReason(grounding);
    const ollama = this.deps.ollama;
    if (!ollama || skipReason) {
      const answer = builtin();
      yield { type: "delta", text: answer.reply };
      yield { type: "done", path: "builtin" };
      log("builtin", answer.passageIds, skipReason ? { reason: skipReason } : {});
      return;
    }

    const passages = grounding.retrieval.promptPassages;
    const messages = buildChatMessages({
      message,
      question: grounding.question,
      passages,
      today: moroccoDay(now),
      tripDescription: this.deps.tripDescription,
    });
    const controller = new AbortController();
    const stopOnLeave = () => controller.abort();
    signal?.addEventListener("abort", stopOnLeave, { once: true });
    let streamed = "";
    this.ollamaInFlight += 1;
    try {
      const source = ollama.client.stream(messages, controller.signal);
      for await (const text of withDeadlines(source, ollama.deadlines, controller)) {
        streamed += text;
        yield { type: "delta", text };
      }
      if (!streamed.trim()) throw new Error("Ollama sent an empty reply");
      ollama.breaker.succeeded();
      yield { type: "done", path: "ollama" };
      log("ollama", passages.map((passage) => passage.id), { model: ollama.client.model });
      return;
    } catch (error) {
      if (signal?.aborted) {
        ollama.breaker.released();
        return;
      }
      ollama.breaker.failed();
      this.deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error), breaker: ollama.breaker.state },
        "ollama failed; answering built-in",
      );
    } finally {
      this.ollamaInFlight -= 1;
      signal?.removeEventListener("abort", stopOnLeave);
    }

    const answer = builtin();
    yield streamed ? { type: "replace", text: answer.reply } : { type: "delta", text: answer.reply };
    yield { type: "done", path: "builtin" };
    log("builtin", answer.passageIds, { reason: "ollama failed" });
  }

  /** Why this question goes straight to the built-in answerer, if it does. */
  private ollamaSkipReason(grounding: Grounding): string | undefined {
    const ollama = this.deps.ollama;
    if (!ollama) return undefined;
    // Sums, dates and the night's stay are worked out, not written: a small model guesses at them.
    if (workedOutReply(grounding.question) !== undefined) return "worked out built-in";
    if (grounding.retrieval.promptPassages.length === 0) return "no passage matched";
    if (this.ollamaInFlight >= ollama.maxConcurrent) return "ollama busy";
    if (!ollama.breaker.allow()) return "ollama circuit open";
    return undefined;
  }
}

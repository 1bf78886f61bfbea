import { lastDay } from "../../app/content/days";
import { trip } from "../../app/content/trip";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { BuiltinAnswerer } from "./answer/builtin-answerer";
import { OllamaAnswerer } from "./answer/ollama-answerer";
import { ChatService } from "./chat.service";
import { buildPassages } from "./passages";
import { Retriever } from "./retrieval/retriever";

export interface ChatServiceOptions {
  now?: () => Date;
  /** Shorter deadlines let tests exercise the timeouts quickly. */
  ollamaTimeouts?: { connectMs?: number; firstTokenMs?: number; idleMs?: number };
}

let builtOnce: { retriever: Retriever; builtin: BuiltinAnswerer } | undefined;

/**
 * Retrieval over the trip content and the answerer that needs nothing else.
 * The content is fixed for the life of the process, so the index is built once
 * and shared (tests create many apps).
 */
export function createBuiltinAnswerer(): { retriever: Retriever; builtin: BuiltinAnswerer } {
  if (!builtOnce) {
    const retriever = new Retriever(buildPassages(), { tripStart: trip.startDate, lastDay });
    builtOnce = { retriever, builtin: new BuiltinAnswerer(retriever, { tripDateRange: trip.dateRange }) };
  }
  return builtOnce;
}

/** The chat assistant over the trip content, answering through Ollama unless CHAT_MODE=builtin. */
export function createChatService(
  config: Pick<Config, "chatMode" | "ollamaHost" | "ollamaModel">,
  logger: Logger,
  options: ChatServiceOptions = {},
): ChatService {
  const { retriever, builtin } = createBuiltinAnswerer();
  const ollama =
    config.chatMode === "builtin"
      ? undefined
      : new OllamaAnswerer({
          host: config.ollamaHost,
          model: config.ollamaModel,
          connectTimeoutMs: options.ollamaTimeouts?.connectMs,
          firstTokenTimeoutMs: options.ollamaTimeouts?.firstTokenMs,
          idleTimeoutMs: options.ollamaTimeouts?.idleMs,
        });
  return new ChatService({
    retriever,
    builtin,
    ollama,
    logger,
    now: options.now,
    tripDescription: `${trip.title}, a group trip to Morocco (${trip.dateRange}) celebrating ${trip.occasion}`,
  });
}

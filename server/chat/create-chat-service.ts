import { days, lastDay } from "../../app/content/days";
import { trip } from "../../app/content/trip";
import { places } from "../../app/content/places";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { BuiltinAnswerer } from "./answer/builtin-answerer";
import type { ChatAnswer } from "./answer/chat-answer";
import { commonWords, quartersOf, titleNames, townsAndQuarters } from "./answer/common-words";
import { ChatService } from "./chat.service";
import { TripKnowledge } from "./knowledge";
import { CircuitBreaker } from "./ollama/circuit-breaker";
import { OllamaClient } from "./ollama/ollama-client";
import { buildPassages } from "./passages";
import { foldAccents } from "./text/tokenize";

export interface ChatServiceOptions {
  now?: () => Date;
  /** A short connect check lets tests reach a closed port's fallback quickly. */
  connectTimeoutMs?: number;
}

/** The trip's towns each day's activities are in ("Fes el-Bali" is in Fes), lower case and accents folded. */
function townsByDay(): string[][] {
  const towns = trip.destinations.map((town) => foldAccents(town).toLowerCase());
  return days.map((day) => towns.filter((town) => day.activities.some((activity) => foldAccents(activity.location).toLowerCase().includes(town))));
}

let builtOnce: { knowledge: TripKnowledge; builtin: BuiltinAnswerer } | undefined;

/**
 * The trip content made searchable, and the answerer that needs nothing else.
 * The content is fixed for the life of the process, so the index is built
 * once and shared (tests create many apps).
 */
export function createBuiltinAnswerer(): { knowledge: TripKnowledge; builtin: BuiltinAnswerer } {
  if (!builtOnce) {
    const passages = buildPassages();
    const common = commonWords(passages);
    const towns = townsByDay();
    const areas = places.map((place) => place.area);
    builtOnce = {
      knowledge: new TripKnowledge(passages, { tripStart: trip.startDate, lastDay, townsByDay: towns }),
      builtin: new BuiltinAnswerer({
        tripDateRange: trip.dateRange,
        lastDay,
        tripStart: trip.startDate,
        commonWords: common,
        towns: townsAndQuarters(trip.destinations, areas),
        quarters: quartersOf(trip.destinations, areas),
        titleNames: titleNames(passages, common),
        townsByDay: towns,
      }),
    };
  }
  return builtOnce;
}

/** The built-in answer to one question at a given moment (asked from `page`, if given): for the bench, the evaluation and unit tests. */
export function answerBuiltin(question: string, now: Date, page?: string): ChatAnswer {
  const { knowledge, builtin } = createBuiltinAnswerer();
  return builtin.answer(knowledge.ground(question, now, page));
}

/** The chat assistant over the trip content, answering through Ollama unless CHAT_MODE=builtin. */
export function createChatService(
  config: Pick<Config, "chatMode" | "ollamaHost" | "ollamaModel" | "ollamaLimits">,
  logger: Logger,
  options: ChatServiceOptions = {},
): ChatService {
  const { knowledge, builtin } = createBuiltinAnswerer();
  const limits = config.ollamaLimits;
  const ollama =
    config.chatMode === "builtin"
      ? undefined
      : {
          client: new OllamaClient({ host: config.ollamaHost, model: config.ollamaModel, connectTimeoutMs: options.connectTimeoutMs }),
          breaker: new CircuitBreaker({ failureThreshold: 1, cooldownMs: limits.cooldownMs }),
          deadlines: { replyMs: limits.replyDeadlineMs, firstTokenMs: limits.replyDeadlineMs, stallMs: limits.stallMs },
          maxConcurrent: limits.maxConcurrent,
        };
  return new ChatService({
    knowledge,
    builtin,
    ollama,
    logger,
    now: options.now,
    tripDescription: `${trip.title}, a group trip to Morocco (${trip.dateRange}) celebrating ${trip.occasion}`,
  });
}

import Router from "@koa/router";
import type { Context } from "koa";
import { koaBody } from "koa-body";
import { PassThrough } from "node:stream";
import { HttpError } from "../http/http-error";
import { ClientRateLimiter, rateLimit } from "../http/rate-limit";
import type { Logger } from "../logger";
import type { ChatRequest } from "./chat.dto";
import type { ChatEvent, ChatService } from "./chat.service";

export const MAX_MESSAGE_CHARS = 2000;
const MAX_PAGE_CHARS = 200;
/** Per guest's device; the address ceiling covers a villa of 22 guests sharing one router. */
const RATE_LIMIT = { perDevice: 20, perAddress: 200, windowMs: 60_000 };

export interface ChatRoutesOptions {
  rateLimiter?: ClientRateLimiter;
}

/**
 * POST /api/chat {message, page?} -> {reply}; with `Accept: text/event-stream` the
 * same call streams `delta`, `replace` and `done` events as Server-Sent Events.
 */
export function chatRoutes(chat: ChatService, logger: Logger, options: ChatRoutesOptions = {}): Router {
  const limiter = options.rateLimiter ?? new ClientRateLimiter(RATE_LIMIT);
  const router = new Router();

  router.post(
    "/api/chat",
    rateLimit(limiter, "Too many questions at once. Please wait a moment and try again."),
    koaBody({ json: true, jsonLimit: "16kb", jsonStrict: true, text: false, urlencoded: false, multipart: false }),
    async (ctx) => {
      const request = readRequest(ctx);
      if (ctx.get("accept").includes("text/event-stream")) {
        streamReply(ctx, chat.answerStream(request, abortOnClose(ctx)), logger);
        return;
      }
      ctx.body = { reply: await chat.answer(request, abortOnClose(ctx)) };
    },
  );
  return router;
}

function readRequest(ctx: Context): ChatRequest {
  if (!ctx.is("application/json")) throw new HttpError(400, "Send the question as JSON: { \"message\": \"...\" }");
  const body: unknown = ctx.request.body;
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return { message: readMessage(fields.message), page: readPage(fields.page) };
}

function readMessage(message: unknown): string {
  if (typeof message !== "string") throw new HttpError(400, "The field message must be a string");
  if (message.trim() === "") throw new HttpError(400, "The message cannot be blank");
  if ([...message].length > MAX_MESSAGE_CHARS) {
    throw new HttpError(413, `The message is too long: ${MAX_MESSAGE_CHARS} characters at most`);
  }
  return message.trim();
}

/** The page the guest asks from is optional; an unknown path is harmless, it just gives no context. */
function readPage(page: unknown): string | undefined {
  if (page === undefined) return undefined;
  if (typeof page !== "string" || !page.startsWith("/") || page.length > MAX_PAGE_CHARS) {
    throw new HttpError(400, `The field page must be a path such as /day/3, of ${MAX_PAGE_CHARS} characters at most`);
  }
  return page;
}

/** Stops Ollama's work when the guest goes away (closed tab, lost signal). */
function abortOnClose(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once("close", () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function streamReply(ctx: Context, events: AsyncGenerator<ChatEvent>, logger: Logger) {
  // Compression would buffer the words the guest is meant to see arriving.
  ctx.compress = false;
  ctx.status = 200;
  ctx.type = "text/event-stream";
  ctx.set("Cache-Control", "no-cache, no-transform");
  ctx.set("X-Accel-Buffering", "no");
  const stream = new PassThrough();
  ctx.body = stream;

  const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  void (async () => {
    try {
      for await (const event of events) {
        if (event.type === "done") send("done", { path: event.path });
        else send(event.type, { text: event.text });
      }
    } catch (error) {
      logger.error({ err: error }, "chat stream failed");
      send("error", { message: "Something went wrong on our side. Please try again." });
    } finally {
      stream.end();
    }
  })();
}

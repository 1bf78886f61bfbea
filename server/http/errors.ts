import type { Middleware } from "koa";
import type { Logger } from "../logger";
import { HttpError } from "./http-error";

type ErrorLike = Error & { status?: number; statusCode?: number; expose?: boolean; type?: string; headers?: Record<string, string> };

const friendlyMessages: Record<string, string> = {
  "entity.parse.failed": "Request body is not valid JSON",
  "entity.too.large": "Request body is too large",
  "encoding.unsupported": "Unsupported content encoding",
};

const DISK_FULL_CODES = new Set(["SQLITE_FULL", "ENOSPC", "EDQUOT"]);
const DISK_FULL = "The server has run out of storage space. Please try again later.";

/** A full disk (for SQLite or a file write) is not a bug: it is a 507 that says so. */
function asHttpError(error: ErrorLike): ErrorLike {
  const code = (error as { code?: unknown }).code;
  if (error instanceof HttpError || typeof code !== "string" || !DISK_FULL_CODES.has(code)) return error;
  return new HttpError(507, DISK_FULL);
}

/**
 * One place turns thrown errors into answers: `{ message }` JSON under /api
 * (and any other JSON route), plain text elsewhere. An HttpError keeps its
 * own message whatever its status (507, 413, 415...); other 5xx details stay
 * in the log.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const error = asHttpError((thrown instanceof Error ? thrown : new Error(String(thrown))) as ErrorLike);
      const status = error instanceof HttpError ? error.status : (error.status ?? error.statusCode ?? 500);
      const isClientError = status >= 400 && status < 500;
      const message =
        error instanceof HttpError
          ? error.message
          : isClientError
            ? (friendlyMessages[error.type ?? ""] ?? (error.expose ? error.message : "Bad request"))
            : "Something went wrong on our side. Please try again.";

      if (isClientError) {
        logger.debug({ status, path: ctx.path, message }, "request rejected");
      } else {
        logger.error({ err: error, path: ctx.path, method: ctx.method }, "request failed");
      }
      if (ctx.headerSent || !ctx.writable) return;

      ctx.status = status;
      for (const [name, value] of Object.entries(error instanceof HttpError ? error.headers : (error.headers ?? {}))) {
        ctx.set(name, value);
      }
      if (ctx.path.startsWith("/api/") || ctx.accepts(["html", "json"]) === "json") {
        ctx.body = { message };
      } else {
        ctx.type = "text/plain";
        ctx.body = message;
      }
    }
  };
}

/** Any /api path no router claimed: a JSON 404 rather than the HTML 404 page. */
export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === "/api" || ctx.path.startsWith("/api/")) {
      throw new HttpError(404, `No API route for ${ctx.method} ${ctx.path}`);
    }
    await next();
  };
}

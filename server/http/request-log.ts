import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import type { Logger } from "../logger";

/** One line per request when the response is done (streams included): id, method, path, status, ms. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get("x-request-id");
    const id = /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set("X-Request-Id", id);

    const done = () => {
      ctx.res.off("finish", done);
      ctx.res.off("close", done);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: query strings may carry signatures.
      logger.info({ id, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, "request");
    };
    ctx.res.once("finish", done);
    ctx.res.once("close", done);
    await next();
  };
}

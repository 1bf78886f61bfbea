import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import type { Logger } from "../logger";

/**
 * One line per request when the response is done (streams included): id,
 * method, path, status, ms. A request the client gave up on before the
 * response was sent is logged as aborted, without the status it never got.
 */
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
      const ms = Math.round((Number(process.hrtime.bigint() - started) / 1e6) * 10) / 10;
      // The path only: query strings may carry signatures.
      const line = { id, method: ctx.method, path: ctx.path };
      if (ctx.res.writableFinished) logger.info({ ...line, status: ctx.status, ms }, "request");
      else logger.info({ ...line, aborted: true, ms }, "request aborted");
    };
    ctx.res.once("finish", done);
    ctx.res.once("close", done);
    await next();
  };
}

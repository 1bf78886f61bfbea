import { createReadableStreamFromReadable } from "@react-router/node";
import type { Context, Middleware } from "koa";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

export type ServerBuildSource = () => Promise<ServerBuild>;

/**
 * React Router as the last Koa middleware: a Fetch Request built from the
 * Node request, the Response's status, every header (repeated Set-Cookie
 * included) and streamed body handed back to Koa, so compression applies.
 */
export function reactRouterMiddleware(options: {
  build: ServerBuildSource;
  mode: "production" | "development";
  getLoadContext: (ctx: Context) => AppLoadContext;
}): Middleware {
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  return async (ctx) => {
    // In development the build changes on every edit, so it is loaded per request.
    const handle =
      options.mode === "development"
        ? createRequestHandler(await options.build(), options.mode)
        : (handler ??= createRequestHandler(await options.build(), options.mode));

    const response = await handle(toFetchRequest(ctx), options.getLoadContext(ctx));

    ctx.status = response.status;
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie" && name !== "content-length") ctx.set(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) ctx.set("Set-Cookie", cookies);
    ctx.body = response.body ? Readable.fromWeb(response.body as NodeWebStream<Uint8Array>) : null;
  };
}

function toFetchRequest(ctx: Context): Request {
  const controller = new AbortController();
  ctx.res.once("close", () => {
    if (!ctx.res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  const raw = ctx.req.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    if (!name.startsWith(":")) headers.append(name, raw[index + 1]!);
  }
  const hasBody = ctx.method !== "GET" && ctx.method !== "HEAD";
  return new Request(`${ctx.protocol}://${ctx.host}${ctx.originalUrl}`, {
    method: ctx.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(ctx.req), duplex: "half" } : {}),
  } as RequestInit);
}

import type Router from "@koa/router";
import type { Middleware } from "koa";
import { HttpError } from "./http-error";

/**
 * For a path some router knows but not with this method: 405 with `Allow`,
 * as JSON like every other API error. (Each router's own allowedMethods()
 * cannot do it here: the JSON 404 further down throws before it would look.)
 */
export function methodNotAllowed(routers: Router[]): Middleware {
  return async (ctx, next) => {
    const allowed = new Set<string>();
    for (const router of routers) {
      for (const layer of router.match(ctx.path, ctx.method).path) for (const method of layer.methods) allowed.add(method);
    }
    if (allowed.size > 0 && !allowed.has(ctx.method)) {
      throw new HttpError(405, `${ctx.method} is not allowed on ${ctx.path}`, { Allow: [...allowed].join(", ") });
    }
    await next();
  };
}

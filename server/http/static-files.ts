import type { Middleware } from "koa";
import path from "node:path";
import { sendFile } from "./send-file";

const YEAR = 31_536_000;

/**
 * Files of build/client (Vite's hashed /assets, plus what public/ holds).
 * Hashed assets never change, so browsers keep them a year; the rest may be
 * replaced by the host, so they are revalidated after an hour. The service
 * worker and the prerendered loader data (`/budget.data`) are always
 * revalidated: a new build must reach phones at their next visit, and a page's
 * data must match the scripts of the build that asks for it.
 */
export function staticFiles(clientDir: string): Middleware {
  const root = path.resolve(clientDir);
  return async (ctx, next) => {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || ctx.path.endsWith("/") || ctx.path.endsWith(".html")) {
      return next();
    }
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const filePath = path.resolve(root, `.${relative}`);
    if (!filePath.startsWith(root + path.sep) || relative.includes("\0")) return next();

    const cacheControl =
      relative === "/sw.js" || relative.endsWith(".data")
        ? "no-cache"
        : relative.startsWith("/assets/")
          ? `public, max-age=${YEAR}, immutable`
          : "public, max-age=3600";
    if (!(await sendFile(ctx, filePath, { cacheControl }))) await next();
  };
}

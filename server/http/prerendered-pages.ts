import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Middleware } from "koa";
import type { Logger } from "../logger";
import { contentSecurityPolicy, fixedSecurityHeaders } from "./security-headers";

type Encoding = "br" | "gzip" | "identity";
type Variant = { body: Buffer; headers: Record<string, string | number>; etag: string };
type Page = Record<Encoding, Variant>;

/**
 * Serves the HTML that `react-router build` prerendered (see
 * react-router.config.ts), first in the middleware chain: these pages are most
 * of what guests load, and they never change while the server runs. So each
 * page is read and compressed once at start-up with every header of its
 * answer (security headers, a CSP listing the hashes of its inline scripts,
 * caching, length, ETag), and a request costs a map lookup and one write.
 */
export function prerenderedPages(
  clientDir: string,
  options: { frameOrigins: string[]; logger?: Logger },
): Middleware {
  const pages = loadPages(clientDir, options.frameOrigins);
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    // A query can change what a page shows (/gallery?day=5 without JavaScript): SSR renders those.
    if (ctx.querystring !== "") return next();
    const page = pages.get(normalise(ctx.path));
    if (!page) return next();

    const started = process.hrtime.bigint();
    const variant = page[chooseEncoding(ctx.get("accept-encoding"))];
    const id = randomUUID();
    const notModified = ifNoneMatch(ctx.get("if-none-match"), variant.etag);
    const status = notModified ? 304 : 200;
    ctx.respond = false;
    ctx.res.writeHead(status, { ...variant.headers, "X-Request-Id": id });
    ctx.res.end(notModified || ctx.method === "HEAD" ? undefined : variant.body);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // The same line server/http/request-log.ts writes for every other request.
    options.logger?.info({ id, method: ctx.method, path: ctx.path, status, ms: Math.round(ms * 10) / 10 }, "request");
  };
}

function normalise(urlPath: string): string {
  const trimmed = urlPath.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const chosenEncodings = new Map<string, Encoding>();

/** Brotli, else gzip, else none, as the Accept-Encoding header allows (q=0 refuses). */
export function chooseEncoding(header: string): Encoding {
  const known = chosenEncodings.get(header);
  if (known) return known;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  const any = accepted.has("*");
  const encoding: Encoding = accepted.has("br") || any ? "br" : accepted.has("gzip") || any ? "gzip" : "identity";
  // Browsers send a handful of distinct headers; the cache stays small even if a client varies it.
  if (chosenEncodings.size < 100) chosenEncodings.set(header, encoding);
  return encoding;
}

function ifNoneMatch(header: string, etag: string): boolean {
  return header !== "" && (header.trim() === "*" || header.split(",").some((tag) => tag.trim() === etag));
}

function loadPages(clientDir: string, frameOrigins: string[]): Map<string, Page> {
  const pages = new Map<string, Page>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") visit(full);
      else if (entry.name === "index.html") {
        const route = normalise("/" + path.relative(clientDir, dir).split(path.sep).join("/"));
        pages.set(route, preparePage(fs.readFileSync(full), frameOrigins));
      }
    }
  };
  if (fs.existsSync(clientDir)) visit(clientDir);
  return pages;
}

function preparePage(html: Buffer, frameOrigins: string[]): Page {
  const csp = contentSecurityPolicy({
    scriptSources: inlineScriptHashes(html.toString("utf8")),
    frameOrigins,
    development: false,
  });
  const digest = createHash("sha256").update(html).digest("base64url").slice(0, 22);
  const variant = (encoding: Encoding, body: Buffer): Variant => {
    const etag = `"${digest}-${encoding}"`;
    return {
      body,
      etag,
      headers: {
        ...fixedSecurityHeaders,
        "Content-Security-Policy": csp,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding",
        ETag: etag,
      },
    };
  };
  return {
    br: variant("br", brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: variant("gzip", gzipSync(html, { level: 9 })),
    identity: variant("identity", html),
  };
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length > 0) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

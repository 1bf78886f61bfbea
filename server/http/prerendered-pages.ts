import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Middleware } from "koa";
import { contentSecurityPolicy } from "./security-headers";

type Page = { html: Buffer; br: Buffer; gzip: Buffer; scriptHashes: string[] };

/**
 * Serves the HTML that `react-router build` prerendered (see
 * react-router.config.ts) before the request reaches SSR. The files carry
 * inline scripts without a nonce, so their CSP lists those scripts' hashes.
 * They never change while the server runs, so they are compressed once.
 */
export function prerenderedPages(clientDir: string, options: { frameOrigins: string[] }): Middleware {
  const pages = loadPages(clientDir);
  return async (ctx, next) => {
    const page = ctx.method === "GET" || ctx.method === "HEAD" ? pages.get(normalise(ctx.path)) : undefined;
    if (!page) return next();
    ctx.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ scriptSources: page.scriptHashes, frameOrigins: options.frameOrigins, development: false }),
    );
    ctx.set("Cache-Control", "no-cache");
    ctx.vary("Accept-Encoding");
    ctx.type = "text/html; charset=utf-8";
    ctx.compress = false;
    const encoding = ctx.acceptsEncodings("br", "gzip", "identity");
    if (encoding === "br" || encoding === "gzip") ctx.set("Content-Encoding", encoding);
    ctx.body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
  };
}

function normalise(urlPath: string): string {
  const trimmed = urlPath.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function loadPages(clientDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") visit(full);
      else if (entry.name === "index.html") {
        const route = normalise("/" + path.relative(clientDir, dir).split(path.sep).join("/"));
        const html = fs.readFileSync(full);
        pages.set(route, {
          html,
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(html, { level: 9 }),
          scriptHashes: inlineScriptHashes(html.toString("utf8")),
        });
      }
    }
  };
  if (fs.existsSync(clientDir)) visit(clientDir);
  return pages;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length > 0) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

import { randomBytes } from "node:crypto";
import type { Middleware } from "koa";
import { mapTiles } from "../../app/content/places";

export type CspOptions = {
  /** Extra script sources for this response: a nonce or the hashes of a prerendered page's inline scripts. */
  scriptSources: string[];
  /** Origins a frame may load from: the host's own map (MAP_EMBED_URL), when set. */
  frameOrigins: string[];
  development: boolean;
};

export function contentSecurityPolicy({ scriptSources, frameOrigins, development }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Vite's dev client injects inline scripts and talks over a websocket.
    "script-src": ["'self'", ...(development ? ["'unsafe-inline'"] : scriptSources)],
    "style-src": ["'self'", "'unsafe-inline'"],
    // The map page's OpenStreetMap tiles: the one third party a page may load.
    "img-src": ["'self'", "data:", "blob:", mapTiles.origin],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(development ? ["ws:", "wss:"] : [])],
    "frame-src": frameOrigins.length > 0 ? frameOrigins : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The headers every response carries besides its CSP. */
export const fixedSecurityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

/**
 * Headers every response carries. The CSP allows inline scripts only through a
 * per-request nonce (SSR) that the React Router adapter hands to the renderer.
 * Prerendered pages are answered before this runs (prerendered-pages.ts), with
 * the same headers and the hashes of their inline scripts.
 */
export function securityHeaders(options: { frameOrigins: string[]; development: boolean }): Middleware {
  return async (ctx, next) => {
    const nonce = randomBytes(16).toString("base64");
    ctx.state.cspNonce = nonce;
    ctx.set({
      "Content-Security-Policy": contentSecurityPolicy({ ...options, scriptSources: [`'nonce-${nonce}'`] }),
      ...fixedSecurityHeaders,
    });
    await next();
  };
}

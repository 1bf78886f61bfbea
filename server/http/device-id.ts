import { randomBytes } from "node:crypto";
import type { Context, Middleware } from "koa";

/**
 * A random first-party cookie that tells one guest's phone from another's.
 * Guests at one villa share one public address, so limits keyed by address
 * alone would treat 22 people as one; limits key on this id instead (with a
 * higher per-address ceiling for requests that come without it).
 */
export const DEVICE_COOKIE = "goat_device";
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Reads or mints the device id on API calls (pages stay cookie-free and cacheable). */
export function deviceId(options: { pathPrefix?: string } = {}): Middleware {
  const prefix = options.pathPrefix ?? "/api/";
  return async (ctx, next) => {
    if (ctx.path.startsWith(prefix)) identify(ctx);
    await next();
  };
}

function identify(ctx: Context): void {
  const sent = ctx.cookies.get(DEVICE_COOKIE);
  if (sent && DEVICE_ID.test(sent)) {
    ctx.state.deviceId = sent;
    return;
  }
  const minted = randomBytes(16).toString("base64url");
  ctx.cookies.set(DEVICE_COOKIE, minted, {
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.secure,
    maxAge: ONE_YEAR_MS,
    overwrite: true,
  });
  ctx.state.deviceId = minted;
}

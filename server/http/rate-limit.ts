import type { Context, Middleware } from "koa";
import { HttpError } from "./http-error";

export type RateLimiterOptions = {
  /** Length of the sliding window. */
  windowMs: number;
  /** Hits one client may make within the window. */
  perClient: number;
  /** Hits all clients together may make within the window (a cap on distributed guessing). */
  global?: number;
  now?: () => number;
};

const GLOBAL_KEY = "\0global";
// Bounds memory when many addresses each make a few hits.
const MAX_TRACKED_CLIENTS = 10_000;

/**
 * Sliding-window counters kept in memory, keyed by client. Limits lift on
 * their own when the window passes, so nobody (the host included) is shut
 * out for longer than `windowMs`.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const waits = [this.waitFor(key, this.options.perClient)];
    if (this.options.global !== undefined) waits.push(this.waitFor(GLOBAL_KEY, this.options.global));
    return Math.max(...waits);
  }

  hit(key: string): void {
    this.record(key);
    if (this.options.global !== undefined) this.record(GLOBAL_KEY);
  }

  /** Forgets a client's hits (for example after it proved who it is). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private waitFor(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    return Math.max(1, recent[recent.length - limit]! + this.options.windowMs - this.now());
  }

  private record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > MAX_TRACKED_CLIENTS) this.prune();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return recent;
  }

  private prune(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

/**
 * Who is asking: the device id (from its cookie, or minted for this request)
 * and the address, which comes from X-Forwarded-For only when the app trusts
 * a proxy (TRUST_PROXY).
 */
export type Client = { deviceId: string; address: string };

export function clientOf(ctx: Context): Client {
  const address = ctx.ip || "unknown";
  return { deviceId: typeof ctx.state.deviceId === "string" ? ctx.state.deviceId : `address:${address}`, address };
}

export type ClientLimits = {
  windowMs: number;
  /** Hits one device (known by its cookie) may make within the window. */
  perDevice: number;
  /** Hits one address may make, all its devices together (a cookie-less client is a new device each time). */
  perAddress: number;
  /** Hits everyone together may make (a cap on distributed guessing). */
  global?: number;
  now?: () => number;
};

/**
 * Limits per device and, higher, per address: 22 guests behind one villa
 * router are 22 devices, while a client that drops or forges its cookie is
 * still held by its address's ceiling.
 */
export class ClientRateLimiter {
  private readonly devices: RateLimiter;
  private readonly addresses: RateLimiter;

  constructor(limits: ClientLimits) {
    const { windowMs, now } = limits;
    this.devices = new RateLimiter({ windowMs, perClient: limits.perDevice, global: limits.global, now });
    this.addresses = new RateLimiter({ windowMs, perClient: limits.perAddress, now });
  }

  retryAfterMs(client: Client): number {
    return Math.max(this.devices.retryAfterMs(client.deviceId), this.addresses.retryAfterMs(client.address));
  }

  hit(client: Client): void {
    this.devices.hit(client.deviceId);
    this.addresses.hit(client.address);
  }

  /** Forgets a client's hits (for example after it proved who it is). */
  reset(client: Client): void {
    this.devices.reset(client.deviceId);
    this.addresses.reset(client.address);
  }
}

/** Throws 429 with Retry-After when the client is over its limit. */
export function assertWithinLimit(limiter: ClientRateLimiter, ctx: Context, message: string): void {
  const waitMs = limiter.retryAfterMs(clientOf(ctx));
  if (waitMs > 0) throw new HttpError(429, message, { "Retry-After": String(Math.ceil(waitMs / 1000)) });
}

/** Counts every request of a client, answering 429 over the limit. */
export function rateLimit(limiter: ClientRateLimiter, message = "Too many requests. Please try again later."): Middleware {
  return async (ctx, next) => {
    assertWithinLimit(limiter, ctx, message);
    limiter.hit(clientOf(ctx));
    await next();
  };
}

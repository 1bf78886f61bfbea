import type { Context, Middleware } from "koa";
import { HttpError } from "./http-error";
import { clientOf } from "./rate-limit";

/**
 * Requests open at once per device and, higher, per address: a slow or
 * stalled client cannot hold more than its share of the server's sockets
 * and disk writes, and 22 guests behind one router still each get theirs.
 */
export function concurrencyLimit(limits: { perDevice: number; perAddress: number; message: string }): Middleware {
  const openByDevice = new Map<string, number>();
  const openByAddress = new Map<string, number>();
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };
  return async (ctx: Context, next) => {
    const { deviceId, address } = clientOf(ctx);
    if ((openByDevice.get(deviceId) ?? 0) >= limits.perDevice || (openByAddress.get(address) ?? 0) >= limits.perAddress) {
      throw new HttpError(429, limits.message, { "Retry-After": "5" });
    }
    change(openByDevice, deviceId, 1);
    change(openByAddress, address, 1);
    try {
      await next();
    } finally {
      change(openByDevice, deviceId, -1);
      change(openByAddress, address, -1);
    }
  };
}

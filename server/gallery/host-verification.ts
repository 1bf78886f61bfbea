import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a browser that gave the right password stays trusted. */
export const VERIFIED_LIFETIME_MS = 4 * 60 * 60_000;
export const VERIFIED_COOKIE = "goat_verified";

/**
 * Proof that this device gave the right deletion password a short while ago:
 * `{expires}.{HMAC(device id, expires)}` under a key derived from the
 * server's secret. Holding it, the host is never counted against the caps on
 * guessing, so nobody can lock the host out by guessing wrong on purpose.
 */
export class HostVerification {
  private readonly key: Buffer;

  constructor(
    secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own: an upload signature can never pass for this cookie.
    this.key = createHmac("sha256", secret).update("host-verified-cookie").digest();
  }

  issue(deviceId: string): { value: string; maxAgeMs: number } {
    const expires = this.now() + VERIFIED_LIFETIME_MS;
    return { value: `${expires}.${this.sign(deviceId, expires)}`, maxAgeMs: VERIFIED_LIFETIME_MS };
  }

  isValid(deviceId: string, value: string | undefined): boolean {
    const match = /^(\d{13,15})\.([0-9a-f]{64})$/.exec(value ?? "");
    if (!match) return false;
    const expires = Number(match[1]);
    const expected = Buffer.from(this.sign(deviceId, expires), "hex");
    if (!timingSafeEqual(Buffer.from(match[2]!, "hex"), expected)) return false;
    return expires > this.now();
  }

  private sign(deviceId: string, expires: number): string {
    return createHmac("sha256", this.key).update(`${deviceId}\n${expires}`).digest("hex");
  }
}

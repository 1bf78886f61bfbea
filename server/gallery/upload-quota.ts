import type { Client } from "../http/rate-limit";
import { HttpError } from "../http/http-error";

export type UploadQuotaLimits = {
  /** Addresses one device may hold unused (a batch is 10 files; retries need a few more). */
  perDevice: number;
  /** Addresses one public address may hold, all its devices together (22 guests behind one villa router). */
  perAddress: number;
};

export const UPLOAD_QUOTA: UploadQuotaLimits = { perDevice: 20, perAddress: 300 };

const TOO_MANY_ADDRESSES = "Too many uploads waiting to finish. Please finish or wait for the ones in progress.";

/**
 * Upload addresses issued and not yet registered, per client. An address
 * stops counting when its file is registered or the address expires, so a
 * guest is never held back by their own finished uploads.
 */
export class UploadQuota {
  private readonly outstanding = new Map<string, { client: Client; expires: number }>();

  constructor(
    private readonly limits: UploadQuotaLimits = UPLOAD_QUOTA,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when the client already holds its share of unused addresses. */
  assertMayIssue(client: Client): void {
    this.prune();
    let device = 0;
    let address = 0;
    for (const entry of this.outstanding.values()) {
      if (entry.client.deviceId === client.deviceId) device += 1;
      if (entry.client.address === client.address) address += 1;
    }
    if (device >= this.limits.perDevice || address >= this.limits.perAddress) {
      throw new HttpError(429, TOO_MANY_ADDRESSES, { "Retry-After": "60" });
    }
  }

  issued(objectId: string, client: Client, expires: number): void {
    this.outstanding.set(objectId, { client, expires });
  }

  registered(objectId: string): void {
    this.outstanding.delete(objectId);
  }

  private prune(): void {
    const now = this.now();
    for (const [objectId, entry] of this.outstanding) if (entry.expires <= now) this.outstanding.delete(objectId);
  }
}

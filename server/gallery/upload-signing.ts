import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const MAX_UPLOAD_BYTES = 52_428_800;
export const UPLOAD_URL_LIFETIME_MS = 30 * 60_000;
export const UPLOAD_PATH_PREFIX = "/api/photos/uploads/";

const OBJECT_ID = /^[0-9a-f]{32}$/;

export type UploadGrant = { objectId: string; expires: number; maxBytes: number };

export type VerifiedUpload = { ok: true; grant: UploadGrant } | { ok: false; reason: "forged" | "expired" };

/**
 * One-file PUT addresses: the method, a random object id, the expiry and the
 * size limit are bound by HMAC-SHA256 under the secret kept in DATA_DIR, so
 * none of them can be changed without the server noticing.
 */
export class UploadSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): { path: string; grant: UploadGrant } {
    const grant: UploadGrant = {
      objectId: randomBytes(16).toString("hex"),
      expires: this.now() + UPLOAD_URL_LIFETIME_MS,
      maxBytes: MAX_UPLOAD_BYTES,
    };
    const query = new URLSearchParams({
      expires: String(grant.expires),
      max: String(grant.maxBytes),
      signature: this.sign(grant),
    });
    return { path: `${UPLOAD_PATH_PREFIX}${grant.objectId}?${query}`, grant };
  }

  verify(objectId: string, query: Record<string, unknown>): VerifiedUpload {
    const expires = Number(query.expires);
    const maxBytes = Number(query.max);
    const signature = typeof query.signature === "string" ? query.signature : "";
    if (!OBJECT_ID.test(objectId) || !Number.isSafeInteger(expires) || !Number.isSafeInteger(maxBytes)) {
      return { ok: false, reason: "forged" };
    }
    const grant = { objectId, expires, maxBytes };
    const expected = Buffer.from(this.sign(grant), "hex");
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "", "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
    if (expires <= this.now()) return { ok: false, reason: "expired" };
    return { ok: true, grant };
  }

  private sign(grant: UploadGrant): string {
    return createHmac("sha256", this.secret)
      .update(`PUT\n${grant.objectId}\n${grant.expires}\n${grant.maxBytes}`)
      .digest("hex");
  }
}

export function isObjectId(value: string): boolean {
  return OBJECT_ID.test(value);
}

import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, UploadSigner } from "./upload-signing";

const secret = Buffer.alloc(32, 1);
const query = (path: string) => Object.fromEntries(new URL(path, "http://x").searchParams);
const idOf = (path: string) => new URL(path, "http://x").pathname.split("/").pop()!;

describe("UploadSigner", () => {
  it("issues addresses it then accepts, each with a fresh id, 30 minutes and the 50 MB limit", () => {
    let now = 1_000;
    const signer = new UploadSigner(secret, () => now);
    const first = signer.issue();
    const second = signer.issue();
    expect(first.grant.objectId).not.toBe(second.grant.objectId);
    expect(first.grant).toMatchObject({ expires: 1_000 + 30 * 60_000, maxBytes: MAX_UPLOAD_BYTES });
    expect(signer.verify(idOf(first.path), query(first.path))).toEqual({ ok: true, grant: first.grant });
    now += 30 * 60_000;
    expect(signer.verify(idOf(first.path), query(first.path))).toEqual({ ok: false, reason: "expired" });
  });

  it("notices any change to the id, expiry, limit or signature", () => {
    const signer = new UploadSigner(secret);
    const { path } = signer.issue();
    const good = query(path);
    const id = idOf(path);
    expect(signer.verify(id.replace(/^./, id[0] === "a" ? "b" : "a"), good).ok).toBe(false);
    expect(signer.verify(id, { ...good, expires: String(Number(good.expires) + 1) }).ok).toBe(false);
    expect(signer.verify(id, { ...good, max: String(MAX_UPLOAD_BYTES * 2) }).ok).toBe(false);
    expect(signer.verify(id, { ...good, signature: good.signature!.toUpperCase() }).ok).toBe(false);
    expect(signer.verify(id, { ...good, signature: [good.signature] }).ok).toBe(false);
    expect(signer.verify("../../etc/passwd", good).ok).toBe(false);
    expect(new UploadSigner(Buffer.alloc(32, 2)).verify(id, good)).toEqual({ ok: false, reason: "forged" });
  });
});

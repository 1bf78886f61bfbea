import { describe, expect, it } from "vitest";
import { HostVerification, VERIFIED_LIFETIME_MS } from "./host-verification";

describe("HostVerification", () => {
  const secret = Buffer.alloc(32, 1);

  it("accepts its own cookie for the same device until it expires", () => {
    let now = 1_700_000_000_000;
    const verification = new HostVerification(secret, () => now);
    const { value } = verification.issue("device-a");
    expect(verification.isValid("device-a", value)).toBe(true);
    now += VERIFIED_LIFETIME_MS;
    expect(verification.isValid("device-a", value)).toBe(false);
  });

  it("refuses another device, another secret, a changed expiry and junk", () => {
    const verification = new HostVerification(secret);
    const { value } = verification.issue("device-a");
    const [expires, signature] = value.split(".");
    expect(verification.isValid("device-b", value)).toBe(false);
    expect(new HostVerification(Buffer.alloc(32, 2)).isValid("device-a", value)).toBe(false);
    expect(verification.isValid("device-a", `${Number(expires) + 1000}.${signature}`)).toBe(false);
    for (const junk of [undefined, "", "1.2", `${expires}.zz`]) expect(verification.isValid("device-a", junk)).toBe(false);
  });
});

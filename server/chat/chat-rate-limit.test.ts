import { describe, expect, it } from "vitest";
import { FixedWindowRateLimit } from "./chat-rate-limit";

describe("FixedWindowRateLimit", () => {
  it("allows the limit per window and key, then says when to retry", () => {
    let now = 1_000_000;
    const limit = new FixedWindowRateLimit(2, 60_000, () => now);
    expect(limit.take("a")).toEqual({ allowed: true });
    expect(limit.take("a")).toEqual({ allowed: true });
    expect(limit.take("b")).toEqual({ allowed: true });
    now += 15_500;
    expect(limit.take("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 44_500;
    expect(limit.take("a")).toEqual({ allowed: true });
  });
});

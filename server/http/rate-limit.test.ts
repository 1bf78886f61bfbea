import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it("allows up to the limit per client, then says how long to wait", () => {
    const time = clock();
    const limiter = new RateLimiter({ windowMs: 60_000, perClient: 3, now: time.now });
    for (let hit = 0; hit < 3; hit += 1) {
      expect(limiter.retryAfterMs("a")).toBe(0);
      limiter.hit("a");
      time.advance(1_000);
    }
    expect(limiter.retryAfterMs("a")).toBe(57_000);
    expect(limiter.retryAfterMs("b")).toBe(0);
  });

  it("lifts the limit as the window slides, so nobody is shut out for long", () => {
    const time = clock();
    const limiter = new RateLimiter({ windowMs: 60_000, perClient: 2, now: time.now });
    limiter.hit("a");
    limiter.hit("a");
    time.advance(60_001);
    expect(limiter.retryAfterMs("a")).toBe(0);
  });

  it("applies a global cap across clients, and reset clears one client", () => {
    const time = clock();
    const limiter = new RateLimiter({ windowMs: 60_000, perClient: 5, global: 3, now: time.now });
    limiter.hit("a");
    limiter.hit("b");
    limiter.hit("c");
    expect(limiter.retryAfterMs("d")).toBeGreaterThan(0);
    const solo = new RateLimiter({ windowMs: 60_000, perClient: 1, now: time.now });
    solo.hit("a");
    solo.reset("a");
    expect(solo.retryAfterMs("a")).toBe(0);
  });
});

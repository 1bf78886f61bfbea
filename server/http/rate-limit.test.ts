import { describe, expect, it } from "vitest";
import { ClientRateLimiter, RateLimiter } from "./rate-limit";

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

describe("ClientRateLimiter", () => {
  const limits = { windowMs: 60_000, perDevice: 2, perAddress: 5, now: () => 1_000_000 };
  const villa = "198.51.100.1";

  it("limits each device on its own, not the address they share", () => {
    const limiter = new ClientRateLimiter(limits);
    const amina = { deviceId: "amina", address: villa };
    const omar = { deviceId: "omar", address: villa };
    limiter.hit(amina);
    limiter.hit(amina);
    expect(limiter.retryAfterMs(amina)).toBeGreaterThan(0);
    expect(limiter.retryAfterMs(omar)).toBe(0);
  });

  it("holds all devices of one address, forged or cookie-less, to the address ceiling", () => {
    const limiter = new ClientRateLimiter(limits);
    for (let device = 0; device < 5; device++) limiter.hit({ deviceId: `forged-${device}`, address: villa });
    expect(limiter.retryAfterMs({ deviceId: "fresh", address: villa })).toBeGreaterThan(0);
    expect(limiter.retryAfterMs({ deviceId: "fresh", address: "203.0.113.9" })).toBe(0);
  });

  it("applies the global cap across devices and addresses", () => {
    const limiter = new ClientRateLimiter({ ...limits, perAddress: 100, global: 3 });
    for (let hit = 0; hit < 3; hit++) limiter.hit({ deviceId: `device-${hit}`, address: `203.0.113.${hit}` });
    expect(limiter.retryAfterMs({ deviceId: "someone", address: villa })).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "./circuit-breaker";

describe("the Ollama circuit breaker", () => {
  const setup = () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 1_000, now: () => now });
    return { breaker, advance: (ms: number) => (now += ms) };
  };

  it("opens after a failure and skips calls until the cooldown ends", () => {
    const { breaker, advance } = setup();
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.state).toBe("open");
    expect(breaker.allow()).toBe(false);
    advance(999);
    expect(breaker.allow()).toBe(false);
  });

  it("lets one probe through after the cooldown; its success closes the breaker", () => {
    const { breaker, advance } = setup();
    breaker.failed();
    advance(1_000);
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.succeeded();
    expect(breaker.state).toBe("closed");
    expect(breaker.allow()).toBe(true);
  });

  it("reopens for another cooldown when the probe fails", () => {
    const { breaker, advance } = setup();
    breaker.failed();
    advance(1_000);
    breaker.allow();
    breaker.failed();
    expect(breaker.allow()).toBe(false);
    advance(1_000);
    expect(breaker.allow()).toBe(true);
  });

  it("frees the probe slot when the guest leaves, without counting a failure", () => {
    const { breaker, advance } = setup();
    breaker.failed();
    advance(1_000);
    breaker.allow();
    breaker.released();
    expect(breaker.allow()).toBe(true);
  });
});

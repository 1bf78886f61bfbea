import { describe, expect, it } from "vitest";
import { countdownTo, isCountdownOver, padTwo, ZERO_COUNTDOWN } from "./countdown";

const target = Date.parse("2025-11-21T10:00:00Z");

describe("countdownTo", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = target - (3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_000);
    expect(countdownTo(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it("drops the milliseconds rather than rounding up", () => {
    expect(countdownTo(target, target - 1_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it("is zero at and after the target", () => {
    expect(countdownTo(target, target)).toEqual(ZERO_COUNTDOWN);
    expect(countdownTo(target, target + 86_400_000)).toEqual(ZERO_COUNTDOWN);
  });

  it("counts the same instant whatever the visitor's clock zone, since it works on epoch time", () => {
    const now = Date.parse("2025-11-20T23:00:00-08:00"); // 07:00 UTC on the 21st
    expect(countdownTo(target, now)).toEqual({ days: 0, hours: 3, minutes: 0, seconds: 0 });
  });
});

describe("isCountdownOver", () => {
  it("is true from the target onwards", () => {
    expect(isCountdownOver(target, target - 1)).toBe(false);
    expect(isCountdownOver(target, target)).toBe(true);
  });
});

describe("padTwo", () => {
  it("pads single digits and keeps longer numbers whole", () => {
    expect(padTwo(0)).toBe("00");
    expect(padTwo(7)).toBe("07");
    expect(padTwo(42)).toBe("42");
    expect(padTwo(365)).toBe("365");
  });
});

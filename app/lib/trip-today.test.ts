import { describe, expect, it } from "vitest";
import { tripToday } from "./trip-today";

describe("the trip today", () => {
  it("is before the trip until midnight Nov 21 in Morocco", () => {
    expect(tripToday(new Date("2025-11-20T22:59:00Z"))).toEqual({ kind: "before" });
    expect(tripToday(new Date("2025-11-20T23:00:00Z"))).toEqual({ kind: "during", day: 0, clock: "00:00" });
  });

  it("is day 4 at noon on Nov 25 in Morocco (11:00 UTC)", () => {
    expect(tripToday(new Date("2025-11-25T11:00:00Z"))).toEqual({ kind: "during", day: 4, clock: "12:00" });
  });

  it("is after the trip from Dec 1 in Morocco", () => {
    expect(tripToday(new Date("2025-11-30T22:59:00Z"))).toEqual({ kind: "during", day: 9, clock: "23:59" });
    expect(tripToday(new Date("2025-11-30T23:00:00Z"))).toEqual({ kind: "after" });
  });
});

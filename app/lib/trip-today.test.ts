import { describe, expect, it } from "vitest";
import { tripToday } from "./trip-today";

describe("the trip today", () => {
  it("is before the trip until midnight Nov 21 in Morocco", () => {
    expect(tripToday(new Date("2025-11-20T22:59:00Z"))).toEqual({ kind: "before" });
    expect(tripToday(new Date("2025-11-20T23:00:00Z"))).toMatchObject({ kind: "during", day: 0 });
  });

  it("names day 4 and its next activity at noon Morocco time on Nov 25", () => {
    expect(tripToday(new Date("2025-11-25T11:00:00Z"))).toMatchObject({
      kind: "during",
      day: 4,
      theme: "Gardens & Souks",
      next: { time: "14:30", title: "Guided Souk Shopping" },
    });
  });

  it("has no next activity late in the evening", () => {
    const late = tripToday(new Date("2025-11-25T22:50:00Z"));
    expect(late).toMatchObject({ kind: "during", day: 4 });
    expect(late.kind === "during" && late.next).toBeUndefined();
  });

  it("is after the trip from Dec 1 in Morocco", () => {
    expect(tripToday(new Date("2025-11-30T22:59:00Z"))).toMatchObject({ kind: "during", day: 9 });
    expect(tripToday(new Date("2025-11-30T23:00:00Z"))).toEqual({ kind: "after" });
  });
});

import { describe, expect, it } from "vitest";
import { isNearTrip, tripDayOf, tripSectionOf } from "./trip-day";

describe("trip sections of Morocco dates", () => {
  it("numbers the ten days from Nov 21", () => {
    expect(tripSectionOf("2025-11-21")).toEqual({ kind: "day", day: 0 });
    expect(tripDayOf("2025-11-24")).toBe(3);
    expect(tripDayOf("2025-11-27")).toBe(6);
    expect(tripDayOf("2025-11-30")).toBe(9);
  });

  it("puts other dates before or after the trip", () => {
    expect(tripSectionOf("2025-11-20")).toEqual({ kind: "before" });
    expect(tripSectionOf("2025-12-01")).toEqual({ kind: "after" });
    expect(tripDayOf("2026-01-01")).toBeUndefined();
  });

  it("believes capture dates up to one day either side", () => {
    expect([isNearTrip("2025-11-19"), isNearTrip("2025-11-20"), isNearTrip("2025-12-01"), isNearTrip("2025-12-02")]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

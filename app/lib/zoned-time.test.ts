import { describe, expect, it } from "vitest";
import { zoneOffset, zonedTimeToUtc } from "./zoned-time";

describe("zoned time", () => {
  it("reads Morocco's offset from the time-zone database: UTC+1 in November 2025", () => {
    expect(zoneOffset(Date.parse("2025-11-25T12:00:00Z"), "Africa/Casablanca")).toBe(60 * 60 * 1000);
  });

  it("follows Morocco's switch to UTC+0 for Ramadan (Feb 15, 2026 at 03:00)", () => {
    expect(zonedTimeToUtc("2026-02-01", "10:00", "Africa/Casablanca").toISOString()).toBe("2026-02-01T09:00:00.000Z");
    expect(zonedTimeToUtc("2026-03-01", "10:00", "Africa/Casablanca").toISOString()).toBe("2026-03-01T10:00:00.000Z");
  });

  it("converts a wall-clock time to the UTC instant", () => {
    expect(zonedTimeToUtc("2025-11-25", "08:30", "Africa/Casablanca").toISOString()).toBe("2025-11-25T07:30:00.000Z");
    expect(zonedTimeToUtc("2025-07-01", "08:30", "Europe/Paris").toISOString()).toBe("2025-07-01T06:30:00.000Z");
    expect(zonedTimeToUtc("2025-11-25", "23:30", "America/New_York").toISOString()).toBe("2025-11-26T04:30:00.000Z");
  });

  it("refuses malformed input", () => {
    expect(() => zonedTimeToUtc("25/11/2025", "08:30", "UTC")).toThrow(/YYYY-MM-DD/);
    expect(() => zonedTimeToUtc("2025-11-25", "8h30", "UTC")).toThrow(/HH:MM/);
  });
});

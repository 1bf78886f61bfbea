import { describe, expect, it } from "vitest";
import {
  dayDate,
  dayIsoDate,
  dayLongDate,
  dayShortDate,
  daySummaries,
  formatDayRange,
  formatIsoDate,
  formatWeekday,
} from "./trip-dates";

describe("trip dates", () => {
  it("starts on Friday Nov 21, 2025", () => {
    expect(dayIsoDate(0)).toBe("2025-11-21");
    expect(dayLongDate(0)).toBe("Friday, November 21, 2025");
  });

  it("puts day 4 on Tuesday Nov 25", () => {
    expect(dayShortDate(4)).toBe("Nov 25");
    expect(dayLongDate(4)).toBe("Tuesday, November 25, 2025");
    expect(formatWeekday(dayDate(4))).toBe("Tuesday");
  });

  it("ends on Sunday Nov 30", () => {
    expect(dayLongDate(9)).toBe("Sunday, November 30, 2025");
  });

  it("formats a range of days", () => {
    expect(formatDayRange(1, 5)).toBe("Nov 22-26");
    expect(formatDayRange(0, 0)).toBe("Nov 21");
  });

  it("summarises the ten days for the itinerary menu", () => {
    const summaries = daySummaries();
    expect(summaries).toHaveLength(10);
    expect(summaries[0]).toEqual({ day: 0, date: "Nov 21", theme: "Arrival & Shopping", path: "/day/0" });
    expect(summaries[4]).toEqual({ day: 4, date: "Nov 25", theme: "Gardens & Souks", path: "/day/4" });
    expect(summaries.map((summary) => summary.date)).toEqual([
      "Nov 21", "Nov 22", "Nov 23", "Nov 24", "Nov 25", "Nov 26", "Nov 27", "Nov 28", "Nov 29", "Nov 30",
    ]);
  });

  it("formats the same whatever the process time zone", () => {
    const originalZone = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
        process.env.TZ = zone;
        expect(dayLongDate(4)).toBe("Tuesday, November 25, 2025");
        expect(dayShortDate(0)).toBe("Nov 21");
      }
    } finally {
      process.env.TZ = originalZone;
    }
  });

  it("gives the calendar date in Morocco of any instant", () => {
    // 23:30 UTC on Nov 24 is already 00:30 on Nov 25 in Morocco (UTC+1).
    expect(formatIsoDate(new Date("2025-11-24T23:30:00Z"))).toBe("2025-11-25");
    expect(formatIsoDate(new Date("2025-11-24T22:30:00Z"))).toBe("2025-11-24");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { tripToday } from "~/lib/trip-today";
import { markTripPhase, tripDayStarts } from "./mark-trip-phase";

function markedAt(instant: string) {
  vi.setSystemTime(new Date(instant));
  const slot = { dataset: {} as DOMStringMap } as HTMLElement;
  markTripPhase(slot, tripDayStarts());
  return slot.dataset;
}

afterEach(() => vi.useRealTimers());

describe("markTripPhase (the Today card's first-paint script)", () => {
  vi.useFakeTimers();

  it("agrees with tripToday around every day boundary of the trip, in Morocco's time", () => {
    // From two days before to two days after, every hour (Morocco's midnight included).
    const from = Date.parse("2025-11-19T00:00:00Z");
    for (let hour = 0; hour < 24 * 14; hour += 1) {
      const instant = new Date(from + hour * 3_600_000).toISOString();
      const marked = markedAt(instant);
      const today = tripToday(new Date(instant));
      expect(marked.tripPhase, instant).toBe(today.kind);
      if (today.kind === "during") expect(marked.tripDay, instant).toBe(String(today.day));
    }
  });

  it("names day 0 from Morocco's midnight of Nov 21, 2025 (23:00 UTC the evening before)", () => {
    expect(markedAt("2025-11-20T22:59:00Z").tripPhase).toBe("before");
    expect(markedAt("2025-11-20T23:00:00Z")).toMatchObject({ tripPhase: "during", tripDay: "0" });
    expect(markedAt("2025-12-01T12:00:00Z").tripPhase).toBe("after");
  });

  it("survives being sent as text: its source uses nothing but its arguments", () => {
    vi.setSystemTime(new Date("2025-11-25T11:00:00Z"));
    const slot = { dataset: {} as DOMStringMap } as HTMLElement;
    new Function("slot", `(${markTripPhase.toString()})(slot, ${JSON.stringify(tripDayStarts())})`)(slot);
    expect(slot.dataset).toMatchObject({ tripPhase: "during", tripDay: "4" });
  });
});

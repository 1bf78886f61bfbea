import { describe, expect, it } from "vitest";
import { parseDayId } from "./day-id";

describe("parseDayId", () => {
  it("accepts the integers of the trip", () => {
    expect(parseDayId("0", 10)).toBe(0);
    expect(parseDayId("3", 10)).toBe(3);
    expect(parseDayId("9", 10)).toBe(9);
    expect(parseDayId("03", 10)).toBe(3);
  });

  it("defaults to day 1 when the id is missing", () => {
    expect(parseDayId(undefined, 10)).toBe(1);
    expect(parseDayId("", 10)).toBe(1);
  });

  it("rejects what is not a whole day of the trip", () => {
    for (const raw of ["abc", "3.5", "-1", "10", "1e1", " 3", "3a", "99999"]) {
      expect(parseDayId(raw, 10), raw).toBeNull();
    }
  });
});

import { describe, expect, it } from "vitest";
import { parseRange } from "./send-file";

describe("parseRange", () => {
  it("reads a closed range", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
  });
  it("reads an open-ended range up to the last byte", () => {
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
  });
  it("reads a suffix range", () => {
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  });
  it("clamps an end past the file", () => {
    expect(parseRange("bytes=10-5000", 1000)).toEqual({ start: 10, end: 999 });
  });
  it("refuses a start past the end", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
  });
  it("ignores what it does not understand", () => {
    expect(parseRange("", 1000)).toBeUndefined();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { parseUploadRange, receivedRangeHeader } from "./upload-range";

describe("parseUploadRange", () => {
  it("reads a whole-file PUT, a chunk and a status query", () => {
    expect(parseUploadRange(undefined)).toEqual({ kind: "whole" });
    expect(parseUploadRange("bytes 0-99/1000")).toEqual({ kind: "chunk", start: 0, end: 99, total: 1000 });
    expect(parseUploadRange("bytes */1000")).toEqual({ kind: "status", total: 1000 });
  });
  it("refuses ranges that cannot describe a file", () => {
    for (const header of ["bytes 5-2/10", "bytes 0-10/10", "bytes=0-9/10", "items 0-1/2", "bytes 0-1/*", ""]) {
      expect(parseUploadRange(header), header).toEqual({ kind: "invalid" });
    }
  });
  it("answers what the server holds as a Range header", () => {
    expect(receivedRangeHeader(0)).toBeUndefined();
    expect(receivedRangeHeader(10)).toBe("bytes=0-9");
  });
});

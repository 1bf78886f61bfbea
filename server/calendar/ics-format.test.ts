import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, formatUtcDateTime } from "./ics-format";

describe("iCalendar format", () => {
  it("escapes the characters RFC 5545 reserves in text", () => {
    expect(escapeText("Tea, cakes; and a \\ backslash\nnext line")).toBe(
      "Tea\\, cakes\\; and a \\\\ backslash\\nnext line",
    );
  });

  it("writes UTC date-times without separators", () => {
    expect(formatUtcDateTime(new Date("2025-11-25T07:30:00.000Z"))).toBe("20251125T073000Z");
  });

  it("folds long lines at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"Aït Benhaddou é ".repeat(20)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece, "utf8")).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(" ")).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });

  it("leaves short lines alone", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
  });

  it("ends every line with CRLF", () => {
    const ics = buildIcs({ productId: "-//Test//EN", name: "Test", stamp: new Date(0), events: [] });
    expect(ics).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Test\r\nEND:VCALENDAR\r\n",
    );
  });
});

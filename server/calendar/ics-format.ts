// The few pieces of RFC 5545 (iCalendar) the trip's calendar files need:
// text escaping, line folding at 75 octets, UTC date-times and CRLF endings.

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
};

export type IcsCalendar = {
  productId: string;
  name: string;
  /** When this calendar's content was produced (DTSTAMP of every event). */
  stamp: Date;
  events: IcsEvent[];
};

const MAX_LINE_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** 20251125T073000Z */
export function formatUtcDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * RFC 5545 3.1: lines longer than 75 octets continue on the next line after
 * CRLF and one space. Cuts fall between characters, never inside a UTF-8
 * sequence, so "Aït" or "Musée" stay readable in every client.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    // Continuation lines start with a space, which counts towards their 75.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

function eventLines(event: IcsEvent, stamp: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtcDateTime(stamp)}`,
    `DTSTART:${formatUtcDateTime(event.start)}`,
    `DTEND:${formatUtcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    "END:VEVENT",
  ];
}

export function buildIcs(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

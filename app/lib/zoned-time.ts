// Wall-clock times in a named time zone turned into instants, with the zone's
// rules taken from the platform's time-zone database through Intl. Morocco
// changes its offset around Ramadan, so no fixed "+01:00" could stay right.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds the zone's clock is ahead of UTC at `instant`. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which clocks in `timeZone` read `isoDate` ("2025-11-25") and
 * `time` ("06:30"). The offset is looked up twice so a time just after an
 * offset change uses the offset in force at that time, not the one before.
 */
export function zonedTimeToUtc(isoDate: string, time: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) throw new Error(`Expected YYYY-MM-DD and HH:MM, got "${isoDate}" "${time}"`);
  const asIfUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(clock[1]), Number(clock[2]));
  const firstGuess = asIfUtc - zoneOffset(asIfUtc, timeZone);
  return new Date(asIfUtc - zoneOffset(firstGuess, timeZone));
}

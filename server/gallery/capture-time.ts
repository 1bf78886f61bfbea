import { trip } from "../../app/content/trip";
import { formatIsoDate } from "../../app/lib/trip-dates";
import { isNearTrip } from "../../app/lib/trip-day";
import { zoneOffset } from "../../app/lib/zoned-time";

// When a photo or video was taken, decided from what its file says. Pure: the
// readers in media.ts gather the clues, this module applies the rule, so the
// rule is tested without files and never depends on the server's TZ.

export type CaptureSource = "exif" | "quicktime" | "creation_time" | "upload";

export type CaptureClues = {
  /** EXIF DateTimeOriginal as exif-reader gives it: the wall clock in the Date's UTC fields. */
  exifDateTimeOriginal?: Date | null;
  /** EXIF OffsetTimeOriginal, e.g. "+01:00". */
  exifOffsetTimeOriginal?: string | null;
  /** ffprobe's com.apple.quicktime.creationdate, e.g. "2025-11-24T18:30:00+0100". */
  quicktimeCreationDate?: string | null;
  /** ffprobe's creation_time, an instant in UTC, e.g. "2025-11-24T17:30:00.000000Z". */
  creationTime?: string | null;
};

export type CaptureTime = {
  /** The instant, as an ISO string in UTC. */
  capturedAt: string;
  /** The calendar date in Morocco, "YYYY-MM-DD": what the album sorts by. */
  capturedOn: string;
  source: CaptureSource;
};

type Candidate = { instant: number; moroccoDate: string };

/**
 * The first believable clue wins: EXIF, then QuickTime's creation date, then
 * the container's creation time. A clue that is missing, unreadable or more
 * than a day away from the trip gives way to the upload time.
 */
export function decideCaptureTime(clues: CaptureClues, uploadedAt: string): CaptureTime {
  const attempts: [CaptureSource, () => Candidate | undefined][] = [
    ["exif", () => fromExif(clues.exifDateTimeOriginal, clues.exifOffsetTimeOriginal)],
    ["quicktime", () => fromText(clues.quicktimeCreationDate)],
    ["creation_time", () => fromText(clues.creationTime)],
  ];
  for (const [source, read] of attempts) {
    const candidate = read();
    if (candidate && isNearTrip(candidate.moroccoDate)) return toCaptureTime(candidate, source);
  }
  const uploaded = Date.parse(uploadedAt);
  return toCaptureTime({ instant: uploaded, moroccoDate: formatIsoDate(new Date(uploaded)) }, "upload");
}

function toCaptureTime(candidate: Candidate, source: CaptureSource): CaptureTime {
  return { capturedAt: new Date(candidate.instant).toISOString(), capturedOn: candidate.moroccoDate, source };
}

function fromExif(wallClock: Date | null | undefined, offset: string | null | undefined): Candidate | undefined {
  if (!(wallClock instanceof Date) || Number.isNaN(wallClock.getTime())) return undefined;
  const offsetMinutes = offset ? parseOffset(offset) : undefined;
  if (offsetMinutes === undefined) return fromMoroccoWallClock(wallClock.getTime());
  return atInstant(wallClock.getTime() - offsetMinutes * 60_000);
}

const DATE_TIME_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** ISO-like text; with an offset (or Z) it is an instant, without one a Morocco wall clock. */
function fromText(text: string | null | undefined): Candidate | undefined {
  const match = text ? DATE_TIME_TEXT.exec(text.trim()) : null;
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = "0", zone] = match;
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (Number.isNaN(wallClock)) return undefined;
  if (!zone) return fromMoroccoWallClock(wallClock);
  const offsetMinutes = parseOffset(zone);
  return offsetMinutes === undefined ? undefined : atInstant(wallClock - offsetMinutes * 60_000);
}

function atInstant(instant: number): Candidate | undefined {
  return Number.isNaN(instant) ? undefined : { instant, moroccoDate: formatIsoDate(new Date(instant)) };
}

/** A clock without offset was set to local time: the date is the one it shows. */
function fromMoroccoWallClock(wallClock: number): Candidate {
  // Morocco's offset moves for Ramadan: look it up twice, as zonedTimeToUtc does.
  const firstGuess = wallClock - zoneOffset(wallClock, trip.timeZone);
  const instant = wallClock - zoneOffset(firstGuess, trip.timeZone);
  return { instant, moroccoDate: new Date(wallClock).toISOString().slice(0, 10) };
}

/** "+01:00", "+0100", "-05:00", "Z" -> minutes east of UTC. */
function parseOffset(text: string): number | undefined {
  if (/^z$/i.test(text.trim())) return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return minutes > 14 * 60 ? undefined : (match[1] === "-" ? -1 : 1) * minutes;
}

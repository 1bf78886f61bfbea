import type { CaptureClues, CaptureTime } from "./capture-time";

// Clues as the readers deliver them, with the rule's expected answer. Shared by
// the in-process test and the runs under other TZ values.

const wall = (text: string) => new Date(`${text}Z`);
const uploadedAt = "2025-11-28T09:15:00.000Z";
const upload: CaptureTime = { capturedAt: uploadedAt, capturedOn: "2025-11-28", source: "upload" };

export const captureCases: { name: string; clues: CaptureClues; uploadedAt: string; expected: CaptureTime }[] = [
  {
    name: "EXIF with offset: a late evening in New York is already the next day in Morocco",
    clues: { exifDateTimeOriginal: wall("2025-11-23T21:30:00"), exifOffsetTimeOriginal: "-05:00" },
    uploadedAt,
    expected: { capturedAt: "2025-11-24T02:30:00.000Z", capturedOn: "2025-11-24", source: "exif" },
  },
  {
    name: "EXIF with Morocco's own offset",
    clues: { exifDateTimeOriginal: wall("2025-11-27T08:05:00"), exifOffsetTimeOriginal: "+01:00" },
    uploadedAt,
    expected: { capturedAt: "2025-11-27T07:05:00.000Z", capturedOn: "2025-11-27", source: "exif" },
  },
  {
    name: "EXIF without offset counts as Morocco time, even just after midnight",
    clues: { exifDateTimeOriginal: wall("2025-11-24T00:30:00") },
    uploadedAt,
    expected: { capturedAt: "2025-11-23T23:30:00.000Z", capturedOn: "2025-11-24", source: "exif" },
  },
  {
    name: "EXIF with an unreadable offset is read as Morocco time",
    clues: { exifDateTimeOriginal: wall("2025-11-25T23:45:00"), exifOffsetTimeOriginal: "   " },
    uploadedAt,
    expected: { capturedAt: "2025-11-25T22:45:00.000Z", capturedOn: "2025-11-25", source: "exif" },
  },
  {
    name: "EXIF from a camera whose clock was never set falls back to the upload",
    clues: { exifDateTimeOriginal: wall("2000-01-01T00:00:00"), quicktimeCreationDate: null },
    uploadedAt,
    expected: upload,
  },
  {
    name: "one day either side of the trip is still believed",
    clues: { exifDateTimeOriginal: wall("2025-11-20T18:00:00"), exifOffsetTimeOriginal: "+01:00" },
    uploadedAt,
    expected: { capturedAt: "2025-11-20T17:00:00.000Z", capturedOn: "2025-11-20", source: "exif" },
  },
  {
    name: "two days after the trip is not",
    clues: { exifDateTimeOriginal: wall("2025-12-02T10:00:00"), exifOffsetTimeOriginal: "+01:00" },
    uploadedAt,
    expected: upload,
  },
  {
    name: "QuickTime creation date with offset",
    clues: { quicktimeCreationDate: "2025-11-26T23:40:00-0500", creationTime: "2025-11-22T10:00:00.000000Z" },
    uploadedAt,
    expected: { capturedAt: "2025-11-27T04:40:00.000Z", capturedOn: "2025-11-27", source: "quicktime" },
  },
  {
    name: "creation_time in UTC when QuickTime's date is absent",
    clues: { creationTime: "2025-11-29T23:30:00.000000Z" },
    uploadedAt,
    expected: { capturedAt: "2025-11-29T23:30:00.000Z", capturedOn: "2025-11-30", source: "creation_time" },
  },
  {
    name: "a zero creation_time (what many encoders write) falls back to the upload",
    clues: { creationTime: "1970-01-01T00:00:00.000000Z" },
    uploadedAt,
    expected: upload,
  },
  {
    name: "no clues at all: the upload time, dated in Morocco",
    clues: {},
    uploadedAt: "2025-11-24T23:30:00.000Z",
    expected: { capturedAt: "2025-11-24T23:30:00.000Z", capturedOn: "2025-11-25", source: "upload" },
  },
];

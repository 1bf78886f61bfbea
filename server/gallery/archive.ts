import fs from "node:fs";
import { PassThrough, type Readable } from "node:stream";
import { ZipFile } from "yazl";
import { tripSectionOf } from "../../app/lib/trip-day";
import type { ObjectStore } from "./object-store";
import type { PhotoDto } from "./photo.dto";
import { useNativeCrc32 } from "./zip-crc";

useNativeCrc32();

// The album as one zip, streamed: stored (media is compressed already), so
// its exact size is known before the first byte and the browser shows real
// progress; yazl switches to ZIP64 by itself past 4 GB or 65,535 entries.

export type ArchiveVariant = "originals" | "light";
export type ArchiveEntry = { name: string; file: string; size: number; mtime: Date };
export type Archive = { size: number; stream: Readable };

const MAX_NAME_PART_LENGTH = 40;
/** Larger reads than the 64 KB default: fewer trips through the streams per gigabyte. */
const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * A name part that is safe as a file name on Windows, macOS and Linux:
 * no path separators, reserved or control characters, no invisible or
 * direction-changing characters that could disguise an extension, no
 * leading or trailing dots and spaces.
 */
export function safeNamePart(text: string): string {
  const cleaned = text
    .normalize("NFC")
    .replace(/\s+/g, "-")
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g, "")
    .replace(/-{2,}/g, "-");
  const trimmed = Array.from(cleaned).slice(0, MAX_NAME_PART_LENGTH).join("");
  return trimmed.replace(/^[.\-]+|[.\-]+$/g, "");
}

/** "day-5", or "before-trip" / "after-trip" for dates outside the ten days. */
export function folderFor(capturedOn: string): string {
  const section = tripSectionOf(capturedOn);
  return section.kind === "day" ? `day-${section.day}` : `${section.kind}-trip`;
}

/** "day-5/marrakech-42-Amina.jpg"; the uploader part is left out when there is none. */
export function entryName(photo: Pick<PhotoDto, "id" | "uploaderName" | "capturedOn">, extension: string): string {
  const uploader = photo.uploaderName ? safeNamePart(photo.uploaderName) : "";
  return `${folderFor(photo.capturedOn)}/marrakech-${photo.id}${uploader ? `-${uploader}` : ""}.${extension}`;
}

/**
 * The files behind the chosen photos, measured now so the announced length
 * is exact. The light variant takes each photo's preview (the web-sized copy)
 * where one was made, and the original otherwise.
 */
export async function planArchive(photos: PhotoDto[], store: ObjectStore, variant: ArchiveVariant): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  for (const photo of photos) {
    // The light zip: playback copies for videos, web-sized previews for photos.
    const light = photo.mediaType === "video" ? photo.playbackUrl : photo.previewUrl;
    const servedPath = variant === "light" ? (light ?? photo.objectPath) : photo.objectPath;
    const target = store.fileFor(servedPath);
    if (!target) continue;
    const stats = await fs.promises.stat(target.file).catch(() => undefined);
    if (!stats?.isFile()) continue;
    const extension = servedPath.slice(servedPath.lastIndexOf(".") + 1);
    entries.push({ name: entryName(photo, extension), file: target.file, size: stats.size, mtime: stats.mtime });
  }
  return entries;
}

/**
 * Streams the entries as a store-only zip. Files open one at a time, when
 * their turn comes; if the reader goes away, the open file is closed too.
 */
export async function streamArchive(entries: ArchiveEntry[]): Promise<Archive> {
  const zip = new ZipFile();
  const output = new PassThrough();
  let reading: fs.ReadStream | undefined;
  const fail = (error: Error) => {
    reading?.destroy();
    output.destroy(error);
  };
  zip.on("error", fail);
  output.on("close", () => reading?.destroy());

  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: false, size: entry.size, mtime: entry.mtime, mode: 0o100644 }, (callback) => {
      reading = fs.createReadStream(entry.file, { highWaterMark: READ_CHUNK_BYTES });
      callback(null, reading);
    });
  }
  const size = await new Promise<number>((resolve) => {
    (zip.end as (options: object, onSize: (size: number) => void) => void)({}, resolve);
  });
  if (size < 0) throw new Error("zip size could not be computed in advance");
  (zip.outputStream as Readable).on("error", fail).pipe(output);
  return { size, stream: output };
}

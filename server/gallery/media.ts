import exifReader from "exif-reader";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import { exifOrientation, jpegExif, jpegWithExif, tiffOf, withoutGps } from "./exif";
import { hasHeifTransform } from "./heif-boxes";
import { runTool, toolRuns } from "./media-process";
import { DEFAULT_FFMPEG_PATH } from "./media-video";
import type { CaptureClues } from "./capture-time";

// The one module that decodes guests' photos (sharp, and libheif's heif-dec
// for HEIC/HEIF, which sharp's prebuilt libvips cannot decode); videos go
// through media-video.ts. Every decode runs with the limits below.

/** Larger images are refused rather than decoded (a decompression bomb guard). */
export const MAX_INPUT_PIXELS = 100_000_000;
export const THUMBNAIL_SIZE = 480;
export const PREVIEW_SIZE = 1600;
const FULL_JPEG_QUALITY = 90;
const HEIF_TIME_LIMIT_MS = 60_000;
const DEFAULT_HEIF_DEC_PATH = "/usr/bin/heif-dec";
/** The meta box (with the rotation) comes before the pixel data, within the first few kilobytes. */
const HEAD_BYTES = 256 * 1024;

// Guests' files are decoded once each; libvips' cache would only hold memory.
sharp.cache(false);

export type ImageSize = { width: number; height: number };
export type ImageTargets = { thumbnail: string; preview: string; full?: string };
/** For pixels decoded elsewhere (heif-dec): the orientation still to apply and the original's EXIF. */
export type DecodedImage = { orientation: number; exif: Buffer | undefined };

/**
 * Writes a WebP grid thumbnail and a WebP preview of an image (or a video
 * frame), turned upright by its EXIF orientation. WebP output carries no
 * metadata unless asked, so GPS and camera details stay behind. With `full`,
 * also a full-size JPEG for downloads that keeps the EXIF minus GPS.
 */
export async function writeImageDerivatives(source: string, targets: ImageTargets, decoded?: DecodedImage): Promise<ImageSize> {
  const metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const orientation = decoded ? decoded.orientation : (metadata.orientation ?? 1);
  const loaded = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: "error" });
  const input = decoded ? orient(loaded, orientation) : loaded.rotate();
  await Promise.all([
    input
      .clone()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 72 })
      .toFile(targets.thumbnail),
    input
      .clone()
      .resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(targets.preview),
    targets.full ? writeFullJpeg(source, input.clone(), metadata, targets.full, decoded) : undefined,
  ]);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  // EXIF orientations 5 to 8 turn the picture a quarter, swapping its sides.
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** EXIF orientation as sharp operations (sharp mirrors before it rotates). */
function orient(image: Sharp, orientation: number): Sharp {
  const [angle, mirror] = ([[0, false], [0, true], [180, false], [180, true], [270, true], [90, false], [90, true], [270, false]] as const)[orientation - 1] ?? [0, false];
  const rotated = angle ? image.rotate(angle) : image;
  return mirror ? rotated.flop() : rotated;
}

/**
 * A JPEG original (or an upright JPEG decoded by heif-dec) keeps its pixels
 * byte for byte, only its metadata rewritten; anything else is converted at
 * full size, upright, on white. The EXIF comes along without GPS.
 */
async function writeFullJpeg(source: string, upright: Sharp, metadata: Metadata, target: string, decoded?: DecodedImage): Promise<void> {
  if (metadata.format === "jpeg" && (!decoded || decoded.orientation === 1)) {
    const bytes = await fs.promises.readFile(source);
    const exif = decoded ? decoded.exif : jpegExif(bytes);
    await fs.promises.writeFile(target, jpegWithExif(bytes, exif && withoutGps(exif, { upright: decoded !== undefined })));
    return;
  }
  const exif = decoded ? decoded.exif : tiffOf(metadata.exif);
  const converted = await upright.flatten({ background: "#ffffff" }).jpeg({ quality: FULL_JPEG_QUALITY }).toBuffer();
  await fs.promises.writeFile(target, jpegWithExif(converted, exif && withoutGps(exif, { upright: true })));
}

export type HeifDecoder = {
  /** Checked once: without libheif, HEIC photos still upload and show a "preview not available" tile. */
  isAvailable(): Promise<boolean>;
  /**
   * Decodes the primary image of a HEIC/HEIF file to a JPEG (quick, and
   * sharp shrinks JPEGs as it loads them), or a 16-bit PNG when it has more
   * than 8 bits per channel, which heif-dec's JPEG writer refuses. libheif applies the file's rotation and mirror boxes; the
   * EXIF orientation is answered only for a file without them, so nothing
   * turns a picture twice.
   */
  decode(source: string, target: string): Promise<DecodedImage>;
};

export function heifDecoder(heifDecPath = DEFAULT_HEIF_DEC_PATH): HeifDecoder {
  let available: Promise<boolean> | undefined;
  return {
    isAvailable() {
      available ??= toolRuns(heifDecPath, ["--version"]);
      return available;
    },
    async decode(source, target) {
      // Header only: the size sits in the ispe box, so the pixel limit holds before anything is decoded.
      const metadata = await sharp(source).metadata();
      if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new Error("image is over the pixel limit");
      // heif-dec picks the output format from the name (the caller's temporary name ends in .part)
      // and writes the EXIF block as is beside it (libvips' copy has its orientation reset).
      const exif = await decodeFirstOf(heifDecPath, source, target, ["jpg", "png"]);
      const transformed = hasHeifTransform(await readHead(source, HEAD_BYTES));
      return { orientation: transformed ? 1 : exifOrientation(exif), exif };
    },
  };
}

/** Tries each output format in turn; answers the raw EXIF heif-dec wrote beside the picture. */
async function decodeFirstOf(heifDecPath: string, source: string, target: string, formats: string[]): Promise<Buffer | undefined> {
  const [format, ...others] = formats;
  const named = `${target}.${format}`;
  const exifFile = `${target}.exif`;
  try {
    const quality = format === "jpg" ? ["-q", String(FULL_JPEG_QUALITY)] : ["--png-compression-level", "0"];
    await runTool(heifDecPath, ["--quiet", "--with-exif", ...quality, source, named], { timeoutMs: HEIF_TIME_LIMIT_MS });
    // heif-dec exits 0 with an empty file when a format cannot hold the picture (JPEG and 10-bit).
    if ((await fs.promises.stat(named)).size === 0) throw new Error(`heif-dec could not write ${format}`);
    await fs.promises.rename(named, target);
    return tiffOf(await fs.promises.readFile(exifFile).catch(() => undefined));
  } catch (error) {
    if (others.length === 0) throw error;
    return decodeFirstOf(heifDecPath, source, target, others);
  } finally {
    await Promise.all([named, exifFile].map((file) => fs.promises.rm(file, { force: true })));
  }
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// Capture-time clues (the album's days). Reading never throws: a file that
// says nothing readable simply leaves the rule to fall back on the upload time.

const FFPROBE_TIME_LIMIT_MS = 15_000;

export type CaptureClueReader = (file: string, mediaType: "image" | "video") => Promise<CaptureClues>;

export function captureClueReader(ffmpegPath = DEFAULT_FFMPEG_PATH): CaptureClueReader {
  const ffprobePath = path.join(path.dirname(ffmpegPath), "ffprobe");
  return (file, mediaType) => (mediaType === "video" ? readVideoClues(ffprobePath, file) : readImageClues(file));
}

async function readImageClues(file: string): Promise<CaptureClues> {
  try {
    const { exif } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!exif) return {};
    const tags = exifReader(exif);
    return {
      exifDateTimeOriginal: tags.Photo?.DateTimeOriginal ?? null,
      exifOffsetTimeOriginal: tags.Photo?.OffsetTimeOriginal ?? null,
    };
  } catch {
    return {};
  }
}

/** ffprobe reads the container's tags only (no decoding), local files only, under a time limit. */
function readVideoClues(ffprobePath: string, file: string): Promise<CaptureClues> {
  return new Promise((resolve) => {
    execFile(
      ffprobePath,
      ["-v", "error", "-protocol_whitelist", "file", "-print_format", "json", "-show_entries", "format_tags:stream_tags", file],
      { timeout: FFPROBE_TIME_LIMIT_MS, maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) return resolve({});
        try {
          const probe = JSON.parse(stdout) as { format?: { tags?: Record<string, string> }; streams?: { tags?: Record<string, string> }[] };
          const tags = probe.format?.tags ?? {};
          const streamCreation = probe.streams?.map((stream) => stream.tags?.creation_time).find(Boolean);
          resolve({
            quicktimeCreationDate: tags["com.apple.quicktime.creationdate"] ?? null,
            creationTime: tags.creation_time ?? streamCreation ?? null,
          });
        } catch {
          resolve({});
        }
      },
    );
  });
}

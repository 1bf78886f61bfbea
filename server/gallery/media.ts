import exifReader from "exif-reader";
import ffmpeg from "fluent-ffmpeg";
import { execFile, spawn } from "node:child_process";
import path from "node:path";
import sharp from "sharp";
import type { CaptureClues } from "./capture-time";

// The one module that touches sharp and ffmpeg: everything that decodes
// guests' files goes through here, with the limits below.

/** Larger images are refused rather than decoded (a decompression bomb guard). */
export const MAX_INPUT_PIXELS = 100_000_000;
export const THUMBNAIL_SIZE = 480;
export const PREVIEW_SIZE = 1600;
const FFMPEG_TIME_LIMIT_SECONDS = 60;
const DEFAULT_FFMPEG_PATH = "/usr/bin/ffmpeg";

// Guests' files are decoded once each; libvips' cache would only hold memory.
sharp.cache(false);

export type ImageSize = { width: number; height: number };

/**
 * Writes a WebP grid thumbnail and a WebP preview of an image (or a video
 * frame), turned upright by its EXIF orientation. WebP output carries no
 * metadata unless asked, so GPS and camera details stay behind.
 */
export async function writeImageDerivatives(
  source: string,
  targets: { thumbnail: string; preview: string },
): Promise<ImageSize> {
  const input = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: "error" }).rotate();
  const size = await orientedSize(source);
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
  ]);
  return size;
}

async function orientedSize(source: string): Promise<ImageSize> {
  const metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  // EXIF orientations 5 to 8 turn the picture a quarter, swapping its sides.
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export type VideoFrames = {
  /** Checked once: videos still upload without ffmpeg, with a neutral poster. */
  isAvailable(): Promise<boolean>;
  /**
   * Saves one representative frame of a video as PNG. ffmpeg may read local
   * files only (a crafted playlist cannot make it fetch anything) and is
   * killed after a time limit.
   */
  writeFrame(source: string, target: string): Promise<void>;
};

export function videoFrames(ffmpegPath = DEFAULT_FFMPEG_PATH): VideoFrames {
  let available: Promise<boolean> | undefined;
  return {
    isAvailable() {
      available ??= new Promise((resolve) => {
        const child = spawn(ffmpegPath, ["-version"], { stdio: "ignore" });
        child.once("error", () => resolve(false));
        child.once("exit", (code) => resolve(code === 0));
      });
      return available;
    },
    writeFrame(source, target) {
      return new Promise<void>((resolve, reject) => {
        ffmpeg({ source, timeout: FFMPEG_TIME_LIMIT_SECONDS })
          .setFfmpegPath(ffmpegPath)
          .inputOptions(["-protocol_whitelist file", "-threads 1"])
          .outputOptions(["-an", "-sn", "-frames:v 1", "-vf thumbnail=30", "-f image2", "-c:v png"])
          .output(target)
          .on("end", () => resolve())
          .on("error", (error: Error) => reject(error))
          .run();
      });
    },
  };
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

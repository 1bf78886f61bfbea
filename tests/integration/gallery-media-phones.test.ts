import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoDto } from "../../server/gallery/photo.dto";
import { video } from "../fixtures/media";
import { animatedGif, avif, CAPTURED_AT, clip, heic, heifGeneric, MAKE, taggedJpeg, taggedPng, taggedWebp, type ClipKind } from "../fixtures/phone-media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { addPhoto } from "./gallery.helpers";

// One gallery gets every kind of file phones make; the queue works through
// them once, then each test checks what one kind became.

let testApp: TestApp;
let server: TestApp["server"];
const ids = new Map<string, number>();

const IMAGES: Record<string, () => Promise<Buffer>> = {
  "heic-8bit": () => heic({ bitDepth: 8 }),
  "heic-10bit": () => heic({ bitDepth: 10 }),
  heif: heifGeneric,
  jpeg: taggedJpeg,
  png: taggedPng,
  webp: taggedWebp,
  avif,
};
const CLIPS: ClipKind[] = ["hevc-mov", "hlg-mov", "avi", "mkv", "webm", "vp8-webm", "h264-mov", "h264-mp4-with-location"];

beforeAll(async () => {
  testApp = await createTestApp();
  server = testApp.server;
  for (const [name, make] of Object.entries(IMAGES)) ids.set(name, (await addPhoto(server, await make())).id);
  ids.set("gif", (await addPhoto(server, await animatedGif())).id);
  for (const kind of CLIPS) ids.set(kind, (await addPhoto(server, clip(kind))).id);
  ids.set("plain-mp4", (await addPhoto(server, video("mp4"))).id);
  await testApp.gallery.queue.whenIdle();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

async function item(name: string): Promise<PhotoDto> {
  const list = (await request(server).get("/api/photos")).body as PhotoDto[];
  return list.find((photo) => photo.id === ids.get(name))!;
}

async function fetchBody(url: string) {
  const response = await request(server).get(url).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
  expect(response.status).toBe(200);
  return { headers: response.headers, body: response.body as Buffer };
}

/** The blue quarter of the tagged picture sits top right once it is upright (see phone-media.ts). */
async function expectUpright(image: Buffer) {
  const { data, info } = await sharp(image).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.height).toBeGreaterThan(info.width);
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  const [red, , blue] = pixel(Math.floor(info.width * 0.9), Math.floor(info.height * 0.05));
  expect(blue).toBeGreaterThan(red!);
  const [otherRed, , otherBlue] = pixel(Math.floor(info.width * 0.1), Math.floor(info.height * 0.05));
  expect(otherRed).toBeGreaterThan(otherBlue!);
}

/** GPSLatitude 31/1 37/1 0/1 as EXIF stores it, in either byte order. */
function containsLatitude(exif: Buffer): boolean {
  const rationals = (write: (buffer: Buffer, value: number, offset: number) => void) => {
    const buffer = Buffer.alloc(24);
    [31, 1, 37, 1, 0, 1].forEach((value, index) => write(buffer, value, index * 4));
    return buffer;
  };
  return (
    exif.includes(rationals((buffer, value, offset) => buffer.writeUInt32BE(value, offset))) ||
    exif.includes(rationals((buffer, value, offset) => buffer.writeUInt32LE(value, offset)))
  );
}

function ffprobe(file: Buffer): { streams: { codec_type: string; codec_name: string; color_transfer?: string; width?: number }[]; format: { tags?: Record<string, string> } } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "goat-probe-"));
  try {
    fs.writeFileSync(path.join(dir, "clip.mp4"), file);
    return JSON.parse(execFileSync("ffprobe", ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path.join(dir, "clip.mp4")], { encoding: "utf8" }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Top-level MP4 boxes in file order. */
function topLevelBoxes(file: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= file.length; offset += file.readUInt32BE(offset) || file.length) types.push(file.toString("latin1", offset + 4, offset + 8));
  return types;
}

describe.each(Object.keys(IMAGES))("a %s photo", (name) => {
  it("gets an upright thumbnail and preview, and downloads as a real JPEG with its date and without GPS", async () => {
    const photo = await item(name);
    expect(photo).toMatchObject({ mediaType: "image", previewStatus: "ready", width: 200, height: 400, downloadName: `marrakech-${photo.id}.jpg` });
    for (const url of [photo.thumbnailUrl!, photo.previewUrl!]) {
      const { body } = await fetchBody(url);
      expect((await sharp(body).metadata()).format).toBe("webp");
      await expectUpright(body);
    }
    const { headers, body } = await fetchBody(photo.downloadUrl!);
    expect(headers["content-type"]).toBe("image/jpeg");
    expect(headers["content-disposition"]).toBe(`attachment; filename="marrakech-${photo.id}.jpg"`);
    const metadata = await sharp(body).metadata();
    expect(metadata.format).toBe("jpeg");
    await expectUpright(body);
    const exif = metadata.exif!;
    expect(exif.toString("latin1")).toContain(CAPTURED_AT);
    expect(exif.toString("latin1")).toContain(MAKE);
    expect(containsLatitude(exif)).toBe(false);
  });
});

it("keeps a JPEG's pixels byte for byte in its download", async () => {
  const photo = await item("jpeg");
  const original = (await fetchBody(photo.objectPath)).body;
  const download = (await fetchBody(photo.downloadUrl!)).body;
  const scan = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
  expect(scan(download).equals(scan(original))).toBe(true);
  expect(containsLatitude(original)).toBe(true);
});

it("keeps a HEIF with only the generic brands as .heif (decoded above like any HEIC)", async () => {
  expect((await item("heif")).objectPath).toMatch(/\.heif$/);
});

it("converts a GIF to a JPEG download", async () => {
  const photo = await item("gif");
  const { body } = await fetchBody(photo.downloadUrl!);
  expect(await sharp(body).metadata()).toMatchObject({ format: "jpeg", width: 48, height: 32 });
});

describe.each(CLIPS)("a %s video", (kind) => {
  it("gets a poster and an H.264/AAC MP4 copy, moov first, without its position", async () => {
    const photo = await item(kind);
    expect(photo).toMatchObject({ mediaType: "video", previewStatus: "ready", playbackStatus: "ready", durationSeconds: 2 });
    expect((await sharp((await fetchBody(photo.previewUrl!)).body).metadata()).format).toBe("webp");
    expect(photo.playbackUrl).toMatch(/-play\.mp4$/);
    expect(photo.downloadUrl).toBe(photo.playbackUrl);
    expect(photo.downloadName).toBe(`marrakech-${photo.id}.mp4`);

    const { headers, body } = await fetchBody(photo.playbackUrl!);
    expect(headers["content-type"]).toBe("video/mp4");
    const probe = ffprobe(body);
    const videoStream = probe.streams.find((stream) => stream.codec_type === "video")!;
    expect(videoStream.codec_name).toBe("h264");
    expect(probe.streams.find((stream) => stream.codec_type === "audio")?.codec_name).toBe("aac");
    expect(videoStream.color_transfer ?? "bt709").toBe("bt709");
    const boxes = topLevelBoxes(body);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    expect(Object.keys(probe.format.tags ?? {}).filter((tag) => /location/i.test(tag))).toEqual([]);
    // AVI has no creation time to keep; the others carry theirs over.
    if (kind !== "avi") expect(probe.format.tags?.creation_time).toMatch(/^2025-11-22T10:11:12/);
    // The original stays as uploaded.
    expect((await fetchBody(photo.objectPath)).body.length).toBeGreaterThan(0);
  });
});

it("plays and downloads an H.264/AAC MP4 without a position as uploaded", async () => {
  const photo = await item("plain-mp4");
  expect(photo).toMatchObject({ playbackStatus: "ready", playbackUrl: photo.objectPath, downloadUrl: photo.objectPath, durationSeconds: 1 });
});

describe("without libheif", () => {
  it("takes HEIC photos, marks them 'preview not available' at once and says so once", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const other = await createTestApp({ overrides: { heifDecPath: "/nonexistent/heif-dec", logger } });
    const otherServer = other.server;
    try {
      await addPhoto(otherServer, await heic({ bitDepth: 8 }));
      await addPhoto(otherServer, await heic({ bitDepth: 8 }));
      await other.gallery.queue.whenIdle();
      const list = (await request(otherServer).get("/api/photos")).body as PhotoDto[];
      expect(list.map((photo) => [photo.previewStatus, photo.thumbnailUrl, photo.downloadUrl])).toEqual([
        ["unavailable", null, null],
        ["unavailable", null, null],
      ]);
      expect((await request(otherServer).get(list[0]!.objectPath)).status).toBe(200);
      expect(lines.filter((line) => line.includes("heif-dec (libheif) is not available"))).toHaveLength(1);
      expect(await other.db.selectFrom("media_jobs").selectAll().execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

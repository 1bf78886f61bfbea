import { expect, test, type Locator, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import sharp from "sharp";
import type { PhotoDto } from "../../server/gallery/photo.dto";
import { startBuiltServer, type BuiltServer } from "../../scripts/lib/built-server";
import { png, webp } from "../fixtures/media";
import { animatedGif, avif, clip, heifGeneric } from "../fixtures/phone-media";
import { waitForHydration } from "./screens-helpers";

// Every file type the README lists, through the real UI in Debian Chromium:
// upload, thumbnail, viewer, playback and a download whose bytes match its
// name. JPEG, H.264 MP4, HEIC and HEVC .mov are proven in gallery.spec.ts;
// these are the rest. Its own server: the shared one's gallery tests expect
// to start empty.
test.describe.configure({ mode: "serial" });

type Fixture = { type: string; name: string; mimeType: string; extension: string; make: () => Buffer | Promise<Buffer> };

const PHOTOS: Fixture[] = [
  { type: "PNG", name: "souk.png", mimeType: "image/png", extension: "png", make: () => png(64, 48) },
  { type: "WebP", name: "riad.webp", mimeType: "image/webp", extension: "webp", make: () => webp(48, 64) },
  { type: "GIF", name: "lanterns.gif", mimeType: "image/gif", extension: "gif", make: animatedGif },
  { type: "AVIF", name: "dunes.avif", mimeType: "image/avif", extension: "avif", make: avif },
  { type: "HEIF (generic brands)", name: "DSC_0004.HIF", mimeType: "image/heif", extension: "heif", make: heifGeneric },
];

const VIDEOS: Fixture[] = [
  { type: "WebM VP9/Opus", name: "camel.webm", mimeType: "video/webm", extension: "webm", make: () => clip("webm") },
  { type: "WebM VP8/Vorbis", name: "square.webm", mimeType: "video/webm", extension: "webm", make: () => clip("vp8-webm") },
  { type: "MKV H.264/Opus", name: "music.mkv", mimeType: "video/x-matroska", extension: "mkv", make: () => clip("mkv") },
  { type: "AVI MPEG-4/PCM", name: "camera.avi", mimeType: "video/x-msvideo", extension: "avi", make: () => clip("avi") },
  { type: "MOV H.264/AAC", name: "IMG_0005.MOV", mimeType: "video/quicktime", extension: "mov", make: () => clip("h264-mov") },
];

let server: BuiltServer;

test.beforeAll(async () => {
  server = await startBuiltServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const fileInput = (page: Page) => page.getByLabel("Choose photos or videos");
const tileOf = (page: Page, item: PhotoDto) =>
  page.getByRole("button", { name: new RegExp(`^Open ${item.mediaType === "video" ? "Video" : "Photo"} ${item.id}\\b`) });

/**
 * Uploads one batch through the file input and answers each fixture's item,
 * found by its size (checked unique), as the server lists it.
 */
async function uploadBatch(page: Page, fixtures: Fixture[]): Promise<{ fixture: Fixture; item: PhotoDto }[]> {
  const files = await Promise.all(fixtures.map(async (fixture) => ({ fixture, buffer: await fixture.make() })));
  expect(new Set(files.map((file) => file.buffer.length)).size).toBe(files.length);
  await page.goto(`${server.url}/gallery`);
  await waitForHydration(page);
  await fileInput(page).setInputFiles(files.map(({ fixture, buffer }) => ({ name: fixture.name, mimeType: fixture.mimeType, buffer })));
  await expect(page.getByRole("status").filter({ hasText: "Success!" })).toContainText(`All ${files.length} files have been uploaded`, {
    timeout: 20_000,
  });
  const listed = (await (await page.request.get(`${server.url}/api/photos`)).json()) as PhotoDto[];
  return files.map(({ fixture, buffer }) => {
    const item = listed.find((candidate) => candidate.sizeBytes === buffer.length);
    expect(item, fixture.type).toBeDefined();
    return { fixture, item: item! };
  });
}

/** The tile turns from "being prepared" into a thumbnail that really decoded (lazy: scrolled to first). */
async function expectThumbnail(page: Page, item: PhotoDto) {
  const thumbnail = tileOf(page, item).locator("img");
  await expect(thumbnail).toBeAttached({ timeout: 60_000 });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

/** Clicks the viewer's Download (once offered) and answers the suggested name and the saved file. */
async function download(page: Page, viewer: Locator): Promise<{ name: string; file: string; bytes: Buffer }> {
  const pending = page.waitForEvent("download");
  await viewer.getByRole("button", { name: "Download", exact: true }).click();
  const saved = await pending;
  const file = (await saved.path())!;
  return { name: saved.suggestedFilename(), file, bytes: fs.readFileSync(file) };
}

function probedCodecs(file: string): string[] {
  const output = execFileSync("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", file], { encoding: "utf8" });
  return output.trim().split("\n");
}

test("PNG, WebP, GIF, AVIF and HEIF photos show a thumbnail and a preview, and download as real JPEGs", async ({ page }) => {
  test.setTimeout(90_000);
  for (const { fixture, item } of await uploadBatch(page, PHOTOS)) {
    await test.step(fixture.type, async () => {
      await expectThumbnail(page, item);
      await tileOf(page, item).click();
      const viewer = page.getByRole("dialog");
      const preview = viewer.getByRole("img", { name: new RegExp(`^Photo ${item.id}\\b`) });
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(viewer.getByRole("link", { name: "Original file" })).toHaveAttribute("href", new RegExp(`\\.${fixture.extension}$`));

      const { name, bytes } = await download(page, viewer);
      expect(name).toBe(`marrakech-${item.id}.jpg`);
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect((await sharp(bytes).metadata()).format).toBe("jpeg");
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
    });
  }
});

test("WebM, MKV, AVI and H.264 MOV videos show a poster, play their H.264 copy and download as real MP4s", async ({ page }) => {
  test.setTimeout(150_000);
  for (const { fixture, item } of await uploadBatch(page, VIDEOS)) {
    await test.step(fixture.type, async () => {
      await expectThumbnail(page, item);
      await expect(tileOf(page, item)).toContainText("0:02");
      await tileOf(page, item).click();
      const viewer = page.getByRole("dialog");
      await expect(viewer.getByRole("link", { name: "Original file" })).toHaveAttribute("href", new RegExp(`\\.${fixture.extension}$`));
      // The copy is made one video at a time in the background; the open viewer picks it up when ready.
      const player = viewer.locator("video");
      await expect(player).toHaveAttribute("src", /-play\.mp4$/, { timeout: 90_000 });
      await player.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
      await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);

      const { name, file, bytes } = await download(page, viewer);
      expect(name).toBe(`marrakech-${item.id}.mp4`);
      expect(bytes.toString("latin1", 4, 8)).toBe("ftyp");
      expect(probedCodecs(file).sort()).toEqual(["aac", "h264"]);
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
    });
  }
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { e2eDeletePassword } from "../../playwright.config";
import { disguisedHtml, jpeg, video } from "../fixtures/media";
import { clip, heic } from "../fixtures/phone-media";
import { waitForHydration } from "./screens-helpers";

// One shared server: these tests build on each other's gallery, in order.
test.describe.configure({ mode: "serial" });

const fileInput = (page: Page) => page.getByLabel("Choose photos or videos");
const tiles = (page: Page) => page.getByRole("button", { name: /^(Open|Select) (Photo|Video) \d+/ });
const toastWith = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("shows loading text first, then the empty state without a Delete Photos button", async ({ page, request }) => {
  const html = await (await request.get("/gallery")).text();
  expect(html).toContain("Loading photos...");

  await page.goto("/gallery");
  await expect(page).toHaveTitle(/Photo & Video Gallery/);
  await expect(page.getByRole("heading", { level: 1, name: "Photo & Video Gallery" })).toBeVisible();
  await expect(page.getByText("No photos yet! Be the first to share your Marrakech memories.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Photos" })).toHaveCount(0);
  await expect(fileInput(page)).toHaveAttribute("accept", "image/*,video/*");
});

test("refuses more than 10 files and files over 50MB before uploading anything", async ({ page }) => {
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/photos/upload")) uploads.push(request.url());
  });
  await page.goto("/gallery");
  await expect(page.getByText(/No photos yet/)).toBeVisible();

  const tiny = await jpeg();
  await fileInput(page).setInputFiles(
    Array.from({ length: 11 }, (_, index) => ({ name: `p${index}.jpg`, mimeType: "image/jpeg", buffer: tiny })),
  );
  await expect(toastWith(page, "Too many files")).toContainText("You can only upload 10 files at a time");

  const big = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "goat-big-")), "huge.mp4");
  fs.writeFileSync(big, "");
  fs.truncateSync(big, 51 * 1024 * 1024);
  try {
    await fileInput(page).setInputFiles(big);
    await expect(toastWith(page, "File too large")).toContainText("Files must be smaller than 50MB");
  } finally {
    fs.rmSync(path.dirname(big), { recursive: true, force: true });
  }
  expect(uploads).toEqual([]);
});

test("uploads a photo and a video with progress, then lists them with the name and a play badge", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page.getByText(/No photos yet/)).toBeVisible();
  // Holding each PUT a moment makes the in-progress state observable.
  await page.route("**/api/photos/uploads/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const saves: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/photos") saves.push(request.postDataJSON());
  });

  await page.getByLabel("Your name (optional)").fill("  Amina ");
  await fileInput(page).setInputFiles([
    { name: "riad.jpg", mimeType: "image/jpeg", buffer: await jpeg({ width: 800, height: 600 }) },
    { name: "camel.mp4", mimeType: "video/mp4", buffer: video("mp4") },
  ]);
  const busy = page.getByRole("button", { name: "Uploading..." });
  await expect(busy).toBeDisabled();
  await expect(page.getByRole("progressbar", { name: "Uploading riad.jpg" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Uploading camel.mp4" })).toBeVisible();

  await expect(toastWith(page, "Success!")).toContainText("All 2 files have been uploaded to the gallery");
  await expect(page.getByRole("button", { name: "Upload Photos & Videos" })).toBeEnabled();
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: /^Open Video \d+ shared by Amina$/ })).toContainText("Video");
  await expect(page.getByText("by Amina")).toHaveCount(2);
  expect(saves).toHaveLength(2);
  for (const body of saves) expect(body).toMatchObject({ objectPath: expect.stringContaining("/api/photos/uploads/"), uploaderName: "Amina" });
});

test("shows the upload failure for a file that is not a photo or video", async ({ page }) => {
  await page.goto("/gallery");
  await expect(tiles(page)).toHaveCount(2);
  await fileInput(page).setInputFiles({ name: "fake.jpg", mimeType: "image/jpeg", buffer: disguisedHtml });
  await expect(toastWith(page, "Upload failed for fake.jpg")).toBeVisible();
  await expect(tiles(page)).toHaveCount(2);
});

test("the viewer opens at the clicked item, moves with keys, stops at the ends and downloads", async ({ page }) => {
  await page.goto("/gallery");
  await expect(tiles(page)).toHaveCount(2);
  // Newest first: the video, then the photo.
  const videoTile = page.getByRole("button", { name: /^Open Video (\d+)/ });
  const videoId = /Video (\d+)/.exec((await videoTile.getAttribute("aria-label"))!)![1];
  const photoId = /Photo (\d+)/.exec((await page.getByRole("button", { name: /^Open Photo/ }).getAttribute("aria-label"))!)![1];

  await page.getByRole("button", { name: /^Open Photo/ }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toContainText("2 of 2");
  await expect(viewer.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText("2 of 2");

  const photoDownload = page.waitForEvent("download");
  await viewer.getByRole("button", { name: "Download" }).click();
  expect((await photoDownload).suggestedFilename()).toBe(`marrakech-${photoId}.jpg`);

  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toContainText("1 of 2");
  await expect(viewer.locator("video")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Previous" })).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toContainText("1 of 2");

  const videoDownload = page.waitForEvent("download");
  await viewer.getByRole("button", { name: "Download" }).click();
  expect((await videoDownload).suggestedFilename()).toBe(`marrakech-${videoId}.mp4`);

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

test("a failed download says so", async ({ page }) => {
  await page.goto("/gallery");
  await page.route("**/objects/**", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: /^Open Photo/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Download" }).click();
  await expect(toastWith(page, "Failed to download file. Please try again.")).toBeVisible();
});

test("deletion: password dialog, wrong then right password, selection, delete, cancel", async ({ page }) => {
  await page.goto("/gallery");
  await expect(tiles(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Photos" }).click();

  const dialog = page.getByRole("dialog");
  const continueButton = dialog.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel("Password").fill("not-the-password");
  await expect(continueButton).toBeEnabled();
  await dialog.getByLabel("Password").press("Enter");
  await expect(toastWith(page, "Incorrect password. Please try again.")).toBeVisible();
  await expect(dialog).toBeVisible();

  await page.route("**/api/photos/verify-password", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await dialog.getByLabel("Password").fill(e2eDeletePassword);
  await continueButton.click();
  await expect(dialog.getByRole("button", { name: "Verifying..." })).toBeDisabled();
  await expect(toastWith(page, "Selection Mode")).toContainText("Click photos to select them for deletion");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete Photos" })).toHaveCount(0);

  const deleteSelected = page.getByRole("button", { name: "Delete Selected" });
  await expect(deleteSelected).toBeDisabled();
  const first = tiles(page).first();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "false");
  await expect(deleteSelected).toBeDisabled();

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Delete Photos" })).toBeVisible();
  await expect(tiles(page).first()).not.toHaveAttribute("aria-pressed");

  await page.getByRole("button", { name: "Delete Photos" }).click();
  await expect(page.getByRole("dialog").getByLabel("Password")).toHaveValue("");
  await page.getByRole("dialog").getByLabel("Password").fill(e2eDeletePassword);
  await page.getByRole("dialog").getByLabel("Password").press("Enter");
  await expect(toastWith(page, "Selection Mode")).toBeVisible();
  await page.route("**/api/photos/*", async (route) => {
    if (route.request().method() === "DELETE") await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await tiles(page).nth(0).click();
  await tiles(page).nth(1).click();
  await page.getByRole("button", { name: "Delete Selected" }).click();
  await expect(page.getByRole("button", { name: "Deleting..." })).toBeDisabled();
  await expect(toastWith(page, "2 item(s) deleted successfully")).toBeVisible();
  await expect(page.getByText("No photos yet! Be the first to share your Marrakech memories.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Photos" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete Selected" })).toHaveCount(0);
});

// What phones make: Chromium decodes neither HEIC nor HEVC, so these prove the
// server's conversions (preview and download JPEG, H.264 playback copy).
test("an iPhone's HEIC photo and HEVC video show, play and download in Chromium", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/gallery");
  await expect(page.getByText(/No photos yet/)).toBeVisible();
  await fileInput(page).setInputFiles([
    { name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: await heic({ bitDepth: 8 }) },
    { name: "IMG_0002.MOV", mimeType: "video/quicktime", buffer: clip("hevc-mov", { seconds: 3 }) },
  ]);
  await expect(toastWith(page, "Success!")).toBeVisible();
  await expect(tiles(page)).toHaveCount(2);

  // Tiles turn from "being prepared" into real thumbnails without a reload.
  const photoTile = page.getByRole("button", { name: /^Open Photo/ });
  const thumbnail = photoTile.locator("img");
  await expect(thumbnail).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: /^Open Video/ })).toContainText("0:03", { timeout: 60_000 });

  await photoTile.click();
  const viewer = page.getByRole("dialog");
  const preview = viewer.getByRole("img", { name: /^Photo \d+/ });
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const photoDownload = page.waitForEvent("download");
  await viewer.getByRole("button", { name: "Download" }).click();
  const savedPhoto = await photoDownload;
  expect(savedPhoto.suggestedFilename()).toMatch(/^marrakech-\d+\.jpg$/);
  expect([...fs.readFileSync((await savedPhoto.path())!).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  await expect(viewer.getByRole("link", { name: "Original file" })).toHaveAttribute("href", /\.heic$/);

  await page.keyboard.press("ArrowLeft");
  const player = viewer.locator("video");
  await expect(player).toHaveAttribute("src", /-play\.mp4$/);
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
  const videoDownload = page.waitForEvent("download");
  await viewer.getByRole("button", { name: "Download" }).click();
  const savedVideo = await videoDownload;
  expect(savedVideo.suggestedFilename()).toMatch(/^marrakech-\d+\.mp4$/);
  expect(fs.readFileSync((await savedVideo.path())!).toString("latin1", 4, 8)).toBe("ftyp");

  // Closing gives focus back to the tile of the item last shown.
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page.getByRole("button", { name: /^Open Video/ })).toBeFocused();
});

test("a thumbnail that fails to load shows a designed tile, never a broken image", async ({ page }) => {
  await page.route("**/objects/*-thumb.webp", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/gallery");
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.getByRole("img", { name: "Preview not available" })).toHaveCount(2);
  await expect(page.locator("main img")).toHaveCount(0);
});

test("axe finds no violation on the gallery with items, in normal and selection mode", async ({ page }) => {
  await page.goto("/gallery");
  await waitForHydration(page);
  await expect(tiles(page)).toHaveCount(2);
  // Enough rows for the page to scroll past the selection bar.
  const tiny = await jpeg({ width: 120, height: 90 });
  await fileInput(page).setInputFiles(Array.from({ length: 10 }, (_, index) => ({ name: `r${index}.jpg`, mimeType: "image/jpeg", buffer: tiny })));
  await expect(tiles(page)).toHaveCount(12, { timeout: 20_000 });
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }));
  expect(await violations()).toEqual([]);

  await page.getByRole("button", { name: "Delete Photos" }).click();
  await page.getByRole("dialog").getByLabel("Password").fill(e2eDeletePassword);
  await page.getByRole("dialog").getByLabel("Password").press("Enter");
  const bar = page.getByRole("region", { name: "Selection" });
  // Focus moves to the selection bar once the password dialog closes.
  await expect(bar).toBeFocused();
  await tiles(page).first().click();
  await expect(bar).toContainText("1 selected");
  // Scrolled down to the last tile, well past where the bar sits in the page, it is still on screen under the navbar.
  await page.setViewportSize({ width: 1280, height: 480 });
  const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await tiles(page).last().scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(barTop + 100);
  await expect(bar).toBeInViewport();
  await expect(page.getByRole("status").filter({ hasText: "Selection Mode" })).toBeHidden({ timeout: 10_000 });
  expect(await violations()).toEqual([]);
});

const listedCount = async (page: Page) => ((await (await page.request.get("/api/photos")).json()) as unknown[]).length;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** What the gallery serves for each listed item, as hashes. */
async function servedHashes(page: Page): Promise<string[]> {
  const listed = (await (await page.request.get("/api/photos")).json()) as { objectPath: string }[];
  return Promise.all(listed.map(async (item) => sha256(await (await page.request.get(item.objectPath)).body())));
}

test("a connection drop during file 2 of 3 is resumed on its own: all 3 saved, bytes identical", async ({ page }) => {
  const before = await listedCount(page);
  await page.goto("/gallery");
  await expect(tiles(page)).toHaveCount(before);
  // File 2 is larger than one 8 MB chunk, so its second chunk is the one cut off.
  const files = [
    { name: "dunes.jpg", mimeType: "image/jpeg", buffer: await jpeg({ width: 320, height: 240 }) },
    { name: "souk.jpg", mimeType: "image/jpeg", buffer: Buffer.concat([await jpeg({ width: 300, height: 200 }), randomBytes(9 * 1024 * 1024)]) },
    { name: "riad-pool.jpg", mimeType: "image/jpeg", buffer: await jpeg({ width: 200, height: 300 }) },
  ];
  const cut: string[] = [];
  await page.route("**/api/photos/uploads/**", async (route) => {
    const range = route.request().headers()["content-range"] ?? "";
    if (cut.length === 0 && /^bytes 8388608-/.test(range)) {
      cut.push(range);
      await route.abort("connectionreset");
      return;
    }
    await route.continue();
  });
  const saves: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && new URL(response.url()).pathname === "/api/photos") saves.push(response.status());
  });

  await fileInput(page).setInputFiles(files);
  // The first file is in the gallery before the others are done.
  await expect(tiles(page)).toHaveCount(before + 1);
  await expect(toastWith(page, "Success!")).toContainText("All 3 files have been uploaded to the gallery", { timeout: 20_000 });
  await expect(tiles(page)).toHaveCount(before + 3);
  expect(cut).toHaveLength(1);
  expect(saves).toEqual([201, 201, 201]);
  expect(await servedHashes(page)).toEqual(expect.arrayContaining(files.map((file) => sha256(file.buffer))));
});

test("a file the server always refuses does not stop the batch; the toast names it", async ({ page }) => {
  const before = await listedCount(page);
  await page.goto("/gallery");
  await expect(tiles(page)).toHaveCount(before);
  await fileInput(page).setInputFiles([
    { name: "medina.jpg", mimeType: "image/jpeg", buffer: await jpeg({ width: 120, height: 90 }) },
    { name: "not-a-photo.jpg", mimeType: "image/jpeg", buffer: disguisedHtml },
    { name: "camel.mp4", mimeType: "video/mp4", buffer: video("mp4") },
  ]);
  await expect(toastWith(page, "Error")).toContainText("2 of 3 files saved. Upload failed for not-a-photo.jpg");
  await expect(tiles(page)).toHaveCount(before + 2);
});

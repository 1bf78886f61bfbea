import { expect, test, type Locator, type Page } from "@playwright/test";
import { startBuiltServer, type BuiltServer } from "../../scripts/lib/built-server";
import { jpegTakenAt } from "../fixtures/media";
import { holdScripts, waitForHydration } from "./screens-helpers";

// Its own server and folders: these tests fill an album, which the shared
// server's gallery tests expect to start empty.
test.describe.configure({ mode: "serial" });

let server: BuiltServer;
const ids: Record<"dayThree" | "daySix" | "alsoDaySix", number> = { dayThree: 0, daySix: 0, alsoDaySix: 0 };

/** The spec's three calls, as a guest's phone makes them. */
async function register(body: Buffer, uploaderName: string): Promise<number> {
  const { uploadURL } = (await (await fetch(`${server.url}/api/photos/upload-url`, { method: "POST" })).json()) as { uploadURL: string };
  const put = await fetch(`${server.url}${uploadURL}`, { method: "PUT", body: new Uint8Array(body), headers: { "Content-Type": "image/jpeg" } });
  expect(put.status).toBe(200);
  const saved = await fetch(`${server.url}/api/photos`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ objectPath: uploadURL, uploaderName }),
  });
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { id: number }).id;
}

const tile = (page: Page | Locator, id: number) => page.getByRole("button", { name: new RegExp(`^Open Photo ${id}\\b`) });

test.beforeAll(async () => {
  server = await startBuiltServer();
  ids.dayThree = await register(await jpegTakenAt("2025:11:24 18:30:00", "+01:00"), "Amina");
  ids.daySix = await register(await jpegTakenAt("2025:11:27 10:00:00"), "Youssef");
  ids.alsoDaySix = await register(await jpegTakenAt("2025:11:27 16:00:00", "+01:00"), "Amina");
});
test.afterAll(async () => {
  await server?.stop();
});

test("photos taken on Nov 24 and Nov 27 appear under Day 3 and Day 6", async ({ page }) => {
  await page.goto(`${server.url}/gallery`);
  const dayThree = page.getByRole("region", { name: "Day 3 · Nov 24 · Desert Fun" });
  const daySix = page.getByRole("region", { name: /^Day 6 · Nov 27 · / });
  await expect(tile(dayThree, ids.dayThree)).toBeVisible();
  await expect(tile(daySix, ids.daySix)).toBeVisible();
  await expect(tile(daySix, ids.alsoDaySix)).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^(Day \d|Before|After)/ })).toHaveText([/^Day 3 ·/, /^Day 6 ·/]);
});

test("day and guest filters are links with shareable addresses, and the viewer follows the filtered order", async ({ page }) => {
  await page.goto(`${server.url}/gallery`);
  await expect(tile(page, ids.dayThree)).toBeVisible();

  await page.getByRole("navigation", { name: "Filter by day" }).getByRole("link", { name: "Day 6" }).click();
  await expect(page).toHaveURL(`${server.url}/gallery?day=6`);
  await expect(page.getByRole("button", { name: /^Open Photo/ })).toHaveCount(2);
  await expect(tile(page, ids.dayThree)).toHaveCount(0);

  // Newest first within the day: the 16:00 photo, then the 10:00 one; the viewer stops at the filtered end.
  await tile(page, ids.alsoDaySix).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toContainText("1 of 2");
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText("2 of 2");
  await expect(viewer.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.keyboard.press("Escape");

  await page.getByRole("navigation", { name: "Filter by guest" }).getByRole("link", { name: "Amina" }).click();
  await expect(page).toHaveURL(`${server.url}/gallery?day=6&by=Amina`);
  await expect(page.getByRole("button", { name: /^Open Photo/ })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Download Day 6 (zip)" })).toHaveAttribute(
    "href",
    "/api/photos/archive.zip?day=6&uploader=Amina",
  );

  // A full page load of a shared address shows the same choice.
  await page.goto(`${server.url}/gallery?by=Amina`);
  await expect(page.getByRole("button", { name: /^Open Photo/ })).toHaveCount(2);
  await expect(page.getByRole("navigation", { name: "Filter by guest" }).getByRole("link", { name: "Amina" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the filters work as plain links without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/gallery`);
  await page.getByRole("navigation", { name: "Filter by day" }).getByRole("link", { name: "Day 3" }).click();
  await expect(page).toHaveURL(`${server.url}/gallery?day=3`);
  await expect(page.getByRole("navigation", { name: "Filter by day" }).getByRole("link", { name: "Day 3" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await context.close();
});

test("each day page shows a strip of that day's photos linking to the filtered gallery", async ({ page }) => {
  await page.goto(`${server.url}/day/6`);
  const strip = page.getByRole("region", { name: "Photos from Day 6" });
  await expect(strip.getByRole("link", { name: /^Photo \d+ by \w+, in the gallery$/ })).toHaveCount(2);
  await expect(strip.locator("img")).toHaveCount(2);
  await expect(strip.getByRole("link", { name: "See all 2 in the gallery" })).toHaveAttribute("href", "/gallery?day=6");
  await page.goto(`${server.url}/day/0`);
  await expect(page.getByRole("region", { name: "Photos from Day 0" })).toContainText("No photos from this day yet");
});

test("the slideshow shows a photo registered through the API within 15 s, with keys and a QR code", async ({ page }) => {
  await page.goto(`${server.url}/slideshow?day=6`);
  const show = page.getByRole("region", { name: "Slideshow" });
  await expect(show.locator("img[data-photo-id]")).toBeVisible();
  await expect(show.getByRole("img", { name: `QR code for ${server.url}/gallery` })).toBeVisible();
  await expect(show).toContainText(/of 2/);

  const fresh = await register(await jpegTakenAt("2025:11:27 21:00:00", "+01:00"), "Leila");
  await expect(show.locator(`img[data-photo-id="${fresh}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(show).toContainText("by Leila");
  await expect(show).toContainText(/of 3/);

  await page.keyboard.press(" ");
  await expect(show).toContainText("paused");
  await page.keyboard.press("ArrowRight");
  await expect(show.locator(`img[data-photo-id="${fresh}"]`)).toHaveCount(0);
  await page.keyboard.press("ArrowLeft");
  await expect(show.locator(`img[data-photo-id="${fresh}"]`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(`${server.url}/gallery?day=6`);
});

test.describe("the Today card", () => {
  // The visitor's own zone must not matter: Morocco's date decides.
  test.use({ timezoneId: "America/Los_Angeles" });

  test("at noon in Morocco on Nov 25, 2025 it names Day 4 and links to it", async ({ page }) => {
    await page.clock.install({ time: Date.parse("2025-11-25T11:00:00Z") });
    await page.goto(`${server.url}/`);
    const card = page.getByRole("region", { name: "Today on the trip" });
    await expect(card).toContainText("Day 4: Gardens & Souks");
    await expect(card).toContainText("Next: 14:30 · Guided Souk Shopping");
    await expect(card.getByRole("link", { name: "Today's plan" })).toHaveAttribute("href", "/day/4");
    await expect(card.getByRole("link", { name: "Today's photos" })).toHaveAttribute("href", "/gallery?day=4");
  });

  test("the day's card shows before any script has loaded, and the hero does not move when they run", async ({ page }) => {
    await page.clock.install({ time: Date.parse("2025-11-25T11:00:00Z") });
    // The bundle waits until the first paint has been checked: a slow phone's order of events.
    const releaseScripts = await holdScripts(page);
    await page.goto(`${server.url}/`, { waitUntil: "commit" });
    const card = page.getByRole("region", { name: "Today on the trip" });
    await expect(card).toContainText("Day 4: Gardens & Souks");
    await expect(page.getByRole("region", { name: "After the trip" })).toHaveCount(0);
    const title = page.getByRole("heading", { level: 1 });
    const before = await title.boundingBox();

    releaseScripts();
    await waitForHydration(page);
    await expect(card).toContainText("Next: 14:30 · Guided Souk Shopping");
    expect(await title.boundingBox()).toEqual(before);
  });

  test("after the trip it links to the album and the slideshow; before it, it is absent", async ({ page }) => {
    await page.clock.install({ time: Date.parse("2025-12-03T12:00:00Z") });
    await page.goto(`${server.url}/`);
    const card = page.getByRole("region", { name: "After the trip" });
    await expect(card.getByRole("link", { name: "The album" })).toHaveAttribute("href", "/gallery");
    await expect(card.getByRole("link", { name: "The slideshow" })).toHaveAttribute("href", "/slideshow");

    await page.clock.setSystemTime(Date.parse("2025-11-10T12:00:00Z"));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: /Today on the trip|After the trip/ })).toHaveCount(0);
  });
});

import { type Page, test as base, expect } from "@playwright/test";
import { chromiumLaunchOptions } from "../../playwright.config";
import { waitForHydration } from "./screens-helpers";

// Chromium's autoplay policy decides whether music may start before the guest
// interacts; the tests pin it so they do not depend on a build's default.
const launchWithAutoplay = (policy: "no-user-gesture-required" | "user-gesture-required") => ({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, `--autoplay-policy=${policy}`],
});

// A phone, where the mute button and the chat launcher compete for room.
const phone = { width: 360, height: 740 };

const test = base.extend<{ pageWithoutAutoplay: Page; touchPageWithoutAutoplay: Page }>({
  // A browser of its own: launch options are fixed per worker.
  pageWithoutAutoplay: async ({ playwright, baseURL }, use) => {
    const browser = await playwright.chromium.launch(launchWithAutoplay("user-gesture-required"));
    const context = await browser.newContext({ baseURL, viewport: phone });
    await use(await context.newPage());
    await browser.close();
  },
  touchPageWithoutAutoplay: async ({ playwright, baseURL }, use) => {
    const browser = await playwright.chromium.launch(launchWithAutoplay("user-gesture-required"));
    const context = await browser.newContext({ baseURL, viewport: phone, hasTouch: true, isMobile: true });
    await use(await context.newPage());
    await browser.close();
  },
});

test.use({ viewport: phone, launchOptions: launchWithAutoplay("no-user-gesture-required") });

type MusicState = { paused: boolean; src: string | null; time: number };

function music(page: Page): Promise<MusicState> {
  return page
    .getByTestId("section-music")
    .evaluate((audio: HTMLAudioElement) => ({ paused: audio.paused, src: audio.getAttribute("src"), time: audio.currentTime }));
}

async function expectPlaying(page: Page, src: string): Promise<MusicState> {
  await expect.poll(async () => (await music(page)).src).toBe(src);
  await expect.poll(async () => (await music(page)).paused).toBe(false);
  const start = (await music(page)).time;
  await expect.poll(async () => (await music(page)).time).toBeGreaterThan(start);
  return music(page);
}

/** Client-side navigation through the mobile menu, as a guest would do it. */
async function openFromMenu(page: Page, link: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Trip pages" }).getByRole("link", { name: link }).click();
}

/** Preloading starts a while after the autoplay attempt; once it runs, the attempt has been made. */
function preloadingStarted(page: Page): Promise<unknown> {
  return page.waitForRequest((request) => request.url().endsWith("/audio/budget.webm"));
}

/** Gives a wrongly started track the time to report itself before saying it stayed paused. */
async function stillSilent(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  expect((await music(page)).paused).toBe(true);
}

const muteButton = (page: Page) => page.getByRole("button", { name: "Mute music" });
const unmuteButton = (page: Page) => page.getByRole("button", { name: "Unmute music" });

test.describe("the mute button", () => {
  test("is among the first five Tab stops, right after the skip link", async ({ page }) => {
    await page.goto("/");
    const stops: string[] = [];
    for (let stop = 0; stop < 5; stop += 1) {
      await page.keyboard.press("Tab");
      stops.push(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? ""));
    }
    expect(stops.slice(0, 2)).toEqual(["Skip to content", "Mute music"]);
    await expect(muteButton(page)).toBeVisible();
  });

  test("sits round at the bottom left of every page, clear of a bottom-right chat launcher", async ({ page }) => {
    const viewport = phone;
    for (const path of ["/", "/day/3", "/faq", "/gallery", "/no-such-page"]) {
      await page.goto(path);
      const button = muteButton(page);
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box, path).not.toBeNull();
      if (!box) continue;
      expect(box.width, path).toBeGreaterThanOrEqual(44);
      expect(box.height, path).toBeGreaterThanOrEqual(44);
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      // A launcher about 64 px wide at the right edge starts past the middle of the screen.
      expect(box.x + box.width, path).toBeLessThanOrEqual(viewport.width / 2);
      expect(box.y, path).toBeGreaterThan(viewport.height / 2);
      expect(box.y + box.height, path).toBeLessThanOrEqual(viewport.height);
      const radius = await button.evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius));
      expect(radius, path).toBeGreaterThanOrEqual(box.width / 2);
    }
  });

  test("says what it will do, and aria-pressed tells whether music is muted", async ({ page }) => {
    await page.goto("/");
    await expect(muteButton(page)).toHaveAttribute("aria-pressed", "false");
    await waitForHydration(page);
    await muteButton(page).click();
    await expect(unmuteButton(page)).toHaveAttribute("aria-pressed", "true");
    await unmuteButton(page).click();
    await expect(muteButton(page)).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("when the browser allows autoplay", () => {
  test("the home track starts by itself; mute pauses it and unmute resumes where it was", async ({ page }) => {
    await page.goto("/");
    await expectPlaying(page, "/audio/home.webm");
    const { loop, duration } = await page
      .getByTestId("section-music")
      .evaluate((audio: HTMLAudioElement) => ({ loop: audio.loop, duration: audio.duration }));
    expect(loop).toBe(true);
    expect(duration).toBeGreaterThanOrEqual(30);
    expect(duration).toBeLessThanOrEqual(60);

    await muteButton(page).click();
    await expect.poll(async () => (await music(page)).paused).toBe(true);
    const mutedAt = (await music(page)).time;

    await unmuteButton(page).click();
    await expect.poll(async () => (await music(page)).paused).toBe(false);
    expect((await music(page)).time).toBeGreaterThanOrEqual(mutedAt);
  });

  test("a change of section rewinds and switches the track; within a section it keeps playing", async ({ page }) => {
    await page.goto("/");
    await expectPlaying(page, "/audio/home.webm");
    await expect.poll(async () => (await music(page)).time).toBeGreaterThan(1.5);
    const homeTime = (await music(page)).time;

    await openFromMenu(page, /^Day 2 - /);
    await expect(page).toHaveURL(/\/day\/2$/);
    await expect.poll(async () => (await music(page)).src).toBe("/audio/itinerary.webm");
    expect((await music(page)).time).toBeLessThan(homeTime);
    const onDay2 = await expectPlaying(page, "/audio/itinerary.webm");

    await openFromMenu(page, /^Day 3 - /);
    await expect(page).toHaveURL(/\/day\/3$/);
    const onDay3 = await music(page);
    expect(onDay3).toMatchObject({ paused: false, src: "/audio/itinerary.webm" });
    expect(onDay3.time).toBeGreaterThanOrEqual(onDay2.time);

    await openFromMenu(page, "Dinners");
    const onDinners = await expectPlaying(page, "/audio/stays.webm");
    await openFromMenu(page, "Transportation");
    await expect(page).toHaveURL(/\/transportation$/);
    expect((await music(page)).time).toBeGreaterThanOrEqual(onDinners.time);
  });

  test("the gallery and unknown pages pause the music; coming back starts the track afresh", async ({ page }) => {
    await page.goto("/");
    await expectPlaying(page, "/audio/home.webm");

    await openFromMenu(page, "Photo Gallery");
    await expect(page).toHaveURL(/\/gallery$/);
    await expect.poll(async () => (await music(page)).paused).toBe(true);
    expect((await music(page)).time).toBe(0);

    await openFromMenu(page, "Budget");
    await expectPlaying(page, "/audio/budget.webm");
  });

  test("the mute choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await expectPlaying(page, "/audio/home.webm");
    await muteButton(page).click();

    const attempted = preloadingStarted(page);
    await page.reload();
    await expect(unmuteButton(page)).toHaveAttribute("aria-pressed", "true");
    await attempted;
    expect((await music(page)).paused).toBe(true);

    // Muted from the start, the page never learnt whether autoplay is allowed;
    // the button alone does not start music, a click on the page does.
    await unmuteButton(page).click();
    await stillSilent(page);
    await page.getByRole("heading", { level: 1 }).click();
    await expectPlaying(page, "/audio/home.webm");
  });

  test("tracks are preloaded, but only after the page itself has loaded", async ({ page }) => {
    const events: string[] = [];
    page.on("load", () => events.push("load"));
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/audio/")) events.push(pathname);
    });
    await page.goto("/");
    const trackFiles = ["home", "itinerary", "stays", "explore", "budget"].map((name) => `/audio/${name}.webm`);
    await expect.poll(() => trackFiles.filter((file) => !events.includes(file))).toEqual([]);
    const firstTrackRequest = events.findIndex((event) => event.startsWith("/audio/"));
    expect(events.indexOf("load")).toBeGreaterThanOrEqual(0);
    expect(events.indexOf("load")).toBeLessThan(firstTrackRequest);
  });
});

test.describe("when the browser blocks autoplay", () => {
  test("the music waits silently, and the first click anywhere starts it", async ({ pageWithoutAutoplay: page }) => {
    // Silently: the refused autoplay leaves no error behind, and every track file is served.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("response", (response) => {
      if (response.url().includes("/audio/") && response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });

    const attempted = preloadingStarted(page);
    await page.goto("/");
    await attempted;
    expect(await music(page)).toMatchObject({ paused: true, src: "/audio/home.webm" });
    await expect(muteButton(page)).toBeVisible();

    await page.getByRole("heading", { level: 1 }).click();
    await expectPlaying(page, "/audio/home.webm");
    expect(errors).toEqual([]);
  });

  test("the mute button never starts the music: muting and unmuting leave it waiting for the page", async ({ pageWithoutAutoplay: page }) => {
    const attempted = preloadingStarted(page);
    await page.goto("/");
    await attempted;

    await muteButton(page).click();
    await expect(unmuteButton(page)).toBeVisible();
    expect((await music(page)).paused).toBe(true);

    await unmuteButton(page).click();
    await expect(muteButton(page)).toBeVisible();
    await stillSilent(page);

    await page.getByRole("heading", { level: 1 }).click();
    await expectPlaying(page, "/audio/home.webm");
  });

  test("Tab, the menu and the chat leave it silent; a tap on the page content starts it", async ({ touchPageWithoutAutoplay: page }) => {
    const attempted = preloadingStarted(page);
    await page.goto("/");
    await attempted;

    for (let stop = 0; stop < 4; stop += 1) await page.keyboard.press("Tab");
    await stillSilent(page);

    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("navigation", { name: "Trip pages" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await page.getByRole("button", { name: "Ask Rupa the Goat for help" }).tap();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close chat" }).tap();
    await stillSilent(page);

    await page.getByRole("heading", { level: 1 }).tap();
    await expectPlaying(page, "/audio/home.webm");
  });

  test("the menu's links do not start it either: the next section waits for the page too", async ({ pageWithoutAutoplay: page }) => {
    const attempted = preloadingStarted(page);
    await page.goto("/");
    await attempted;
    await openFromMenu(page, "Budget");
    await expect(page).toHaveURL(/\/budget$/);
    await expect.poll(async () => (await music(page)).src).toBe("/audio/budget.webm");
    await stillSilent(page);

    await page.getByRole("heading", { level: 1 }).click();
    await expectPlaying(page, "/audio/budget.webm");
  });
});

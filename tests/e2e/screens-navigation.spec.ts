import { expect, test } from "@playwright/test";
import { days } from "../../app/content/days";
import { expectScrolledToTop, holdScripts, waitForHydration } from "./screens-helpers";

const sections = [
  { label: "Dinners", path: "/dinners", heading: "Featured Dining Experiences" },
  { label: "Accommodations", path: "/accommodations", heading: "Where We Stay" },
  { label: "Transportation", path: "/transportation", heading: "Coming Soon" },
  { label: "Map", path: "/map", heading: "Marrakech Map" },
  { label: "Budget", path: "/budget", heading: "Budget Guide" },
  { label: "FAQ", path: "/faq", heading: "Frequently Asked Questions" },
];

const dayDate = (day: number) => `Nov ${21 + day}`;

test.describe("desktop navbar", () => {
  test("the itinerary dropdown lists the ten days with their themes and navigates", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Day by Day Itinerary" }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveCount(10);
    for (const day of days) {
      await expect(items.nth(day.day)).toContainText(`Day ${day.day} - ${dayDate(day.day)}`);
      await expect(items.nth(day.day)).toContainText(day.theme);
    }
    await items.filter({ hasText: "Day 4 - Nov 25" }).click();
    await expect(page).toHaveURL(/\/day\/4$/);
    await expect(page.getByRole("heading", { level: 1, name: "Gardens & Souks" })).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("the itinerary dropdown works from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Day by Day Itinerary" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    // Opened from the keyboard, the menu moves focus to its first day once it is ready.
    await expect(page.getByRole("menuitem", { name: /Day 0 - Nov 21/ })).toBeFocused();
    // One key at a time, as a person types: each arrow moves one day down.
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitem", { name: /Day 9 - Nov 30/ })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(page.getByRole("menuitem", { name: /Day 0 - Nov 21/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /Day 1 - Nov 22/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /Day 2 - Nov 23/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/day\/2$/);
  });

  test("section links and the logo reach their pages", async ({ page }) => {
    await page.goto("/day/5");
    await waitForHydration(page);
    const main = page.getByRole("navigation", { name: "Main" });
    for (const section of sections) {
      await main.getByRole("link", { name: section.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: section.heading })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Photo Gallery" })).toHaveAttribute("href", "/gallery");
    await page.getByRole("banner").getByRole("link", { name: "Golden Goat Getaway" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the navbar is transparent at the top and solid once scrolled more than 20 px", async ({ page }) => {
    await page.goto("/budget");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    await expect(header).not.toHaveCSS("border-bottom-color", "rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("nothing starts hidden behind the fixed navbar", async ({ page }) => {
    for (const path of ["/", "/budget", "/day/3"]) {
      await page.goto(path);
      const navbarBottom = (await page.getByRole("banner").boundingBox())!;
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(navbarBottom.y + navbarBottom.height);
    }
  });
});

test.describe("scroll to top", () => {
  test("every client navigation starts at the top of the new page", async ({ page }) => {
    await page.goto("/budget");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expectScrolledToTop(page);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dinners" }).click();
    await expect(page).toHaveURL(/\/dinners$/);
    await expectScrolledToTop(page);

    await page.evaluate(() => window.scrollTo(0, 800));
    await page.getByRole("button", { name: "Day by Day Itinerary" }).click();
    await page.getByRole("menuitem", { name: /Day 6/ }).click();
    await expect(page).toHaveURL(/\/day\/6$/);
    await expectScrolledToTop(page);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens a scrollable list of every day and section, navigates and closes", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Trip pages" });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu).toHaveCSS("max-height", `${0.8 * 740}px`);
    await expect(menu).toHaveCSS("overflow-y", "auto");
    for (const day of days) {
      await expect(menu.getByRole("link", { name: new RegExp(`^Day ${day.day} - ${dayDate(day.day)}`) })).toContainText(
        day.theme,
      );
    }
    for (const label of ["Dinners", "Accommodations", "Transportation", "Photo Gallery", "Map", "Budget", "FAQ"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeAttached();
    }

    await menu.getByRole("link", { name: /Day 3 - Nov 24/ }).click();
    await expect(page).toHaveURL(/\/day\/3$/);
    await expect(page.getByRole("heading", { level: 1, name: "Desert Fun" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: /menu/i })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: /menu/i }).click();
    await menu.getByRole("link", { name: "Budget", exact: true }).click();
    await expect(page).toHaveURL(/\/budget$/);
    await expect(menu).toBeHidden();
  });

  test("a tap on the menu button before the page's scripts have arrived opens the menu when they do", async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto("/day/2", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Trip pages" });
    await expect(menu).toBeHidden();
    releaseScripts();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("Escape closes the menu", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    await page.getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("navigation", { name: "Trip pages" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Trip pages" })).toBeHidden();
  });
});

test("unknown paths answer 404 with a 'Page Not Found' card inside the layout", async ({ page }) => {
  const response = await page.goto("/nowhere/at/all");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page Not Found | Golden Goat Getaway");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Golden Goat Getaway" })).toBeVisible();
});

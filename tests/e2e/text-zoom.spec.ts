import { expect, test, type Page } from "@playwright/test";
import { stubMapTiles } from "./map-tiles";
import { waitForHydration } from "./screens-helpers";

// "Text size: 200%" in the browser's settings: the default font size goes from
// 16 px to 32 px, which scales rem-based sizes and the rem breakpoints alike.
async function doubleTheTextSize(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

const pages = ["/", "/day/3", "/map", "/budget", "/dinners", "/accommodations", "/faq", "/gallery"];

for (const viewport of [
  { name: "a 390 px phone", width: 390, height: 844 },
  { name: "a 1280 px desktop", width: 1280, height: 800 },
]) {
  test(`at 200% text size on ${viewport.name}, nothing scrolls sideways and the header offers the menu`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await stubMapTiles(page);
    await doubleTheTextSize(page);

    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), path).toBe("32px");
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);

      const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
      await expect(menuButton, path).toBeInViewport({ ratio: 1 });
    }

    // The menu itself opens, fits the screen, and its links wrap rather than overflow.
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Trip pages" });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const last = menu.getByRole("link", { name: "FAQ" });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await last.click();
    await expect(page).toHaveURL(/\/faq$/);
  });
}

import { expect, test, type Locator } from "@playwright/test";
import { formatUsdRange, perPersonEstimate } from "../../app/content/trip-estimate";
import { waitForHydration } from "./screens-helpers";

// How the key pages read at a phone and a desktop width. Full-page screenshots
// land in test-results/look/ for a reviewer to look at (never compared pixel by
// pixel); the assertions hold what a guest would notice.

const pages = [
  { path: "/", name: "home" },
  { path: "/day/2", name: "day-2" },
  { path: "/budget", name: "budget" },
  { path: "/accommodations", name: "accommodations" },
];

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

/** Text alignment and width of a paragraph, with the width of 72 "0" glyphs in its own font. */
async function measure(paragraph: Locator) {
  return paragraph.evaluate((element) => {
    const probe = document.createElement("span");
    probe.style.cssText = "position:absolute;visibility:hidden;width:72ch";
    element.appendChild(probe);
    const limit = probe.getBoundingClientRect().width;
    probe.remove();
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return {
      align: getComputedStyle(element).textAlign,
      width: element.getBoundingClientRect().width,
      lines: Math.round(element.getBoundingClientRect().height / lineHeight),
      limit,
    };
  });
}

for (const viewport of viewports) {
  test.describe(`look on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, name } of pages) {
      test(`${path}: screenshot, and long paragraphs read left-aligned at <= ~70 characters a line`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await page.screenshot({ path: `test-results/look/${name}-${viewport.width}.png`, fullPage: true });
        const paragraphs = page.getByRole("main").locator("p");
        const count = await paragraphs.count();
        let checked = 0;
        for (let index = 0; index < count; index += 1) {
          const paragraph = paragraphs.nth(index);
          if (!(await paragraph.isVisible())) continue;
          const { align, width, lines, limit } = await measure(paragraph);
          if (lines <= 2) continue;
          checked += 1;
          const text = (await paragraph.textContent())?.slice(0, 40);
          expect(["left", "start"], `alignment of "${text}"`).toContain(align);
          expect(width, `measure of "${text}"`).toBeLessThanOrEqual(limit + 1);
        }
        expect(checked).toBeGreaterThan(0);
      });
    }
  });
}

test("the budget page opens with the per-person estimate for the whole trip", async ({ page }) => {
  await page.goto("/budget");
  const estimate = page.getByRole("region", { name: "What the whole trip costs you" });
  await expect(estimate).toContainText(`${formatUsdRange(perPersonEstimate.typical)}per person, typical range`);
  await expect(estimate.getByRole("table", { name: "Fixed costs" })).toContainText(formatUsdRange(perPersonEstimate.fixed));
  await expect(estimate.getByRole("table", { name: "Optional extras" })).toContainText(formatUsdRange(perPersonEstimate.extras));
  const regions = page.getByRole("main").getByRole("region");
  await expect(regions.first()).toHaveAccessibleName("What the whole trip costs you");
});

test("each villa fact is shown once", async ({ page }) => {
  await page.goto("/accommodations");
  const villa = page.getByRole("region", { name: "Villa Amenities" });
  await expect(villa.getByText("13 suites", { exact: true })).toBeVisible();
  // The label stays for screen readers (it names the term) but takes no visible room.
  const shownWidth = (text: string) =>
    villa.locator("dt").getByText(text, { exact: true }).evaluate((element) => element.getBoundingClientRect().width);
  expect(await shownWidth("Suites")).toBeLessThanOrEqual(1);
  expect(await shownWidth("Check-in")).toBeGreaterThan(20);
});

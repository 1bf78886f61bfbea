import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./screens-helpers";

const routes = ["/", "/day/0", "/day/4", "/dinners", "/accommodations", "/budget", "/faq", "/map", "/transportation", "/nowhere"];

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
]) {
  test.describe(`axe on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of routes) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        await page.goto(route);
        await waitForHydration(page);
        // The map frame's content is OpenStreetMap's page, not ours.
        const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target) }));
        expect(blocking).toEqual([]);
      });
    }
  });
}

test("open menus and accordions stay accessible", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Do I need a visa?" }).click();
  await page.getByRole("button", { name: "Day by Day Itinerary" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
});

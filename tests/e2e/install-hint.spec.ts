import { expect, test } from "@playwright/test";
import { waitForHydration } from "./screens-helpers";

// A phone: touch input makes `(pointer: coarse)` match.
test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

test("on a phone, the Home Screen hint comes once the itinerary is saved, and stays dismissed", async ({ page }) => {
  const hint = page.getByRole("complementary", { name: "Keep the itinerary on your phone" });
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The first visit stays uncluttered.
  await waitForHydration(page);
  await expect(hint).toHaveCount(0);

  await page.reload();
  await expect(hint).toBeVisible();
  await expect(hint).toContainText("Add this site to your Home Screen");
  await hint.getByRole("button", { name: "Dismiss the Home Screen suggestion" }).click();
  await expect(hint).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(hint).toHaveCount(0);
});

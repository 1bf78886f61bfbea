import { expect, test } from "@playwright/test";
import { trip } from "../../app/content/trip";
import { collectErrors, waitForHydration } from "./screens-helpers";

const target = Date.parse(trip.countdownTarget);
// 12 days, 3 hours, 4 minutes and 5 seconds before the start.
const before = target - (12 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000;

function timerCells(page: import("@playwright/test").Page) {
  const timer = page.getByRole("timer", { name: "Countdown to the start of the trip" });
  return ["days", "hours", "minutes", "seconds"].map((unit) => timer.locator(`[data-countdown="${unit}"]`));
}

test("the countdown shows the real time left before any script of the page has loaded", async ({ page }) => {
  await page.clock.install({ time: before - 60_000 });
  await page.clock.pauseAt(before);
  // No bundle at all: what shows comes from the HTML and its inline script.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  const [days, hours, minutes, seconds] = timerCells(page);
  await expect(days!).toHaveText("12");
  await expect(hours!).toHaveText("03");
  await expect(minutes!).toHaveText("04");
  await expect(seconds!).toHaveText("05");
});

test("hydration keeps the filled-in countdown without an error, then ticks", async ({ page }) => {
  const errors = collectErrors(page);
  await page.clock.install({ time: before - 60_000 });
  await page.clock.pauseAt(before);
  await page.goto("/");
  await waitForHydration(page);
  const [days, , , seconds] = timerCells(page);
  await expect(days!).toHaveText("12");
  await expect(seconds!).toHaveText("05");
  await page.clock.runFor(1000);
  await expect(seconds!).toHaveText("04");
  expect(errors).toEqual([]);
});

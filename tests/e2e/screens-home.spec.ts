import { expect, test, type Page } from "@playwright/test";
import { featuredActivities } from "../../app/content/featured";
import { quotes } from "../../app/content/quotes";
import { overviewCards, trip } from "../../app/content/trip";
import { collectErrors, waitForHydration } from "./screens-helpers";

const target = Date.parse("2025-11-21T10:00:00Z"); // 11:00 in Morocco

/** Stops the page's clock at `time`, so the countdown shows exactly what that instant gives. */
async function freezeClockAt(page: Page, time: number) {
  await page.clock.install({ time: time - 60_000 });
  await page.clock.pauseAt(time);
}

function countdown(page: Page) {
  const timer = page.getByRole("timer", { name: "Countdown to the start of the trip" });
  const unit = (name: string) => timer.locator(`[data-countdown="${name}"]`);
  return { timer, days: unit("days"), hours: unit("hours"), minutes: unit("minutes"), seconds: unit("seconds") };
}

test("the home page shows the hero, quotes, overview, featured activities, tips and footer", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Golden Goat Getaway");
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByRole("heading", { level: 1, name: "Golden Goat Getaway" })).toBeVisible();
  await expect(hero).toContainText("Nov 21-30, 2025");
  await expect(hero).toContainText("A Marrakech Adventure");
  await expect(hero).toContainText(trip.tagline);
  for (const unit of ["Days", "Hours", "Minutes", "Seconds"]) await expect(countdown(page).timer).toContainText(unit);

  const quoteSection = page.getByRole("region", { name: "What They Say About Morocco" });
  await expect(quoteSection.locator("blockquote")).toHaveCount(3);
  for (const quote of quotes) await expect(quoteSection).toContainText(quote.author);

  const overview = page.getByRole("region", { name: "Trip Overview" });
  await expect(overview.getByRole("listitem")).toHaveCount(4);
  for (const [title, value] of [
    ["Destinations", "Marrakech and Fes"],
    ["Duration", "10 Days"],
    ["Squad Size", "22"],
    ["Highlight", "TBD"],
  ]) {
    await expect(overview.getByRole("listitem").filter({ hasText: title! })).toContainText(value!);
  }
  expect(overviewCards.map((card) => card.title)).toEqual(["Destinations", "Duration", "Squad Size", "Highlight"]);

  const featured = page.getByRole("region", { name: "Featured Activities" });
  for (const activity of featuredActivities) {
    await expect(featured.getByRole("heading", { name: activity.title })).toBeVisible();
  }
  expect(featuredActivities.map((activity) => activity.title)).toEqual(["Culture & Cuisine", "Action & Adventure", "Shopping"]);

  const information = page.getByRole("region", { name: "Information" });
  for (const title of ["Weather", "Accommodation", "Cash & Essentials", "Dress for Photos"]) {
    await expect(information.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(information).toContainText("15-25°C");
  await expect(information).toContainText("Type C/E");
  await expect(information).toContainText("Tuesday");

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Nov 21-30, 2025");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Golden Goat Getaway`);
});

test("featured activity cards lead to their day", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Day 3: Desert Fun" }).click();
  await expect(page).toHaveURL(/\/day\/3$/);
  await expect(page.getByRole("heading", { level: 1, name: "Desert Fun" })).toBeVisible();
});

test.describe("countdown", () => {
  test("shows zero-padded days, hours, minutes and seconds to 11:00 Morocco time and ticks every second", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // 3 days, 1 hour, 1 minute and 5 seconds before the start.
    await freezeClockAt(page, target - (3 * 86_400 + 3_600 + 60 + 5) * 1000);
    await page.goto("/");
    const { days, hours, minutes, seconds } = countdown(page);
    await expect(seconds).toHaveText("05");
    await expect(days).toHaveText("03");
    await expect(hours).toHaveText("01");
    await expect(minutes).toHaveText("01");

    // The inline script filled the cells; the ticking is React's, once the page is alive.
    await waitForHydration(page);
    await page.clock.runFor(1000);
    await expect(seconds).toHaveText("04");
    await page.clock.runFor(5000);
    await expect(seconds).toHaveText("59");
    await expect(minutes).toHaveText("00");
    expect(errors).toEqual([]);
  });

  test.describe("from a visitor far from Morocco", () => {
    test.use({ timezoneId: "Pacific/Honolulu" });

    test("counts to the same instant", async ({ page }) => {
      await freezeClockAt(page, target - (2 * 3_600 + 30 * 60) * 1000);
      await page.goto("/");
      const { days, hours, minutes, seconds } = countdown(page);
      await expect(minutes).toHaveText("30");
      await expect(hours).toHaveText("02");
      await expect(days).toHaveText("00");
      await expect(seconds).toHaveText("00");
    });
  });

  test("stops at zero when the trip starts and stays there", async ({ page }) => {
    await freezeClockAt(page, target - 2000);
    await page.goto("/");
    const { days, hours, minutes, seconds } = countdown(page);
    await expect(seconds).toHaveText("02");
    await waitForHydration(page);
    await page.clock.runFor(2000);
    await expect(seconds).toHaveText("00");
    await page.clock.runFor(10_000);
    for (const unit of [days, hours, minutes, seconds]) await expect(unit).toHaveText("00");
  });

  test("shows zeros on a fresh visit after the start", async ({ page }) => {
    await freezeClockAt(page, target + 3 * 86_400_000);
    await page.goto("/");
    await waitForHydration(page);
    await page.clock.runFor(2000);
    const { days, hours, minutes, seconds } = countdown(page);
    for (const unit of [days, hours, minutes, seconds]) await expect(unit).toHaveText("00");
  });
});

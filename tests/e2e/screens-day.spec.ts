import { expect, test } from "@playwright/test";
import { days } from "../../app/content/days";

test("a day page shows its number, theme, date, description and one card per activity", async ({ page }) => {
  const day = days[3]!;
  await page.goto("/day/3");
  await expect(page).toHaveTitle("Day 3 · Desert Fun | Golden Goat Getaway");
  await expect(page.getByRole("heading", { level: 1, name: "Desert Fun" })).toBeVisible();
  await expect(page.getByText("Day 3", { exact: true })).toBeVisible();
  await expect(page.getByText("Monday, November 24, 2025")).toBeVisible();
  await expect(page.getByText(day.description)).toBeVisible();

  const cards = page.getByRole("list", { name: "Day 3 activities" }).getByRole("article");
  await expect(cards).toHaveCount(day.activities.length);
  for (const [index, activity] of day.activities.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { name: activity.title })).toBeVisible();
    await expect(card).toContainText(activity.time);
    await expect(card).toContainText(activity.location);
    const times = Array.isArray(activity.type) ? activity.type : [activity.type];
    await expect(card.getByRole("list", { name: "Time of day" }).getByRole("listitem")).toHaveCount(times.length);
    // Pricing and dress code appear only when the activity has them.
    await expect(card.getByText("Pricing:")).toHaveCount(activity.pricing ? 1 : 0);
    await expect(card.getByText("Dress code:")).toHaveCount(activity.dressCode ? 1 : 0);
    if (activity.pricing) await expect(card).toContainText(activity.pricing);
  }
});

test("activity images are sized, and lazy below the first card", async ({ page }) => {
  await page.goto("/day/2");
  const images = page.getByRole("list", { name: "Day 2 activities" }).locator("img");
  expect(await images.count()).toBeGreaterThan(1);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
  }
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
});

test("day 4 is Tuesday, November 25 wherever a date is shown", async ({ page }) => {
  await page.goto("/day/4");
  await expect(page.getByText("Tuesday, November 25, 2025")).toBeVisible();
  await page.goto("/dinners");
  await expect(page.getByRole("article").filter({ hasText: "Dar Yacout" })).toContainText("Tuesday, Nov 25");
  await page.goto("/budget");
  await expect(page.getByRole("heading", { name: "Day 4 - Nov 25 · Gardens & Souks" })).toBeVisible();
});

test("days 7 to 9 carry the work-in-progress note, and day 8 mentions departures", async ({ page }) => {
  for (const id of [7, 8, 9]) {
    await page.goto(`/day/${id}`);
    await expect(page.getByRole("complementary", { name: "Note" })).toContainText(/work in progress/i);
  }
  await page.goto("/day/8");
  await expect(page.getByRole("complementary", { name: "Note" })).toContainText(/depart/i);
  await page.goto("/day/3");
  await expect(page.getByRole("complementary", { name: "Note" })).toHaveCount(0);
});

test("/day without an id shows day 1", async ({ page }) => {
  await page.goto("/day");
  await expect(page.getByRole("heading", { level: 1, name: "Rest & Relax" })).toBeVisible();
  await expect(page.getByText("Saturday, November 22, 2025")).toBeVisible();
});

for (const id of ["abc", "3.5", "10", "-1", "1e1"]) {
  test(`/day/${id} is 'Day not found'`, async ({ page }) => {
    await page.goto(`/day/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Day not found" })).toBeVisible();
    await expect(page.getByRole("list", { name: /activities/ })).toHaveCount(0);
  });
}

test("every day from 0 to 9 has its page, and the pager walks between them", async ({ page }) => {
  for (const day of days) {
    await page.goto(`/day/${day.day}`);
    await expect(page.getByRole("heading", { level: 1, name: day.theme })).toBeVisible();
  }
  await page.getByRole("link", { name: /Previous: Day 8/ }).click();
  await expect(page).toHaveURL(/\/day\/8$/);
  await page.getByRole("link", { name: /Next: Day 9/ }).click();
  await expect(page).toHaveURL(/\/day\/9$/);
  await expect(page.getByRole("link", { name: /Next:/ })).toHaveCount(0);
});

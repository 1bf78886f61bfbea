import { expect, test } from "@playwright/test";
import { dinners } from "../../app/content/dinners";
import { faqCategories } from "../../app/content/faq";
import { mapCategories, placeMapsUrl, places } from "../../app/content/places";
import { stays } from "../../app/content/stays";
import { stubMapTiles } from "./map-tiles";
import { collectErrors, waitForHydration } from "./screens-helpers";

test("dinners: four restaurant cards, two special events, the palace video and the dietary note", async ({ page }) => {
  await page.goto("/dinners");
  await expect(page).toHaveTitle("Dinners | Golden Goat Getaway");
  await expect(page.getByRole("heading", { level: 1, name: "Featured Dining Experiences" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const restaurant of dinners) {
    const card = cards.filter({ has: page.getByRole("heading", { name: restaurant.name }) });
    await expect(card).toContainText(restaurant.cuisine);
    await expect(card).toContainText(`Day ${restaurant.day}`);
    await expect(card).toContainText(restaurant.time);
    await expect(card).toContainText(restaurant.pricing);
    await expect(card).toContainText(restaurant.dressCode);
    await expect(card.getByText("Special Event")).toHaveCount(restaurant.special ? 1 : 0);
  }
  expect(dinners.map((dinner) => [dinner.day, dinner.special])).toEqual([
    [0, false],
    [2, true],
    [3, false],
    [4, true],
  ]);

  const video = cards.filter({ hasText: "Day 4" }).locator("video");
  await expect(video).toHaveAttribute("src", /\.mp4$/);
  await expect(video).toHaveAttribute("loop", "");
  await expect(video).toHaveAttribute("playsinline", "");
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.autoplay)).toBe(true);

  const note = page.getByRole("complementary", { name: "Dietary Restrictions" });
  await expect(note).toContainText(/allergies/i);
  await expect(note).toContainText(/host/);
});

test("the palace video can be paused and played again", async ({ page }) => {
  await page.goto("/dinners");
  await waitForHydration(page);
  const video = page.locator("video");
  await page.getByRole("button", { name: /Pause video/ }).click();
  await expect(page.getByRole("button", { name: /Play video/ })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.getByRole("button", { name: /Play video/ }).click();
  await expect(page.getByRole("button", { name: /Pause video/ })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
});

test("accommodations: villa amenities and the four stays", async ({ page }) => {
  await page.goto("/accommodations");
  const villa = page.getByRole("region", { name: "Villa Amenities" });
  for (const fact of ["13 suites", "2 pools", "1.4-hectare estate", "after 3 PM", "about 11 AM", "20-25 minute drive to downtown"]) {
    await expect(villa).toContainText(fact);
  }
  const cards = page.getByRole("region", { name: "Our Four Stays" }).getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const stay of stays) {
    const card = cards.filter({ has: page.getByRole("heading", { name: stay.title, exact: true }) });
    await expect(card).toContainText(stay.dates);
    await expect(card).toContainText(stay.location);
    await expect(card.getByRole("list", { name: "Highlights" }).getByRole("listitem")).toHaveCount(stay.highlights.length);
    await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
  }
});

test("budget: every section of the guide", async ({ page }) => {
  await page.goto("/budget");
  await expect(page).toHaveTitle("Budget Guide | Golden Goat Getaway");
  for (const title of ["Accommodation Costs", "Daily Activity Costs", "Additional Expenses", "Payment Methods", "Money Tips"]) {
    await expect(page.getByRole("region", { name: title })).toBeVisible();
  }
  const payment = page.getByRole("region", { name: "Payment Methods" });
  for (const method of ["Cash", "Credit Cards", "ATMs"]) {
    await expect(payment.getByRole("heading", { name: method, exact: true })).toBeVisible();
  }
});

test.describe("FAQ", () => {
  test("eight categories, then the 'Still have questions?' note", async ({ page }) => {
    await page.goto("/faq");
    for (const title of [
      "Travel & Arrival",
      "Money & Practicalities",
      "Clothing & Packing",
      "Villa Life",
      "Weather & Timing",
      "Getting Around",
      "Culture & Language",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("region")).toHaveCount(faqCategories.length);
    expect(faqCategories).toHaveLength(8);
    await expect(page.getByRole("complementary", { name: "Still have questions?" })).toBeVisible();
  });

  test("one answer open at a time, and an open answer closes again", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    const first = page.getByRole("button", { name: faqCategories[0]!.items[0]!.question });
    const second = page.getByRole("button", { name: faqCategories[1]!.items[0]!.question });
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(faqCategories[0]!.items[0]!.answer)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(faqCategories[0]!.items[0]!.answer)).toBeHidden();
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);

    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
  });
});

test("map: the site's own map, the colour guide and the places by category", async ({ page }) => {
  await stubMapTiles(page);
  await page.goto("/map");
  await expect(page).toHaveTitle("Marrakech Map | Golden Goat Getaway");
  await expect(page.getByRole("region", { name: "Map of the recommended places" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);

  const legend = page.getByRole("region", { name: "Map Color Guide" });
  const labels = [
    "Food & Beverage",
    "Cultural Tourism",
    "Shopping",
    "Activities & Experiences",
    "Historical Tourism",
    "Major Must-See Sites",
    "Unique & Romantic",
  ];
  await expect(legend.getByRole("listitem")).toHaveText(labels);
  expect(mapCategories.map((category) => category.label)).toEqual(labels);

  for (const category of mapCategories) {
    await expect(page.getByRole("region", { name: category.label })).toBeVisible();
  }
  const place = places[0]!;
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: place.name }) });
  await expect(card).toContainText(place.area);
  const link = card.getByRole("link", { name: /Open in maps/ });
  await expect(link).toHaveAttribute("href", placeMapsUrl(place));
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
});

test("transportation says details are being finalized", async ({ page }) => {
  await page.goto("/transportation");
  await expect(page.getByRole("heading", { level: 1, name: "Coming Soon" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("being finalized");
});

test("every screen hydrates without errors or warnings of mismatch", async ({ page }) => {
  const errors = collectErrors(page);
  await stubMapTiles(page);
  for (const path of ["/", "/day", "/day/0", "/day/9", "/day/abc", "/dinners", "/accommodations", "/budget", "/faq", "/map", "/transportation"]) {
    await page.goto(path);
    await waitForHydration(page);
    // The footer's year is the last thing an effect sets after hydration.
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  }
  expect(errors).toEqual([]);
});

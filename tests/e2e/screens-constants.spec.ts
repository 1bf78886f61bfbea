import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./screens-helpers";

// Spec section 9, typed out from the spec on purpose: this test checks that the
// content says what the spec says, so it must not read the figures from app/content.

/** The `dd` beside a `dt` naming an item in one of the budget guide's cost lists. */
function cost(page: Page, name: string | RegExp) {
  return page.locator("dl > div").filter({ has: page.locator("dt", { hasText: name }) });
}

test("every business constant of the spec is visible where a guest would look", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main).toContainText("Nov 21-30, 2025");
  await expect(page.getByRole("region", { name: "Trip Overview" })).toContainText("22");
  await expect(main).toContainText("15-25°C");
  await expect(main).toContainText("220V");
  await expect(main).toContainText("Type C/E");

  await page.goto("/budget");
  const stays = page.getByRole("region", { name: "Accommodation Costs" }).getByRole("listitem");
  await expect(stays.filter({ hasText: "Riad L-Authentic" })).toContainText(/1 night.*\$45 per person/s);
  await expect(stays.filter({ hasText: "Villa Royale" })).toContainText("5 nights listed (Nov 22-26)");
  await expect(stays.filter({ hasText: "Villa Royale" })).toContainText("Optional $50 per person");
  await expect(stays.filter({ hasText: "Desert Camp" })).toContainText("$95 per person");
  await expect(stays.filter({ hasText: "Desert Camp" })).toContainText(/activities, dinner and breakfast/);
  await expect(stays.filter({ hasText: "Fes" })).toContainText(/3 nights.*\$90 per person total/s);

  for (const [name, figure] of [
    ["Airport Transfer", /about \$45 per car, paid in cash/i],
    ["Train to Fes", /\$45 per person \(about 6 hours\)/],
    ["Hot Air Balloon", /\$117/],
    ["Hammam & Massage", /\$60/],
    ["Breakfast at the Villa", /\$10/],
    ["Walking Tour", /\$10 per person plus museum fees/],
    ["Bar Crawl", /\$10 per person for the guide/],
    ["Agafay", /about \$40/i],
    ["Nobu", /minimum spend \$75 per person/i],
    ["Majorelle", /Garden \$18/],
    ["Musée YSL", /Musée YSL \$15/],
    ["Souk Shopping", /\$5 per person for the guide/],
    ["Welcome Dinner", /\$40-60 per person, with a \$20 deposit/],
    ["Birthday Dinner", /\$100-120 per person/],
    ["Hassan II Mosque", /about \$13/i],
    ["Tourist tax", /about 28 MAD \(about \$2\.75\) per person per night/],
    ["Restaurant tips", /10-15%/],
    [/^Shopping$/, /\$100-\$500\+/],
    ["foreign transaction fees", /1-3%/],
  ] as const) {
    await expect(cost(page, name).first(), String(name)).toContainText(figure);
  }
  const money = page.getByRole("main");
  await expect(money).toContainText("about 10 MAD per $1");
  await expect(money).toContainText("1000-2000 MAD");
  await expect(money).toContainText("40-50% of the asking price");

  await page.goto("/accommodations");
  const villa = page.getByRole("region", { name: "Villa Amenities" });
  for (const fact of ["13 suites", "2 pools", "1.4-hectare estate", "after 3 PM", "about 11 AM", "20-25 minute drive to downtown"]) {
    await expect(villa).toContainText(fact);
  }

  await page.goto("/faq");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Do I need a visa?" }).click();
  await expect(page.getByRole("main")).toContainText(/visa-free for US and Canadian citizens staying under 90 days/i);
  await expect(page.getByRole("main")).toContainText(/passport valid for six months beyond/);

  await page.goto("/day/0");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Day by Day Itinerary" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(Array.from({ length: 10 }, (_, day) => new RegExp(`^Day ${day} - Nov ${21 + day}`)));
});

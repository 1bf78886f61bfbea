import { expect, test, type Page } from "@playwright/test";
import { mapCategories, mapTiles, places, placesIn } from "../../app/content/places";
import { stubMapTiles } from "./map-tiles";
import { waitForHydration } from "./screens-helpers";

const theMap = (page: Page) => page.getByRole("region", { name: "Map of the recommended places" });
const pins = (page: Page) => theMap(page).locator(".leaflet-marker-icon");
const legend = (page: Page) => page.getByRole("region", { name: "Map Color Guide" });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The heading button that opens or closes a category's cards, e.g. "Shopping (4 places)". */
const categoryToggle = (page: Page, label: string) =>
  page.getByRole("button", { name: new RegExp(`^${escaped(label)} \\(\\d+ places\\)$`) });
const colourOf = new Map(mapCategories.map((category) => [category.id, category.color.toLowerCase()]));

async function pinColours(page: Page): Promise<{ category: string | null; fill: string | null }[]> {
  return pins(page).evaluateAll((icons) =>
    icons.map((icon) => ({ category: icon.getAttribute("data-category"), fill: icon.querySelector("path")?.getAttribute("fill")?.toLowerCase() ?? null })),
  );
}

test("the map shows one pin per place in its category's colour, with a popup, over OpenStreetMap tiles", async ({ page, baseURL }) => {
  const tiles = await stubMapTiles(page);
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith(mapTiles.origin) && !url.startsWith("data:")) thirdParty.push(url);
  });
  await page.goto("/map");
  await waitForHydration(page);
  await expect(pins(page)).toHaveCount(places.length);

  for (const place of places) {
    const pin = theMap(page).getByRole("button", { name: place.name, exact: true });
    await expect(pin).toHaveAttribute("data-category", place.category);
    await expect(pin.locator("path")).toHaveAttribute("fill", new RegExp(`^${colourOf.get(place.category)}$`, "i"));
  }

  // Pins in the medina overlap at the city's zoom; the keyboard reaches each one.
  const place = places.find((candidate) => candidate.name === "Bahia Palace")!;
  await theMap(page).getByRole("button", { name: place.name, exact: true }).focus();
  await page.keyboard.press("Enter");
  const popup = theMap(page).locator(".leaflet-popup");
  await expect(popup.getByRole("heading", { name: place.name })).toBeVisible();
  await expect(popup).toContainText(place.description);
  await expect(popup).toContainText("Historical Tourism");

  await expect(theMap(page).locator(".leaflet-control-attribution")).toContainText("OpenStreetMap contributors");
  expect(tiles.length).toBeGreaterThan(0);
  expect(thirdParty).toEqual([]);
});

test("the colour guide filters the pins, one category at a time", async ({ page }) => {
  await stubMapTiles(page);
  await page.goto("/map");
  await waitForHydration(page);
  await expect(pins(page)).toHaveCount(places.length);
  const all = legend(page).getByRole("button", { name: "All places" });
  await expect(all).toHaveAttribute("aria-pressed", "true");

  for (const category of mapCategories) {
    const button = legend(page).getByRole("button", { name: category.label, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await expect(pins(page)).toHaveCount(placesIn(category.id).length);
    for (const pin of await pinColours(page)) expect(pin).toEqual({ category: category.id, fill: colourOf.get(category.id) });
  }

  // Pressing the chosen category again, or 'All places', brings every pin back.
  const lastCategory = legend(page).getByRole("button", { name: mapCategories.at(-1)!.label, exact: true });
  await lastCategory.click();
  await expect(lastCategory).toHaveAttribute("aria-pressed", "false");
  await expect(pins(page)).toHaveCount(places.length);
  await legend(page).getByRole("button", { name: "Food & Beverage", exact: true }).click();
  await expect(pins(page)).toHaveCount(placesIn("food").length);
  await all.click();
  await expect(pins(page)).toHaveCount(places.length);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the place cards start collapsed by category and open on a tap", async ({ page }) => {
    await stubMapTiles(page);
    await page.goto("/map");
    await waitForHydration(page);
    for (const category of mapCategories) {
      await expect(categoryToggle(page, category.label)).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("heading", { name: placesIn(category.id)[0]!.name, exact: true, level: 3 })).toBeHidden();
    }
    const food = categoryToggle(page, "Food & Beverage");
    await food.click();
    await expect(food).toHaveAttribute("aria-expanded", "true");
    for (const place of placesIn("food")) {
      await expect(page.getByRole("heading", { name: place.name, exact: true, level: 3 })).toBeVisible();
    }
    await food.click();
    await expect(food).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: placesIn("food")[0]!.name, exact: true, level: 3 })).toBeHidden();
  });
});

test("on a wide screen every category's cards are open at once", async ({ page }) => {
  await stubMapTiles(page);
  await page.goto("/map");
  await waitForHydration(page);
  for (const category of mapCategories) {
    await expect(categoryToggle(page, category.label)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: placesIn(category.id)[0]!.name, exact: true, level: 3 })).toBeVisible();
  }
});

test("on a phone, the chat panel opened over the map stays above the map's pins and zoom buttons", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubMapTiles(page);
  await page.goto("/map");
  await waitForHydration(page);
  await expect(pins(page)).toHaveCount(places.length);
  await page.getByRole("button", { name: "Ask Rupa the Goat for help" }).click();
  const panel = page.getByRole("dialog", { name: "Rupa the Goat" });
  await expect(panel).toBeVisible();
  // Every point of the panel that the map lies under belongs to the panel, not to a pin or a control.
  const coveredByMap = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
    const map = document.querySelector('[data-testid="places-map"]')!.getBoundingClientRect();
    const hits: string[] = [];
    for (let x = Math.max(dialog.left, map.left) + 4; x < Math.min(dialog.right, map.right); x += 12) {
      for (let y = Math.max(dialog.top, map.top) + 4; y < Math.min(dialog.bottom, map.bottom); y += 12) {
        const element = document.elementFromPoint(x, y);
        if (element && !element.closest('[role="dialog"]')) hits.push(element.getAttribute("class") ?? element.tagName);
      }
    }
    return hits;
  });
  expect(coveredByMap).toEqual([]);
});

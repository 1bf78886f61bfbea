import type { Page } from "@playwright/test";
import { mapTiles } from "../../app/content/places";

// A 1 x 1 sand-coloured PNG: enough for Leaflet to draw a tile.
const tile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN4c+cYAAVGAo+Y5PLxAAAAAElFTkSuQmCC",
  "base64",
);

/**
 * The test machine has no internet: OpenStreetMap's tiles come from this stub.
 * The browser applies the page's CSP before a request reaches the route, so a
 * tile counted here was allowed by it. Resolves to the list of tile requests.
 */
export async function stubMapTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${mapTiles.origin}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: tile });
  });
  return requested;
}

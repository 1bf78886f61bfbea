import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { mapTiles } from "../../app/content/places";
import { productionFrontend } from "../../server/http/frontend";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** The built app with the server's own wiring of MAP_EMBED_URL (createServer). */
async function appWithMap(mapEmbedUrl?: string): Promise<TestApp> {
  return createTestApp({
    env: mapEmbedUrl ? { MAP_EMBED_URL: mapEmbedUrl } : {},
    overrides: {
      frontend: ({ frameOrigins }) =>
        productionFrontend({
          buildDir: path.resolve("build"),
          frameOrigins,
          getLoadContext: (ctx) => ({ cspNonce: String(ctx.state.cspNonce), mapEmbedUrl }),
        }),
    },
  });
}

describe("the map page", () => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
    fs.rmSync(testApp.root, { recursive: true, force: true });
  });

  it("draws the site's own map: OpenStreetMap tiles are the only third party, and no frame is allowed", async () => {
    testApp = await appWithMap();
    const response = await request(testApp.server).get("/map");
    expect(response.status).toBe(200);
    expect(response.text).toContain('aria-label="Map of the recommended places"');
    expect(response.text).not.toContain("<iframe");
    const csp = response.headers["content-security-policy"] ?? "";
    expect(csp).toContain(`img-src 'self' data: blob: ${mapTiles.origin};`);
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toMatch(/connect-src 'self';/);
  });

  it("shows the host's shared map in a frame instead when MAP_EMBED_URL is set, and allows that origin alone", async () => {
    const embed = "https://www.google.com/maps/d/embed?mid=trip-map";
    testApp = await appWithMap(embed);
    const response = await request(testApp.server).get("/map");
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<iframe[^>]+src="https:\/\/www\.google\.com\/maps\/d\/embed\?mid=trip-map"/);
    expect(response.text).not.toContain('aria-label="Map of the recommended places"');
    expect(response.headers["content-security-policy"]).toContain("frame-src https://www.google.com;");
  });
});

import { expect, test } from "@playwright/test";
import { waitForHydration } from "./screens-helpers";

test("the home page is server-rendered, then hydrated", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Golden Goat Getaway");

  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await waitForHydration(page);

  // A marker on window survives only a client-side navigation, which only a
  // hydrated React Router performs.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "still here"));
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Golden Goat Getaway" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("still here");
  expect(consoleErrors.filter((text) => !text.includes("404"))).toEqual([]);
});

test("pages carry the security headers and a nonce- or hash-based CSP", async ({ request }) => {
  for (const url of ["/", "/nowhere"]) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-robots-tag"]).toContain("noindex");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-/);
  }
});

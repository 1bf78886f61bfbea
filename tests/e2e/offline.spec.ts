import { expect, test, type Page } from "@playwright/test";
import { days } from "../../app/content/days";
import { webApp } from "../../app/lib/web-app";

/** The first visit: the worker installs, saves the precache and takes control of the page. */
async function visitOnceAndInstall(page: Page) {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe("offline, after one visit", () => {
  test("the manifest and its icons load", async ({ page }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(webApp.manifestPath);
    const response = await page.request.get(href!);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest.name).toBe(webApp.name);
    expect(manifest.icons.map((icon) => icon.purpose)).toContain("maskable");
    for (const icon of [...manifest.icons, { src: webApp.appleTouchIcon, sizes: "180x180" }]) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      // PNG width and height sit at bytes 16-23 of the IHDR chunk.
      const body = await image.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });

  test("the worker is served for revalidation on every visit", async ({ page }) => {
    const response = await page.request.get(webApp.serviceWorkerPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(await response.text()).toMatch(/const PRECACHE = \{"cacheName":"goat-precache-[0-9a-f]{16}"/);
  });

  test("pages open from the address bar and from links with the network cut", async ({ page, context }) => {
    await visitOnceAndInstall(page);
    await context.setOffline(true);

    const day7 = days[7]!;
    await page.goto("/day/7");
    await expect(page.getByRole("heading", { level: 1, name: day7.theme })).toBeVisible();
    await expect(page.getByText(day7.activities[0]!.title)).toBeVisible();
    await expect(page.getByText("You're offline: showing the saved itinerary")).toBeVisible();

    // A page never visited: the worker's own network request fails too, and it says so.
    await page.goto("/map");
    await expect(page.getByText("This page was not saved on this device")).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Golden Goat Getaway" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: /Frequently Asked Questions|FAQ/ })).toBeVisible();
    // The budget's day prices come as loader data (/budget.data), which the worker saved too.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Budget" }).click();
    await expect(page).toHaveURL(/\/budget$/);
    await expect(page.getByRole("heading", { name: "Daily Activity Costs" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Day 9 .* Casablanca & Departure/ })).toBeVisible();

    // The looping video plays from the saved copy: its byte-range requests get 206 answers.
    const ranged = await page.evaluate(async () => {
      const response = await fetch("/media/palace-dinner.mp4", { headers: { Range: "bytes=0-99" } });
      return { status: response.status, range: response.headers.get("content-range"), bytes: (await response.arrayBuffer()).byteLength };
    });
    expect(ranged).toEqual({ status: 206, range: expect.stringMatching(/^bytes 0-99\/\d+$/), bytes: 100 });
  });

  test("the gallery and the chat say they need a connection; a question waits for it", async ({ page, context }) => {
    await visitOnceAndInstall(page);
    await context.setOffline(true);

    await page.goto("/gallery");
    await expect(page.getByTestId("needs-connection")).toContainText("The gallery needs a connection");
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click();
    await expect(page.getByTestId("needs-connection")).toContainText("The gallery needs a connection");

    await page.getByRole("button", { name: "Ask Rupa the Goat for help" }).click();
    const chat = page.getByRole("dialog", { name: "Rupa the Goat" });
    await expect(chat.getByTestId("needs-connection")).toContainText("Rupa needs a connection");
    await chat.getByRole("textbox", { name: "Your question for Rupa" }).fill("What time is the camel ride?");
    await chat.getByRole("button", { name: "Send message" }).click();
    await expect(chat.getByTestId("user-message")).toHaveText("What time is the camel ride?");
    await expect(chat.getByTestId("needs-connection")).toContainText("will be sent when the signal returns");
    await expect(chat.getByTestId("assistant-message")).toHaveCount(1);

    await context.setOffline(false);
    await expect(chat.getByTestId("assistant-message")).toHaveCount(2);
    await expect(chat.getByTestId("needs-connection")).toHaveCount(0);
  });
});

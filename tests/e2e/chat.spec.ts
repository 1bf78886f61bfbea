import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "./screens-helpers";

const FAILURE = "Sorry, I'm having trouble connecting. Please try again!";

async function openChat(page: Page, path = "/") {
  await page.goto(path);
  await page.getByRole("button", { name: "Ask Rupa the Goat for help" }).click();
  const panel = page.getByRole("dialog", { name: "Rupa the Goat" });
  await expect(panel).toBeVisible();
  return panel;
}

const input = (page: Page) => page.getByPlaceholder("Ask about the trip...");
const sendButton = (page: Page) => page.getByRole("button", { name: "Send message" });
const assistantMessages = (page: Page) => page.getByTestId("assistant-message");
const userMessages = (page: Page) => page.getByTestId("user-message");

/** An SSE answer as the server sends it. */
function sseBody(...texts: string[]) {
  return [...texts.map((text) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`), 'event: done\ndata: {"path":"builtin"}\n\n'].join("");
}

test("the launcher opens a panel titled with Rupa's name and greets the guest", async ({ page }) => {
  const panel = await openChat(page);
  await expect(panel.getByRole("heading", { name: "Rupa the Goat" })).toBeVisible();
  const greeting = assistantMessages(page).first();
  await expect(greeting).toContainText("30th golden birthday");
  await expect(greeting).toContainText("Marrakech");
  for (const topic of ["itinerary", "dining", "packing", "costs"]) await expect(greeting).toContainText(topic);
  await expect(input(page)).toBeFocused();

  const box = (await panel.boundingBox())!;
  expect(Math.round(box.height)).toBe(550);
  expect(box.width).toBeLessThanOrEqual(420);
});

test("Enter sends: the question shows at once, the input clears, and a sourced answer arrives", async ({ page }) => {
  await openChat(page);
  await input(page).fill("How much is the desert camp?");
  await input(page).press("Enter");
  await expect(userMessages(page)).toHaveText(["How much is the desert camp?"]);
  await expect(input(page)).toHaveValue("");
  const reply = assistantMessages(page).nth(1);
  await expect(reply).toContainText("$95");
  await expect(page.getByRole("status").filter({ hasText: "Rupa is thinking" })).toHaveCount(0);

  // The page link in the reply is a real link that navigates within the site.
  const link = reply.getByRole("link");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/(budget|day\/5|faq|accommodations)$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("a tap on the launcher before the page's scripts have arrived opens the chat when they do", async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Ask Rupa the Goat for help" }).click();
  const panel = page.getByRole("dialog", { name: "Rupa the Goat" });
  await expect(panel).toHaveCount(0);
  releaseScripts();
  await expect(panel).toBeVisible();
  await expect(input(page)).toBeFocused();
});

test("Shift+Enter adds a line instead of sending, and the send button sends", async ({ page }) => {
  await openChat(page);
  await input(page).fill("What plug");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("do I need?");
  await expect(input(page)).toHaveValue("What plug\ndo I need?");
  await expect(userMessages(page)).toHaveCount(0);
  await sendButton(page).click();
  await expect(assistantMessages(page).nth(1)).toContainText("Type C/E");
});

test("a blank question cannot be sent", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/chat", (route) => {
    calls += 1;
    return route.continue();
  });
  await openChat(page);
  await expect(sendButton(page)).toBeDisabled();
  await input(page).fill("   ");
  await expect(sendButton(page)).toBeDisabled();
  await input(page).press("Enter");
  await expect(userMessages(page)).toHaveCount(0);
  expect(calls).toBe(0);
});

test("a spinner shows while waiting, and nothing else can be sent until the reply is in", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route("**/api/chat", async (route) => {
    calls += 1;
    await held;
    await route.fulfill({ status: 200, contentType: "text/event-stream", body: sseBody("Baa! ", "Layers for the desert.") });
  });
  await openChat(page);
  await input(page).fill("What should I pack?");
  await input(page).press("Enter");
  const spinner = page.getByRole("status").filter({ hasText: "Rupa is thinking" });
  await expect(spinner).toBeVisible();

  await input(page).fill("And another thing?");
  await expect(sendButton(page)).toBeDisabled();
  await input(page).press("Enter");
  await expect(userMessages(page)).toHaveCount(1);

  release();
  await expect(assistantMessages(page).nth(1)).toHaveText("Baa! Layers for the desert.");
  await expect(spinner).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
  expect(calls).toBe(1);
});

test("a failed request shows the connection message and ends loading", async ({ page }) => {
  await page.route("**/api/chat", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }));
  await openChat(page);
  await input(page).fill("How much is the balloon?");
  await input(page).press("Enter");
  await expect(assistantMessages(page).nth(1)).toHaveText(FAILURE);
  await expect(page.getByRole("status").filter({ hasText: "Rupa is thinking" })).toHaveCount(0);
  await input(page).fill("Again?");
  await expect(sendButton(page)).toBeEnabled();
});

test("a network failure shows the connection message too", async ({ page }) => {
  await page.route("**/api/chat", (route) => route.abort("internetdisconnected"));
  await openChat(page);
  await input(page).fill("Hello?");
  await input(page).press("Enter");
  await expect(assistantMessages(page).nth(1)).toHaveText(FAILURE);
});

test("replies are announced to screen readers", async ({ page }) => {
  await openChat(page);
  await input(page).fill("What's the weather like?");
  await input(page).press("Enter");
  await expect(page.locator("[aria-live=polite]")).toContainText("15-25°C");
});

test("the close button and Escape close the panel, keeping the conversation", async ({ page }) => {
  const panel = await openChat(page);
  await input(page).fill("How much should I tip?");
  await input(page).press("Enter");
  await expect(assistantMessages(page).nth(1)).toContainText("10-15%");

  await panel.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toBeHidden();
  const launcher = page.getByRole("button", { name: "Ask Rupa the Goat for help" });
  await expect(launcher).toBeFocused();

  await launcher.press("Enter");
  await expect(panel).toBeVisible();
  await expect(assistantMessages(page).nth(1)).toContainText("10-15%");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("the panel fits a 360 px phone and its links close it there", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const panel = await openChat(page);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await input(page).fill("Do I need a visa?");
  await input(page).press("Enter");
  await assistantMessages(page).nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(panel).toBeHidden();
});

test("the launcher and the open panel have no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  const closed = await new AxeBuilder({ page }).include("button[aria-label='Ask Rupa the Goat for help']").analyze();
  await openChat(page);
  await input(page).fill("How much is the hot air balloon?");
  await input(page).press("Enter");
  await expect(assistantMessages(page).nth(1)).toContainText("$117");
  const open = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  const serious = [...closed.violations, ...open.violations].filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});

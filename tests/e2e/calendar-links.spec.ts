import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import fs from "node:fs";
import { days } from "../../app/content/days";

test("a day page's Add to calendar link downloads that day's events", async ({ page }) => {
  await page.goto("/day/4");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add Day 4 to calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/day-4\.ics$/);
  const events = new ICAL.Component(ICAL.parse(fs.readFileSync((await file.path())!, "utf8"))).getAllSubcomponents("vevent");
  expect(events.map((event) => new ICAL.Event(event).summary)).toEqual(days[4]!.activities.map((activity) => activity.title));
});

test("the home page links the whole trip's calendar", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("link", { name: "Add the whole trip to calendar" });
  await expect(link).toHaveAttribute("href", "/calendar/trip.ics");
  const download = page.waitForEvent("download");
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
});

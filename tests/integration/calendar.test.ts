import ICAL from "ical.js";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days } from "../../app/content/days";
import { dayCalendar, tripCalendar } from "../../server/calendar/trip-calendar";
import { createTestApp, type TestApp } from "../helpers/test-app";

function parseEvents(ics: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("calendar export", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: "https://trip.example.org" } });
  });
  afterAll(() => testApp.close());

  it("serves the whole trip as one RFC 5545 file with every activity", async () => {
    const response = await request(testApp.server).get("/calendar/trip.ics");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.ics"$/);
    const body = response.text;
    expect(body.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    expect(body.split("\r\n").every((line) => Buffer.byteLength(line, "utf8") <= 75)).toBe(true);

    const events = parseEvents(body);
    const activities = days.flatMap((day) => day.activities);
    expect(events).toHaveLength(activities.length);
    expect(events.map((event) => event.summary)).toEqual(activities.map((activity) => activity.title));
    expect(events.map((event) => event.location)).toEqual(activities.map((activity) => activity.location));
    for (const event of events) {
      expect(event.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
      expect(event.endDate.compare(event.startDate)).toBe(1);
    }
  });

  it("starts day 4's first activity at the right UTC instant (Morocco is UTC+1 in November 2025)", async () => {
    const response = await request(testApp.server).get("/calendar/day-4.ics");
    expect(response.status).toBe(200);
    const [first] = parseEvents(response.text);
    const activity = days[4]!.activities[0]!;
    expect(first!.summary).toBe(activity.title);
    expect(first!.description).toContain(activity.description);
    const [hours, minutes] = activity.time.split(":").map(Number);
    const expectedUtc = Date.UTC(2025, 10, 25, hours! - 1, minutes!);
    expect(first!.startDate.toJSDate().getTime()).toBe(expectedUtc);
    expect(first!.startDate.zone?.tzid).toBe("UTC");
    expect(first!.component.getFirstPropertyValue("url")).toBe("https://trip.example.org/day/4");
  });

  it("gives every event a unique UID that a later build keeps", () => {
    const uids = (ics: string) => parseEvents(ics).map((event) => event.uid);
    const first = uids(tripCalendar({ stamp: new Date("2025-10-01T00:00:00Z") }));
    const later = uids(tripCalendar({ stamp: new Date("2025-11-01T00:00:00Z") }));
    expect(new Set(first).size).toBe(first.length);
    expect(later).toEqual(first);
    expect(uids(dayCalendar(4, { stamp: new Date() })!)).toEqual(
      first.slice(days.slice(0, 4).reduce((sum, day) => sum + day.activities.length, 0)).slice(0, days[4]!.activities.length),
    );
  });

  it("answers a day the trip does not have with a JSON 404", async () => {
    for (const path of ["/calendar/day-10.ics", "/calendar/day-04.ics", "/calendar/day-x.ics", "/calendar/other.ics"]) {
      const response = await request(testApp.server).get(path).set("Accept", "application/json");
      expect(response.status, path).toBe(404);
      expect(response.body.message, path).toMatch(/No calendar/);
    }
  });
});

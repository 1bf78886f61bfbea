import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sectionForPath, tracks } from "./tracks";

describe("sectionForPath", () => {
  it.each([
    ["/", "home"],
    ["", "home"],
    ["/day", "itinerary"],
    ["/day/0", "itinerary"],
    ["/day/9/", "itinerary"],
    ["/day/42", "itinerary"],
    ["/dinners", "stays"],
    ["/accommodations", "stays"],
    ["/transportation/", "stays"],
    ["/map", "explore"],
    ["/FAQ", "explore"],
    ["/budget", "budget"],
  ])("maps %s to %s", (pathname, section) => {
    expect(sectionForPath(pathname)).toBe(section);
  });

  it.each(["/gallery", "/nowhere", "/day/2/extra", "/dinners/1", "/constructor", "/__proto__", "/home"])(
    "gives %s no music",
    (pathname) => {
      expect(sectionForPath(pathname)).toBeNull();
    },
  );
});

describe("tracks", () => {
  it("has one looping file per section, shared by no other section", () => {
    const sources = Object.values(tracks).map((track) => track.src);
    expect(new Set(sources).size).toBe(5);
    expect(Object.values(tracks).every((track) => track.loop)).toBe(true);
  });

  it.each(Object.entries(tracks))("ships a compact file for %s in public/", (_, track) => {
    const file = path.resolve(import.meta.dirname, "../../public", `.${track.src}`);
    const { size } = fs.statSync(file);
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThanOrEqual(400 * 1024);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as content from "./index";

// Every picture belongs to one card or stay (no file stands for two different
// things), ships in public/media within its size budget, and the generated
// artwork stays inert (no scripts, nothing fetched).

const mediaDir = path.resolve(import.meta.dirname, "..", "..", "public", "media");

/** Bytes allowed per file type: scenes stay light; a host's photo or clip gets more room. */
const sizeBudget: Record<string, number> = {
  ".svg": 40 * 1024,
  ".avif": 250 * 1024,
  ".webp": 250 * 1024,
  ".jpg": 350 * 1024,
  ".mp4": 500 * 1024,
};

function mediaUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.startsWith("/media/")) found.add(value);
  else if (Array.isArray(value)) for (const item of value) mediaUrls(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) mediaUrls(item, found);
  return found;
}

/** Each picture's owners: the card, stay or hero that shows it. */
function artworkOwners(): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  const own = (url: string, owner: string) => owners.set(url, (owners.get(url) ?? new Set()).add(owner));
  for (const day of content.days) {
    for (const activity of day.activities) if (activity.image) own(activity.image, `day ${day.day}: ${activity.title}`);
  }
  for (const stay of content.stays) own(stay.image, `stay: ${stay.title}`);
  for (const card of content.featuredActivities) own(card.image, `featured: ${card.title}`);
  own(content.trip.heroImage, "home hero");
  // A dinner card shows its itinerary activity's picture; its poster is that same dinner's still.
  for (const dinner of content.dinners) {
    const [activityOwner] = owners.get(dinner.image) ?? [];
    if (dinner.poster) own(dinner.poster, activityOwner ?? `dinner: ${dinner.name}`);
  }
  return owners;
}

const owners = artworkOwners();
const referenced = [...mediaUrls(content)];
const shipped = readdirSync(mediaDir).filter((file) => !file.startsWith("."));
const svgFiles = shipped.filter((file) => file.endsWith(".svg"));

describe("artwork", () => {
  it("finds the media the content refers to", () => {
    expect(owners.size).toBeGreaterThan(40);
  });

  it("uses no file for two different cards, stays or heroes", () => {
    const shared = [...owners].filter(([, who]) => who.size > 1).map(([url, who]) => `${url}: ${[...who].join(" | ")}`);
    expect(shared).toEqual([]);
  });

  it("picks each day's hero images from that day's own cards", () => {
    for (const day of content.days) {
      const dayPictures = new Set(
        [...owners].filter(([, who]) => [...who].some((owner) => owner.startsWith(`day ${day.day}:`))).map(([url]) => url),
      );
      for (const hero of day.heroImages ?? []) expect(dayPictures, `day ${day.day} hero ${hero}`).toContain(hero);
    }
  });

  it("ships only files the content uses", () => {
    const used = new Set(referenced.map((url) => url.slice("/media/".length)));
    expect(shipped.filter((file) => !used.has(file))).toEqual([]);
  });

  it.each(referenced)("ships %s within its size budget", (url) => {
    const file = path.join(mediaDir, url.slice("/media/".length));
    expect(existsSync(file)).toBe(true);
    const budget = sizeBudget[path.extname(file)];
    expect(budget, `a size budget for ${path.extname(file)}`).toBeDefined();
    expect(statSync(file).size).toBeLessThanOrEqual(budget!);
  });

  it.each(svgFiles)("%s is titled and self-contained", (file) => {
    const text = readFileSync(path.join(mediaDir, file), "utf8");
    expect(text).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(text).not.toMatch(/<script|on\w+=|href=|<image|<foreignObject/i);
    expect(text.replaceAll("http://www.w3.org/2000/svg", "")).not.toMatch(/https?:/);
  });
});

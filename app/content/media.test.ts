import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as content from "./index";

// Every image and video the content points at must ship in public/media, and
// the shipped artwork must stay light and inert (no scripts, nothing fetched).

const mediaDir = path.resolve(import.meta.dirname, "..", "..", "public", "media");

function mediaUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.startsWith("/media/")) found.add(value);
  else if (Array.isArray(value)) for (const item of value) mediaUrls(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) mediaUrls(item, found);
  return found;
}

const referenced = [...mediaUrls(content)];
const svgFiles = readdirSync(mediaDir).filter((file) => file.endsWith(".svg"));

describe("media", () => {
  it("finds the media the content refers to", () => {
    expect(referenced.length).toBeGreaterThan(30);
  });

  it.each(referenced)("ships %s", (url) => {
    expect(existsSync(path.join(mediaDir, url.slice("/media/".length)))).toBe(true);
  });

  it.each(svgFiles)("%s is small, titled and self-contained", (file) => {
    const text = readFileSync(path.join(mediaDir, file), "utf8");
    expect(statSync(path.join(mediaDir, file)).size).toBeLessThan(8 * 1024);
    expect(text).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(text).not.toMatch(/<script|on\w+=|href=|<image|<foreignObject/i);
    expect(text.replaceAll("http://www.w3.org/2000/svg", "")).not.toMatch(/https?:/);
  });

  it("ships the palace dinner video under 500 KB", () => {
    expect(statSync(path.join(mediaDir, "palace-dinner.mp4")).size).toBeLessThan(500 * 1024);
  });
});

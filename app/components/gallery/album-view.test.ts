import { describe, expect, it } from "vitest";
import { albumHref, albumSections, parseAlbumFilters, uploaderNames } from "./album-view";
import type { Photo } from "./gallery-api";

const photo = (id: number, capturedAt: string, capturedOn: string, uploaderName: string | null = null): Photo => ({
  mediaType: "image",
  contentType: "image/jpeg",
  previewStatus: "ready",
  thumbnailUrl: null,
  previewUrl: null,
  playbackStatus: null,
  playbackUrl: null,
  downloadUrl: null,
  downloadName: `marrakech-${id}.jpg`,
  width: null,
  height: null,
  durationSeconds: null,
  sizeBytes: 1,
  createdAt: capturedAt,
  captureSource: "exif",
  id,
  objectPath: `/objects/${String(id).padStart(32, "0")}.jpg`,
  uploaderName,
  capturedAt,
  capturedOn,
});

const album = [
  photo(1, "2025-11-24T10:00:00.000Z", "2025-11-24", "Amina"),
  photo(2, "2025-11-27T09:00:00.000Z", "2025-11-27", "Youssef"),
  photo(3, "2025-11-24T18:00:00.000Z", "2025-11-24", "Youssef"),
  photo(4, "2025-11-20T12:00:00.000Z", "2025-11-20"),
  photo(5, "2026-01-02T12:00:00.000Z", "2026-01-02", "Amina"),
];

describe("the album view", () => {
  it("groups photos by trip day in trip order, newest first inside a day", () => {
    const sections = albumSections(album, {});
    expect(sections.map((section) => section.title)).toEqual([
      "Before the trip",
      "Day 3 · Nov 24 · Desert Fun",
      expect.stringMatching(/^Day 6 · Nov 27 · /),
      "After the trip",
    ]);
    expect(sections.flatMap((section) => section.photos.map((item) => item.id))).toEqual([4, 3, 1, 2, 5]);
  });

  it("filters by day and by guest, together", () => {
    const ids = (filters: Parameters<typeof albumSections>[1]) =>
      albumSections(album, filters).flatMap((section) => section.photos.map((item) => item.id));
    expect(ids({ day: 3 })).toEqual([3, 1]);
    expect(ids({ by: "Amina" })).toEqual([1, 5]);
    expect(ids({ day: 3, by: "Youssef" })).toEqual([3]);
    expect(ids({ day: 0 })).toEqual([]);
  });

  it("reads filters from the URL, ignoring days the trip does not have", () => {
    expect(parseAlbumFilters(new URLSearchParams("day=5&by=%20Amina%20"))).toEqual({ day: 5, by: "Amina" });
    expect(parseAlbumFilters(new URLSearchParams("day=10&by="))).toEqual({ day: undefined, by: undefined });
    expect(parseAlbumFilters(new URLSearchParams("day=-1"))).toEqual({ day: undefined, by: undefined });
  });

  it("writes shareable addresses and lists the guests", () => {
    expect(albumHref({ day: 5 })).toBe("/gallery?day=5");
    expect(albumHref({ by: "Zoé B" })).toBe("/gallery?by=Zo%C3%A9+B");
    expect(albumHref({})).toBe("/gallery");
    expect(uploaderNames(album)).toEqual(["Amina", "Youssef"]);
  });
});

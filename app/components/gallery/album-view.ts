import { dayThemes, isTripDay } from "~/content/day-themes";
import { dayShortDate } from "~/lib/trip-dates";
import { tripSectionOf } from "~/lib/trip-day";
import type { Photo } from "./gallery-api";

// The album as the page shows it: the URL's filters (?day=5, ?by=Amina)
// applied, then the photos in trip order, one section per day.

export type AlbumFilters = { day?: number; by?: string };

/** The album's sections for photos taken outside the trip's days. */
export const OUTSIDE_TRIP_SECTIONS = { before: "Before the trip", after: "After the trip" } as const;
export type AlbumSection = { key: string; title: string; photos: Photo[] };

export function parseAlbumFilters(params: URLSearchParams): AlbumFilters {
  const dayText = params.get("day");
  const day = dayText !== null && /^\d{1,2}$/.test(dayText) && isTripDay(Number(dayText)) ? Number(dayText) : undefined;
  const by = params.get("by")?.trim() || undefined;
  return { day, by };
}

/** "/gallery?day=5&by=Amina": a shareable address for a choice of filters. */
export function albumHref(filters: AlbumFilters, path = "/gallery"): string {
  const params = new URLSearchParams();
  if (filters.day !== undefined) params.set("day", String(filters.day));
  if (filters.by) params.set("by", filters.by);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function matchesFilters(photo: Photo, filters: AlbumFilters): boolean {
  const section = tripSectionOf(photo.capturedOn);
  if (filters.day !== undefined && !(section.kind === "day" && section.day === filters.day)) return false;
  return !filters.by || photo.uploaderName === filters.by;
}

/** "Day 3 · Nov 24 · Desert Fun" */
export function dayTitle(dayNumber: number): string {
  return `Day ${dayNumber} · ${dayShortDate(dayNumber)} · ${dayThemes[dayNumber] ?? ""}`;
}

// Newest first inside a section, as the gallery always listed them.
const order = (a: Photo, b: Photo) => b.capturedAt.localeCompare(a.capturedAt) || b.id - a.id;

/** Sections in trip order, each newest first; empty sections are left out. */
export function albumSections(photos: Photo[], filters: AlbumFilters): AlbumSection[] {
  const chosen = photos.filter((photo) => matchesFilters(photo, filters)).sort(order);
  const inSection = (key: string) =>
    chosen.filter((photo) => {
      const section = tripSectionOf(photo.capturedOn);
      return (section.kind === "day" ? `day-${section.day}` : section.kind) === key;
    });
  const sections: AlbumSection[] = [
    { key: "before", title: OUTSIDE_TRIP_SECTIONS.before, photos: inSection("before") },
    ...dayThemes.map((_, day) => ({ key: `day-${day}`, title: dayTitle(day), photos: inSection(`day-${day}`) })),
    { key: "after", title: OUTSIDE_TRIP_SECTIONS.after, photos: inSection("after") },
  ];
  return sections.filter((section) => section.photos.length > 0);
}

/** Everyone who shared something, for the guest filter. */
export function uploaderNames(photos: Photo[]): string[] {
  const names = new Set(photos.map((photo) => photo.uploaderName).filter((name): name is string => Boolean(name)));
  return [...names].sort((a, b) => a.localeCompare(b));
}

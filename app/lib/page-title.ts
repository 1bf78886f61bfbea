import { trip } from "~/content/trip";

/** "Day 3 · Desert Fun | Golden Goat Getaway"; the bare trip title for the home page. */
export function pageTitle(...parts: string[]): string {
  return parts.length === 0 ? trip.title : `${parts.join(" · ")} | ${trip.title}`;
}

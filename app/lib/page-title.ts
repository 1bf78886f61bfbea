import { trip } from "~/content/trip";

/** "Day 3 · Desert Fun | Golden Goat Getaway"; the bare trip title for the home page. */
export function pageTitle(...parts: string[]): string {
  return parts.length === 0 ? trip.title : `${parts.join(" · ")} | ${trip.title}`;
}

/** The title and description tags of a page. */
export function pageMeta(title: string, description: string) {
  return [{ title }, { name: "description", content: description }];
}

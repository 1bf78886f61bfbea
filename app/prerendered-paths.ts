import { days } from "./content/days";

/**
 * Routes whose HTML depends only on app/content, rendered at build time.
 * /gallery is among them: its HTML is the screen's frame, the photos load in
 * the browser. /map is left to SSR: its frame address comes from the host's
 * MAP_EMBED_URL.
 */
export const prerenderedPaths = [
  "/",
  "/day",
  ...days.map((day) => `/day/${day.day}`),
  "/dinners",
  "/accommodations",
  "/budget",
  "/faq",
  "/transportation",
  "/gallery",
];

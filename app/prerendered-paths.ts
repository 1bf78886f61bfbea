import { days } from "./content/days";

/**
 * Routes whose HTML depends only on app/content, rendered at build time.
 * /map is left to SSR: its frame address comes from the host's MAP_EMBED_URL.
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
];

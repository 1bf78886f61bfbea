// Background music per section (spec sections 2 and 4). The files are rendered
// by scripts/make-tracks.ts into public/audio and served under /audio; the host
// replaces a track by dropping a file of the same name there.

/** The parts of the site that have their own music. */
export type MusicSection = "home" | "itinerary" | "stays" | "explore" | "budget";

export interface Track {
  src: `/audio/${string}`;
  loop: boolean;
  /** What the track should feel like; guides anyone who replaces it. */
  mood: string;
}

export const tracks: Record<MusicSection, Track> = {
  home: { src: "/audio/home.webm", loop: true, mood: "warm oud-like melody over a drone and a soft frame drum" },
  itinerary: { src: "/audio/itinerary.webm", loop: true, mood: "light travelling rhythm" },
  stays: { src: "/audio/stays.webm", loop: true, mood: "calm evening pad" },
  explore: { src: "/audio/explore.webm", loop: true, mood: "curious and airy" },
  budget: { src: "/audio/budget.webm", loop: true, mood: "relaxed and easy" },
};

/** The first path segment of each mapped route ("" is home). */
const sectionByRoute = new Map<string, MusicSection>([
  ["", "home"],
  ["day", "itinerary"],
  ["dinners", "stays"],
  ["accommodations", "stays"],
  ["transportation", "stays"],
  ["map", "explore"],
  ["faq", "explore"],
  ["budget", "budget"],
]);

/**
 * The music section of a URL path, or null for routes without music (the
 * gallery, unknown pages). Matching ignores case and a trailing slash, like the
 * router does; only /day takes one more segment (the day id, valid or not).
 */
export function sectionForPath(pathname: string): MusicSection | null {
  const [first = "", ...rest] = pathname.toLowerCase().split("/").filter(Boolean);
  const allowedDepth = first === "day" ? 1 : 0;
  if (rest.length > allowedDepth) return null;
  return sectionByRoute.get(first) ?? null;
}

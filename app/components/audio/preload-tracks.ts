import { tracks } from "~/content/tracks";

/**
 * Puts the tracks in the HTTP cache (they are served with a max-age), one
 * after another at low priority, so a change of section starts at once. The
 * track the audio element is already loading is skipped. A failure is
 * harmless: the element fetches a file itself when it needs it.
 */
export async function preloadTracks(options: { skip: string | null }): Promise<void> {
  for (const { src } of Object.values(tracks)) {
    if (src === options.skip) continue;
    try {
      const response = await fetch(src, { priority: "low" });
      await response.arrayBuffer();
    } catch {
      // The element will fetch this file itself if the guest gets there.
    }
  }
}

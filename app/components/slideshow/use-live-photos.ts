import { useEffect, useState } from "react";
import type { Photo } from "../gallery/gallery-api";
import { POLL_INTERVAL_MS } from "./slideshow-timing";

/**
 * Polls GET /api/photos with If-None-Match rather than holding an event
 * stream: a Cloudflare quick tunnel buffers GET event streams until they close.
 */
export function useLivePhotos(): { photos: Photo[]; loaded: boolean } {
  const [state, setState] = useState<{ photos: Photo[]; loaded: boolean }>({ photos: [], loaded: false });

  useEffect(() => {
    let etag: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const controller = new AbortController();

    const poll = async () => {
      try {
        const response = await fetch("/api/photos", {
          credentials: "include",
          cache: "no-store",
          headers: etag ? { "If-None-Match": etag } : {},
          signal: controller.signal,
        });
        if (response.ok) {
          etag = response.headers.get("ETag");
          const photos = (await response.json()) as Photo[];
          setState({ photos, loaded: true });
        }
      } catch {
        // A missed poll (Wi-Fi hiccup at the villa) is retried on the next tick.
      }
      if (!stopped) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return state;
}

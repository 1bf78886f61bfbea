import { useCallback, useEffect, useState } from "react";
import { fetchPhotos, type Photo } from "./gallery-api";

export type PhotosState = { status: "pending" | "success" | "error"; photos: Photo[] };

/** While the server is still making a thumbnail or a playback copy, the list is read again this often. */
const PREPARING_POLL_MS = 3_000;

/**
 * The photo list, read once after hydration and again after each write; never
 * on focus. It is polled only while some item is still being prepared, so
 * its tile turns into the real thumbnail (or video) without a reload.
 */
export function usePhotos() {
  const [state, setState] = useState<PhotosState>({ status: "pending", photos: [] });

  const refresh = useCallback(async () => {
    try {
      setState({ status: "success", photos: await fetchPhotos() });
    } catch {
      setState((previous) => ({ ...previous, status: previous.photos.length > 0 ? "success" : "error" }));
    }
  }, []);

  useEffect(() => {
    void refresh();
    // Back from the desert: load what the others shared meanwhile.
    const refreshOnline = () => void refresh();
    window.addEventListener("online", refreshOnline);
    return () => window.removeEventListener("online", refreshOnline);
  }, [refresh]);

  const preparing = state.photos.some((photo) => photo.previewStatus === "pending" || photo.playbackStatus === "preparing");
  useEffect(() => {
    if (!preparing) return;
    const timer = setTimeout(() => void refresh(), PREPARING_POLL_MS);
    return () => clearTimeout(timer);
  }, [preparing, state.photos, refresh]);

  return { ...state, refresh };
}

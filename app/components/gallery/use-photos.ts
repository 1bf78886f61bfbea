import { useCallback, useEffect, useState } from "react";
import { fetchPhotos, type Photo } from "./gallery-api";

export type PhotosState = { status: "pending" | "success" | "error"; photos: Photo[] };

/** The photo list, read once after hydration and again after each write (never on focus, never polled). */
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

  return { ...state, refresh };
}

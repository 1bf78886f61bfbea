// The gallery's calls, as spec section 7 describes them, through the one
// API client (app/lib/api-client): a non-OK answer throws an ApiError whose
// message is "{status}: {text}" and whose status the UI branches on. Uploads,
// which do retry and resume, live in upload-queue.ts.
import { apiJson, throwIfNotOk } from "~/lib/api-client";
import type { PhotoDto } from "../../../server/gallery/photo.dto";

export const MAX_FILES_PER_BATCH = 10;
export const MAX_FILE_BYTES = 52_428_800;

/** What the server answers for each item; its shape is defined once, on the server. */
export type Photo = PhotoDto;

export async function fetchPhotos(): Promise<Photo[]> {
  return apiJson<Photo[]>("GET", "/api/photos");
}

/**
 * Saves the server's download (a real JPEG or MP4) under the spec's name. The
 * button is only offered once `downloadUrl` exists.
 */
export async function downloadPhoto(photo: Pick<Photo, "downloadUrl" | "downloadName">): Promise<void> {
  if (!photo.downloadUrl) throw new Error("This download is still being prepared");
  const response = await fetch(photo.downloadUrl, { credentials: "include" });
  await throwIfNotOk(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = photo.downloadName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// The gallery's calls, as spec section 7 describes them, through the one
// API client (app/lib/api-client): a non-OK answer throws an ApiError whose
// message is "{status}: {text}" and whose status the UI branches on.
import { apiJson, throwIfNotOk } from "~/lib/api-client";
import type { PhotoDto } from "../../../server/gallery/photo.dto";

export const MAX_FILES_PER_BATCH = 10;
export const MAX_FILE_BYTES = 52_428_800;

/** What the server answers for each item; its shape is defined once, on the server. */
export type Photo = PhotoDto;

export async function fetchPhotos(): Promise<Photo[]> {
  return apiJson<Photo[]>("GET", "/api/photos");
}

export async function requestUploadUrl(): Promise<string> {
  const response = await fetch("/api/photos/upload-url", {
    method: "POST",
    credentials: "include",
  });
  if (!response.ok) throw new Error(`Failed to get upload URL: ${response.statusText || response.status}`);
  const { uploadURL } = (await response.json()) as { uploadURL: string };
  return uploadURL;
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
export function putFile(uploadURL: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", uploadURL);
    request.withCredentials = true;
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`Upload failed for ${file.name}`));
    request.onerror = () => reject(new Error(`Upload failed for ${file.name}`));
    request.send(file);
  });
}

export async function savePhoto(objectPath: string, uploaderName: string): Promise<void> {
  const name = uploaderName.trim();
  const response = await fetch("/api/photos", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(name ? { objectPath, uploaderName: name } : { objectPath }),
    credentials: "include",
  });
  if (!response.ok) throw new Error(`Failed to save photo: ${response.statusText || response.status}`);
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

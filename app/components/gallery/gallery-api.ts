import type { PhotoDto } from "../../../server/gallery/photo.service";

// The gallery's calls, as spec section 7 describes them: credentials
// included, JSON bodies, no retries; a non-OK answer becomes an Error whose
// message is "{status}: {text}".

export const MAX_FILES_PER_BATCH = 10;
export const MAX_FILE_BYTES = 52_428_800;

export type Photo = {
  id: number;
  objectPath: string;
  uploaderName: string | null;
  mediaType?: "image" | "video";
  thumbnailUrl?: string | null;
  previewUrl?: string | null;
} & Pick<PhotoDto, "capturedAt" | "capturedOn">;

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

export async function fetchPhotos(): Promise<Photo[]> {
  const response = await fetch("/api/photos", { credentials: "include" });
  await throwIfNotOk(response);
  return (await response.json()) as Photo[];
}

export async function requestUploadUrl(): Promise<string> {
  const response = await fetch("/api/photos/upload-url", { method: "POST", credentials: "include" });
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
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`Upload failed for ${file.name}`));
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

export function isVideoPath(objectPath: string): boolean {
  return /\.(mp4|mov|avi|webm|mkv)$/i.test(objectPath);
}

export function downloadName(photo: Pick<Photo, "id" | "objectPath">): string {
  return `marrakech-${photo.id}${isVideoPath(photo.objectPath) ? ".mp4" : ".jpg"}`;
}

/** Fetches the original and hands it to the browser as a named download. */
export async function downloadPhoto(photo: Pick<Photo, "id" | "objectPath">): Promise<void> {
  const response = await fetch(photo.objectPath, { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = downloadName(photo);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

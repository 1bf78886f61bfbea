// The gallery's calls, as spec section 7 describes them: credentials
// included, JSON bodies, no retries; a non-OK answer becomes an Error whose
// message is "{status}: {text}". Uploads, which do retry and resume, live in
// upload-queue.ts.

export const MAX_FILES_PER_BATCH = 10;
export const MAX_FILE_BYTES = 52_428_800;

export type Photo = {
  id: number;
  objectPath: string;
  uploaderName: string | null;
  mediaType?: "image" | "video";
  thumbnailUrl?: string | null;
  previewUrl?: string | null;
};

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

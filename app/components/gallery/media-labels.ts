import type { Photo } from "./gallery-api";

/** "Photo 12 shared by Amina", "Video 3": the accessible name of a tile and the viewer's image. */
export function itemLabel(photo: Pick<Photo, "id" | "mediaType" | "uploaderName">): string {
  return `${photo.mediaType === "video" ? "Video" : "Photo"} ${photo.id}${photo.uploaderName ? ` shared by ${photo.uploaderName}` : ""}`;
}

/** 75 -> "1:15", as video players show it. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

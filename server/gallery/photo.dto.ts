import type { MediaType } from "../db/schema";
import type { CaptureSource } from "./capture-time";

// The shapes GET /api/photos and POST /api/photos answer. Types only: the
// browser imports them with `import type`, so there is one definition.

export type PreviewStatus = "pending" | "ready" | "unavailable";
export type PlaybackStatus = "preparing" | "ready" | "unavailable";

/** One gallery item: the spec's three fields first, then what the grid and viewer need. */
export type PhotoDto = {
  id: number;
  /** The untouched original, as uploaded ("Original file"). */
  objectPath: string;
  uploaderName: string | null;
  /** Decided once on the server, from the detected file type. */
  mediaType: MediaType;
  contentType: string;
  /** Thumbnail and preview exist once `previewStatus` is ready. */
  previewStatus: PreviewStatus;
  thumbnailUrl: string | null;
  previewUrl: string | null;
  /** Videos only: what the viewer plays (a copy when the original is not H.264/AAC MP4). */
  playbackStatus: PlaybackStatus | null;
  playbackUrl: string | null;
  /** A real JPEG for photos, a real MP4 for videos; null while being prepared or when none can be made. */
  downloadUrl: string | null;
  /** marrakech-{id}.jpg or marrakech-{id}.mp4 */
  downloadName: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  sizeBytes: number;
  createdAt: string;
  /** When it was taken (ISO), its date in Morocco ("2025-11-24") and the clue that said so. */
  capturedAt: string;
  capturedOn: string;
  captureSource: CaptureSource;
};

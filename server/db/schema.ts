import type { Generated } from "kysely";

/** The typed view of the SQLite file. Each table mirrors the migrations in ./migrations. */
export interface Database {
  photos: PhotoTable;
  uploads: UploadTable;
  media_jobs: MediaJobTable;
}

export interface PhotoTable {
  id: Generated<number>;
  /** The stored file is `{object_id}.{extension}`; URLs are built from these where the API answers. */
  object_id: string;
  extension: string;
  uploader_name: string | null;
  created_at: Generated<string>;
  /** Decided once, from the detected type of the upload. */
  media_type: Generated<MediaType>;
  content_type: Generated<string>;
  size_bytes: Generated<number>;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  /** pending until the derivatives job ran; unavailable when no derivative can be made. */
  derivatives_status: Generated<"pending" | "ready" | "unavailable">;
  /** not_needed for images and for videos every browser plays as uploaded. */
  playback_status: Generated<"not_needed" | "pending" | "ready" | "unavailable">;
  /** When it was taken (ISO, UTC), its Morocco date and the clue used; null until read. */
  captured_at: string | null;
  captured_on: string | null;
  capture_source: "exif" | "quicktime" | "creation_time" | "upload" | null;
}

export type MediaType = "image" | "video";

/** One row per upload address ever used, so an address works once. */
export interface UploadTable {
  object_id: string;
  state: "receiving" | "stored" | "registered";
  extension: string | null;
  content_type: string | null;
  size_bytes: number | null;
  created_at: Generated<string>;
  /** Bytes of a resumable upload safely on disk so far. */
  received_bytes: Generated<number>;
  /** The whole file's size, as a resumable upload declared it; null for a single PUT. */
  total_bytes: number | null;
  /** When the address stops working (ISO time); null on rows older than resumable uploads. */
  expires_at: string | null;
}

export interface MediaJobTable {
  id: Generated<number>;
  photo_id: number;
  kind: Generated<MediaJobKind>;
  attempts: Generated<number>;
  run_after: Generated<string>;
  last_error: string | null;
}

/** Derivatives (thumbnail, preview, full-size JPEG) and playback copies queue separately. */
export type MediaJobKind = "derivatives" | "playback";

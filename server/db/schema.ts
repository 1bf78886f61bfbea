import type { Generated } from "kysely";

/** The typed view of the SQLite file. Each table mirrors the migrations in ./migrations. */
export interface Database {
  photos: PhotoTable;
  uploads: UploadTable;
  media_jobs: MediaJobTable;
}

export interface PhotoTable {
  id: Generated<number>;
  object_path: string;
  uploader_name: string | null;
  created_at: Generated<string>;
  media_type: Generated<"image" | "video">;
  content_type: Generated<string>;
  size_bytes: Generated<number>;
  width: number | null;
  height: number | null;
  thumbnail_path: string | null;
  preview_path: string | null;
  /** pending until the thumbnail job ran; unavailable when no derivative can be made. */
  derivatives_status: Generated<"pending" | "ready" | "unavailable">;
  /** When it was taken (ISO, UTC), its Morocco date and the clue used; null until read. */
  captured_at: string | null;
  captured_on: string | null;
  capture_source: "exif" | "quicktime" | "creation_time" | "upload" | null;
}

/** One row per upload address ever used, so an address works once. */
export interface UploadTable {
  object_id: string;
  state: "receiving" | "stored" | "registered";
  extension: string | null;
  content_type: string | null;
  size_bytes: number | null;
  created_at: Generated<string>;
}

export interface MediaJobTable {
  id: Generated<number>;
  photo_id: number;
  attempts: Generated<number>;
  run_after: Generated<string>;
  last_error: string | null;
}

import type { Migration } from "kysely";
import * as createPhotos from "./2025_11_01_0000_create_photos";
import * as addPhotoMedia from "./2025_11_20_1200_add_photo_media";
import * as keyPhotosByObjectId from "./2025_11_20_1300_key_photos_by_object_id";
import * as addPhotoCaptureTime from "./2025_11_22_0900_add_photo_capture_time";
import * as addUploadProgress from "./2025_11_23_1400_add_upload_progress";

/**
 * Listed explicitly (not read from disk) so the bundled server carries them.
 * Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  "2025_11_01_0000_create_photos": createPhotos,
  "2025_11_20_1200_add_photo_media": addPhotoMedia,
  "2025_11_20_1300_key_photos_by_object_id": keyPhotosByObjectId,
  "2025_11_22_0900_add_photo_capture_time": addPhotoCaptureTime,
  "2025_11_23_1400_add_upload_progress": addUploadProgress,
};

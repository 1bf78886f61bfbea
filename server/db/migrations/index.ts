import type { Migration } from "kysely";
import * as createPhotos from "./2025_11_01_0000_create_photos";
import * as addPhotoMedia from "./2025_11_20_1200_add_photo_media";
import * as addPhotoCaptureTime from "./2025_11_22_0900_add_photo_capture_time";

/**
 * Listed explicitly (not read from disk) so the bundled server carries them.
 * Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  "2025_11_01_0000_create_photos": createPhotos,
  "2025_11_20_1200_add_photo_media": addPhotoMedia,
  "2025_11_22_0900_add_photo_capture_time": addPhotoCaptureTime,
};

import type { Logger } from "../logger";
import { decideCaptureTime } from "./capture-time";
import type { CaptureClueReader } from "./media";
import type { ObjectStore } from "./object-store";
import type { PhotoRepository } from "./photo.repository";

const BATCH_SIZE = 50;

/**
 * Reads the capture time of photos registered before the album knew about
 * it. Each row is saved as soon as it is read, so an interrupted run resumes
 * where it stopped; a missing file falls back to the upload time like any
 * file without clues.
 */
export async function backfillCaptureTimes(deps: {
  photos: PhotoRepository;
  store: ObjectStore;
  readCaptureClues: CaptureClueReader;
  logger: Logger;
}): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await deps.photos.listWithoutCaptureTime(BATCH_SIZE);
    if (rows.length === 0) break;
    for (const row of rows) {
      const file = deps.store.fileFor(deps.store.servedPath(row.object_id, row.extension))?.file;
      const clues = file ? await deps.readCaptureClues(file, row.media_type) : {};
      await deps.photos.saveCaptureTime(row.id, decideCaptureTime(clues, row.created_at));
      done += 1;
    }
  }
  if (done > 0) deps.logger.info({ photos: done }, "capture times read for earlier photos");
  return done;
}

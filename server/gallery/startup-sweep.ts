import type { Logger } from "../logger";
import type { ObjectStore, ObjectVariant } from "./object-store";
import type { PhotoRepository } from "./photo.repository";
import { sweepAbandonedUploads } from "./upload-sweep";
import type { UploadRepository } from "./upload.repository";

/**
 * Run once at start-up, before the server listens: removes what a crash or a
 * kill left half-done (but keeps partial resumable uploads whose address
 * still works), removes abandoned uploads, and re-queues every thumbnail,
 * download or playback copy that is missing.
 */
export async function startupSweep(deps: {
  store: ObjectStore;
  photos: PhotoRepository;
  uploads: UploadRepository;
  logger: Logger;
  now?: () => Date;
}): Promise<{ removedTemporary: number; requeued: number; abandoned: number }> {
  const { store, photos, uploads, logger } = deps;
  const now = deps.now?.() ?? new Date();

  let abandoned = await sweepAbandonedUploads({ store, uploads, now });
  for (const upload of await uploads.findInterruptedSinglePuts()) {
    await uploads.remove(upload.object_id);
    abandoned += 1;
  }
  const resumable = new Set((await uploads.findPartial()).map((upload) => store.partialPath(upload.object_id)));
  const removedTemporary = await store.removeIncoming(resumable);

  let requeued = 0;
  for (const photo of await photos.list()) {
    const served = (variant: ObjectVariant) => store.exists(store.servedPath(photo.object_id, photo.extension, variant));
    const derivatives: ObjectVariant[] = photo.media_type === "image" ? ["thumbnail", "preview", "full"] : ["thumbnail", "preview"];
    const missingDerivatives =
      photo.derivatives_status === "pending" ||
      (photo.derivatives_status === "ready" && (await Promise.all(derivatives.map(served))).includes(false));
    const missingPlayback = photo.playback_status === "pending" || (photo.playback_status === "ready" && !(await served("playback")));
    if (missingDerivatives) await photos.enqueue(photo.id, "derivatives");
    if (missingPlayback) await photos.enqueue(photo.id, "playback");
    if (missingDerivatives || missingPlayback) requeued += 1;
  }
  if (removedTemporary + requeued + abandoned > 0) {
    logger.info({ removedTemporary, requeued, abandoned }, "gallery start-up sweep");
  }
  return { removedTemporary, requeued, abandoned };
}

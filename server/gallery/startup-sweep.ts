import type { Logger } from "../logger";
import type { ObjectStore } from "./object-store";
import type { PhotoRepository } from "./photo.repository";
import type { UploadRepository } from "./upload.repository";

/** A stored upload nobody registered within a day was abandoned (the tab was closed). */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * Run once at start-up, before the server listens: removes what a crash or a
 * kill left half-done and re-queues every thumbnail that is missing.
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
  const removedTemporary = await store.removeIncoming();

  let abandoned = 0;
  for (const upload of await uploads.findUnregisteredBefore(now.toISOString())) {
    const interrupted = upload.state === "receiving";
    const old = Date.parse(upload.created_at) < now.getTime() - ABANDONED_AFTER_MS;
    if (!interrupted && !old) continue;
    if (upload.extension) await store.removeServed(store.servedPath(upload.object_id, upload.extension));
    await uploads.remove(upload.object_id);
    abandoned += 1;
  }

  let requeued = 0;
  for (const photo of await photos.list()) {
    const missing =
      photo.derivatives_status === "pending" ||
      (photo.derivatives_status === "ready" &&
        !((await store.exists(photo.thumbnail_path ?? "")) && (await store.exists(photo.preview_path ?? ""))));
    if (!missing) continue;
    await photos.enqueue(photo.id);
    requeued += 1;
  }
  if (removedTemporary + requeued + abandoned > 0) {
    logger.info({ removedTemporary, requeued, abandoned }, "gallery start-up sweep");
  }
  return { removedTemporary, requeued, abandoned };
}

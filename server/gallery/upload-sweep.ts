import type { ObjectStore } from "./object-store";
import type { UploadRepository } from "./upload.repository";

/**
 * An upload nobody registered within this long after its address expired
 * was abandoned (the tab was closed, or someone only wanted to fill the disk).
 */
export const ABANDONED_GRACE_MS = 60 * 60_000;
/** How often the running server looks for abandoned uploads. */
export const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60_000;

/** Removes abandoned uploads, stored or partial, with their files; answers how many. */
export async function sweepAbandonedUploads(deps: { store: ObjectStore; uploads: UploadRepository; now: Date }): Promise<number> {
  const { store, uploads } = deps;
  const abandoned = await uploads.findAbandoned(new Date(deps.now.getTime() - ABANDONED_GRACE_MS));
  for (const upload of abandoned) {
    // The row goes first: a file without a row is swept at the next start, a row without its file never is.
    await uploads.remove(upload.object_id);
    if (upload.extension) await store.removeServed(store.servedPath(upload.object_id, upload.extension));
    await store.removePartial(upload.object_id);
  }
  return abandoned.length;
}

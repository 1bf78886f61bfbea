import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { MediaJobKind, MediaJobTable, MediaType, PhotoTable } from "../db/schema";
import type { CaptureTime } from "./capture-time";

export type PhotoRow = Selectable<PhotoTable>;
export type MediaJobRow = Selectable<MediaJobTable>;

export type NewPhoto = {
  objectId: string;
  extension: string;
  uploaderName: string | null;
  mediaType: MediaType;
  contentType: string;
  sizeBytes: number;
  capture: CaptureTime;
};

export type Derivatives = { width: number | null; height: number | null };

/** The only Kysely code for photos and their media jobs. */
export class PhotoRepository {
  constructor(private readonly db: Db) {}

  async list(): Promise<PhotoRow[]> {
    return this.db.selectFrom("photos").selectAll().orderBy("id", "desc").execute();
  }

  async findById(id: number): Promise<PhotoRow | undefined> {
    return this.db.selectFrom("photos").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async findByObjectId(objectId: string): Promise<PhotoRow | undefined> {
    return this.db.selectFrom("photos").selectAll().where("object_id", "=", objectId).executeTakeFirst();
  }

  /**
   * The photo row, its media jobs and the end of the upload address's life
   * in one transaction: undefined when the upload was registered meanwhile.
   * A video also waits for its playback check (and copy, when needed).
   */
  async register(photo: NewPhoto): Promise<PhotoRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("uploads")
        .set({ state: "registered" })
        .where("object_id", "=", photo.objectId)
        .where("state", "=", "stored")
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return undefined;
      const video = photo.mediaType === "video";
      const row = await trx
        .insertInto("photos")
        .values({
          object_id: photo.objectId,
          extension: photo.extension,
          uploader_name: photo.uploaderName,
          media_type: photo.mediaType,
          content_type: photo.contentType,
          size_bytes: photo.sizeBytes,
          playback_status: video ? "pending" : "not_needed",
          ...captureColumns(photo.capture),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const kinds: MediaJobKind[] = video ? ["derivatives", "playback"] : ["derivatives"];
      await trx
        .insertInto("media_jobs")
        .values(kinds.map((kind) => ({ photo_id: row.id, kind })))
        .execute();
      return row;
    });
  }

  /** Removes the row and its jobs together; answers the removed row. */
  async remove(id: number): Promise<PhotoRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("media_jobs").where("photo_id", "=", id).execute();
      return trx.deleteFrom("photos").where("id", "=", id).returningAll().executeTakeFirst();
    });
  }

  /** False when the photo was deleted while its derivatives were being made. */
  async saveDerivatives(id: number, derivatives: Derivatives): Promise<boolean> {
    const result = await this.db
      .updateTable("photos")
      .set({ width: derivatives.width, height: derivatives.height, derivatives_status: "ready" })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markDerivativesUnavailable(id: number): Promise<void> {
    await this.db.updateTable("photos").set({ derivatives_status: "unavailable" }).where("id", "=", id).execute();
  }

  async saveCaptureTime(id: number, capture: CaptureTime): Promise<void> {
    await this.db.updateTable("photos").set(captureColumns(capture)).where("id", "=", id).execute();
  }

  /** Rows from before capture times were read, oldest first. */
  async listWithoutCaptureTime(limit: number): Promise<PhotoRow[]> {
    return this.db.selectFrom("photos").selectAll().where("captured_at", "is", null).orderBy("id").limit(limit).execute();
  }

  /** False when the photo was deleted while its copy was being made. */
  async savePlayback(id: number, playback: { status: PhotoRow["playback_status"]; durationMs: number | null }): Promise<boolean> {
    const result = await this.db
      .updateTable("photos")
      .set({ playback_status: playback.status, duration_ms: playback.durationMs })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async nextDueJob(kind: MediaJobKind, now: string): Promise<MediaJobRow | undefined> {
    return this.db
      .selectFrom("media_jobs")
      .selectAll()
      .where("kind", "=", kind)
      .where("run_after", "<=", now)
      .orderBy("run_after")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
  }

  async finishJob(jobId: number): Promise<void> {
    await this.db.deleteFrom("media_jobs").where("id", "=", jobId).execute();
  }

  async postponeJob(jobId: number, runAfter: string, error: string): Promise<void> {
    await this.db
      .updateTable("media_jobs")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), run_after: runAfter, last_error: error.slice(0, 500) }))
      .where("id", "=", jobId)
      .execute();
  }

  /** Queues a job of this kind for the photo unless one is queued already. */
  async enqueue(photoId: number, kind: MediaJobKind): Promise<void> {
    await this.db
      .insertInto("media_jobs")
      .values({ photo_id: photoId, kind })
      .onConflict((conflict) => conflict.columns(["photo_id", "kind"]).doNothing())
      .execute();
  }
}

function captureColumns(capture: CaptureTime) {
  return { captured_at: capture.capturedAt, captured_on: capture.capturedOn, capture_source: capture.source };
}

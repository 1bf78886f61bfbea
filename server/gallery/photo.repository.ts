import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { MediaJobTable, PhotoTable } from "../db/schema";
import type { CaptureTime } from "./capture-time";

export type PhotoRow = Selectable<PhotoTable>;
export type MediaJobRow = Selectable<MediaJobTable>;

export type NewPhoto = {
  objectId: string;
  objectPath: string;
  uploaderName: string | null;
  mediaType: "image" | "video";
  contentType: string;
  sizeBytes: number;
  capture: CaptureTime;
};

export type Derivatives = { thumbnailPath: string; previewPath: string; width: number | null; height: number | null };

/** The only Kysely code for photos and their thumbnail jobs. */
export class PhotoRepository {
  constructor(private readonly db: Db) {}

  async list(): Promise<PhotoRow[]> {
    return this.db.selectFrom("photos").selectAll().orderBy("id", "desc").execute();
  }

  async findById(id: number): Promise<PhotoRow | undefined> {
    return this.db.selectFrom("photos").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async findByServedPath(servedPath: string): Promise<PhotoRow | undefined> {
    return this.db
      .selectFrom("photos")
      .selectAll()
      .where((eb) =>
        eb.or([eb("object_path", "=", servedPath), eb("thumbnail_path", "=", servedPath), eb("preview_path", "=", servedPath)]),
      )
      .executeTakeFirst();
  }

  /**
   * The photo row, its thumbnail job and the end of the upload address's life
   * in one transaction: undefined when the upload was registered meanwhile.
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
      const row = await trx
        .insertInto("photos")
        .values({
          object_path: photo.objectPath,
          uploader_name: photo.uploaderName,
          media_type: photo.mediaType,
          content_type: photo.contentType,
          size_bytes: photo.sizeBytes,
          ...captureColumns(photo.capture),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto("media_jobs").values({ photo_id: row.id }).execute();
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
      .set({
        thumbnail_path: derivatives.thumbnailPath,
        preview_path: derivatives.previewPath,
        width: derivatives.width,
        height: derivatives.height,
        derivatives_status: "ready",
      })
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

  async nextDueJob(now: string): Promise<MediaJobRow | undefined> {
    return this.db
      .selectFrom("media_jobs")
      .selectAll()
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

  /** Queues a job for the photo unless one is queued already. */
  async enqueue(photoId: number): Promise<void> {
    await this.db
      .insertInto("media_jobs")
      .values({ photo_id: photoId })
      .onConflict((conflict) => conflict.column("photo_id").doNothing())
      .execute();
  }
}

function captureColumns(capture: CaptureTime) {
  return { captured_at: capture.capturedAt, captured_on: capture.capturedOn, capture_source: capture.source };
}

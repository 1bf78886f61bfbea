import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { UploadTable } from "../db/schema";

export type UploadRow = Selectable<UploadTable>;

/** Rows from before resumable uploads carry no expiry: they count as abandoned a day after they began. */
const LEGACY_ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/** The only Kysely code for the uploads table: one row per upload address ever used. */
export class UploadRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims an address; false when it was used (or is being used) already.
   * `totalBytes` is set for a resumable upload, whose row then outlives a failed request.
   */
  async claim(objectId: string, expiresAt: Date, totalBytes: number | null = null): Promise<boolean> {
    const result = await this.db
      .insertInto("uploads")
      .values({ object_id: objectId, state: "receiving", expires_at: expiresAt.toISOString(), total_bytes: totalBytes })
      .onConflict((conflict) => conflict.column("object_id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Frees an address whose PUT failed, so the same address may be tried again until it expires. */
  async release(objectId: string): Promise<void> {
    await this.db.deleteFrom("uploads").where("object_id", "=", objectId).where("state", "=", "receiving").execute();
  }

  /** Records how many bytes of a resumable upload are on disk (after they were flushed). */
  async setReceived(objectId: string, receivedBytes: number): Promise<void> {
    await this.db
      .updateTable("uploads")
      .set({ received_bytes: receivedBytes })
      .where("object_id", "=", objectId)
      .where("state", "=", "receiving")
      .execute();
  }

  async markStored(objectId: string, file: { extension: string; contentType: string; sizeBytes: number }): Promise<void> {
    await this.db
      .updateTable("uploads")
      .set({
        state: "stored",
        extension: file.extension,
        content_type: file.contentType,
        size_bytes: file.sizeBytes,
        received_bytes: file.sizeBytes,
      })
      .where("object_id", "=", objectId)
      .execute();
  }

  async find(objectId: string): Promise<UploadRow | undefined> {
    return this.db.selectFrom("uploads").selectAll().where("object_id", "=", objectId).executeTakeFirst();
  }

  /** Resumable uploads still in progress (their partial files must survive a restart). */
  async findPartial(): Promise<UploadRow[]> {
    return this.db.selectFrom("uploads").selectAll().where("state", "=", "receiving").where("total_bytes", "is not", null).execute();
  }

  /** Uploads nobody registered whose address expired before `expiredBefore` (the tab was closed). */
  async findAbandoned(expiredBefore: Date): Promise<UploadRow[]> {
    const legacyBefore = new Date(expiredBefore.getTime() - LEGACY_ABANDONED_AFTER_MS).toISOString();
    return this.db
      .selectFrom("uploads")
      .selectAll()
      .where("state", "in", ["stored", "receiving"])
      .where((eb) =>
        eb.or([
          eb("expires_at", "<", expiredBefore.toISOString()),
          eb.and([eb("expires_at", "is", null), eb("created_at", "<", legacyBefore)]),
        ]),
      )
      .execute();
  }

  /** Single PUTs cut off by a crash or kill (nobody can resume them). */
  async findInterruptedSinglePuts(): Promise<UploadRow[]> {
    return this.db.selectFrom("uploads").selectAll().where("state", "=", "receiving").where("total_bytes", "is", null).execute();
  }

  async remove(objectId: string): Promise<void> {
    await this.db.deleteFrom("uploads").where("object_id", "=", objectId).execute();
  }
}

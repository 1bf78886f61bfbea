import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { UploadTable } from "../db/schema";

export type UploadRow = Selectable<UploadTable>;

/** The only Kysely code for the uploads table: one row per upload address ever used. */
export class UploadRepository {
  constructor(private readonly db: Db) {}

  /** Claims an address for one PUT; false when it was used (or is being used) already. */
  async claim(objectId: string): Promise<boolean> {
    const result = await this.db
      .insertInto("uploads")
      .values({ object_id: objectId, state: "receiving" })
      .onConflict((conflict) => conflict.column("object_id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Frees an address whose PUT failed, so the same address may be tried again until it expires. */
  async release(objectId: string): Promise<void> {
    await this.db.deleteFrom("uploads").where("object_id", "=", objectId).where("state", "=", "receiving").execute();
  }

  async markStored(objectId: string, file: { extension: string; contentType: string; sizeBytes: number }): Promise<void> {
    await this.db
      .updateTable("uploads")
      .set({ state: "stored", extension: file.extension, content_type: file.contentType, size_bytes: file.sizeBytes })
      .where("object_id", "=", objectId)
      .execute();
  }

  async find(objectId: string): Promise<UploadRow | undefined> {
    return this.db.selectFrom("uploads").selectAll().where("object_id", "=", objectId).executeTakeFirst();
  }

  /** Stored files nobody registered before `before` (an abandoned upload). */
  async findUnregisteredBefore(before: string): Promise<UploadRow[]> {
    return this.db
      .selectFrom("uploads")
      .selectAll()
      .where("state", "in", ["stored", "receiving"])
      .where("created_at", "<", before)
      .execute();
  }

  async remove(objectId: string): Promise<void> {
    await this.db.deleteFrom("uploads").where("object_id", "=", objectId).execute();
  }
}

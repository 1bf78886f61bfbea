import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// When each photo was taken, its Morocco date and where that came from. Empty
// on existing rows: the gallery's start-up backfill reads their files.
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of ["captured_at", "captured_on", "capture_source"]) {
    await db.schema.alterTable("photos").addColumn(name, "text").execute();
  }
  await db.schema.createIndex("photos_captured_on").on("photos").column("captured_on").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("photos_captured_on").execute();
  for (const name of ["capture_source", "captured_on", "captured_at"]) {
    await db.schema.alterTable("photos").dropColumn(name).execute();
  }
}

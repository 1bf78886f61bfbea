import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Resumable uploads: how much of a file has arrived, how big it will be, and
// when its address expires (partials live until then, plus a grace period).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("uploads").addColumn("received_bytes", "integer", (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("uploads").addColumn("total_bytes", "integer").execute();
  await db.schema.alterTable("uploads").addColumn("expires_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["expires_at", "total_bytes", "received_bytes"]) {
    await db.schema.alterTable("uploads").dropColumn(name).execute();
  }
}

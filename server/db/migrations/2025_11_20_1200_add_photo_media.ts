import { sql, type Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Adds what the gallery learns about each stored file, the one-time upload
// addresses it has seen, and the persisted queue of thumbnail jobs.
export async function up(db: Kysely<any>): Promise<void> {
  const photoColumns: [string, "text" | "integer", string | undefined][] = [
    ["media_type", "text", "'image'"],
    ["content_type", "text", "'application/octet-stream'"],
    ["size_bytes", "integer", "0"],
    ["width", "integer", undefined],
    ["height", "integer", undefined],
    ["thumbnail_path", "text", undefined],
    ["preview_path", "text", undefined],
    ["derivatives_status", "text", "'pending'"],
  ];
  for (const [name, type, fallback] of photoColumns) {
    await db.schema
      .alterTable("photos")
      .addColumn(name, type, (column) => (fallback === undefined ? column : column.notNull().defaultTo(sql.raw(fallback))))
      .execute();
  }

  await db.schema
    .createTable("uploads")
    .addColumn("object_id", "text", (column) => column.primaryKey())
    .addColumn("state", "text", (column) => column.notNull())
    .addColumn("extension", "text")
    .addColumn("content_type", "text")
    .addColumn("size_bytes", "integer")
    .addColumn("created_at", "text", (column) => column.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();

  await db.schema
    .createTable("media_jobs")
    .addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    .addColumn("photo_id", "integer", (column) => column.notNull().unique().references("photos.id").onDelete("cascade"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("run_after", "text", (column) => column.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addColumn("last_error", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media_jobs").execute();
  await db.schema.dropTable("uploads").execute();
  for (const name of [
    "derivatives_status",
    "preview_path",
    "thumbnail_path",
    "height",
    "width",
    "size_bytes",
    "content_type",
    "media_type",
  ]) {
    await db.schema.alterTable("photos").dropColumn(name).execute();
  }
}

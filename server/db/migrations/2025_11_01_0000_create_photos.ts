import { sql, type Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("photos")
    .addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    .addColumn("object_path", "text", (column) => column.notNull().unique())
    .addColumn("uploader_name", "text")
    .addColumn("created_at", "text", (column) => column.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("photos").execute();
}

import { sql, type Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Photos keep identities (object_id + extension) instead of URLs, remember
// their playback copy and duration, and jobs gain a kind (derivatives or
// playback copy), one of each per photo. SQLite cannot drop a UNIQUE column,
// so both tables are rebuilt: new tables first, copied, the old ones dropped,
// the new ones renamed (which also repoints media_jobs' foreign key).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("photos_next")
    .addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    .addColumn("object_id", "text", (column) => column.notNull().unique())
    .addColumn("extension", "text", (column) => column.notNull())
    .addColumn("uploader_name", "text")
    .addColumn("created_at", "text", (column) => column.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addColumn("media_type", "text", (column) => column.notNull().defaultTo("image"))
    .addColumn("content_type", "text", (column) => column.notNull().defaultTo("application/octet-stream"))
    .addColumn("size_bytes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("duration_ms", "integer")
    .addColumn("derivatives_status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("playback_status", "text", (column) => column.notNull().defaultTo("not_needed"))
    .execute();
  // Old rows named "/objects/{32 hex}.{ext}"; derivatives were "{id}-thumb.webp" beside it.
  // Ready images lack the new full-size JPEG, so they go back to pending and are remade.
  await sql`
    insert into photos_next (id, object_id, extension, uploader_name, created_at, media_type, content_type, size_bytes, width, height, derivatives_status, playback_status)
    select id, substr(object_path, 10, 32), substr(object_path, 43), uploader_name, created_at, media_type, content_type, size_bytes, width, height,
      case when derivatives_status = 'ready' and media_type = 'image' then 'pending' else derivatives_status end,
      case when media_type = 'video' then 'pending' else 'not_needed' end
    from photos`.execute(db);

  await db.schema
    .createTable("media_jobs_next")
    .addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    .addColumn("photo_id", "integer", (column) => column.notNull().references("photos_next.id").onDelete("cascade"))
    .addColumn("kind", "text", (column) => column.notNull().defaultTo("derivatives"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("run_after", "text", (column) => column.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addColumn("last_error", "text")
    .addUniqueConstraint("media_jobs_photo_kind", ["photo_id", "kind"])
    .execute();
  await sql`
    insert into media_jobs_next (id, photo_id, kind, attempts, run_after, last_error)
    select id, photo_id, 'derivatives', attempts, run_after, last_error from media_jobs`.execute(db);
  await sql`
    insert into media_jobs_next (photo_id, kind)
    select id, 'derivatives' from photos_next where derivatives_status = 'pending' and id not in (select photo_id from media_jobs_next)`.execute(db);
  await sql`insert into media_jobs_next (photo_id, kind) select id, 'playback' from photos_next where playback_status = 'pending'`.execute(db);

  await db.schema.dropTable("media_jobs").execute();
  await db.schema.dropTable("photos").execute();
  await db.schema.alterTable("photos_next").renameTo("photos").execute();
  await db.schema.alterTable("media_jobs_next").renameTo("media_jobs").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("photos_previous")
    .addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    .addColumn("object_path", "text", (column) => column.notNull().unique())
    .addColumn("uploader_name", "text")
    .addColumn("created_at", "text", (column) => column.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addColumn("media_type", "text", (column) => column.notNull().defaultTo("image"))
    .addColumn("content_type", "text", (column) => column.notNull().defaultTo("application/octet-stream"))
    .addColumn("size_bytes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("thumbnail_path", "text")
    .addColumn("preview_path", "text")
    .addColumn("derivatives_status", "text", (column) => column.notNull().defaultTo("pending"))
    .execute();
  await sql`
    insert into photos_previous (id, object_path, uploader_name, created_at, media_type, content_type, size_bytes, width, height, thumbnail_path, preview_path, derivatives_status)
    select id, '/objects/' || object_id || '.' || extension, uploader_name, created_at, media_type, content_type, size_bytes, width, height,
      case when derivatives_status = 'ready' then '/objects/' || object_id || '-thumb.webp' end,
      case when derivatives_status = 'ready' then '/objects/' || object_id || '-preview.webp' end,
      derivatives_status
    from photos`.execute(db);
  await db.schema
    .createTable("media_jobs_previous")
    .addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    .addColumn("photo_id", "integer", (column) => column.notNull().unique().references("photos_previous.id").onDelete("cascade"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("run_after", "text", (column) => column.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addColumn("last_error", "text")
    .execute();
  await sql`
    insert into media_jobs_previous (id, photo_id, attempts, run_after, last_error)
    select id, photo_id, attempts, run_after, last_error from media_jobs where kind = 'derivatives'`.execute(db);
  await db.schema.dropTable("media_jobs").execute();
  await db.schema.dropTable("photos").execute();
  await db.schema.alterTable("photos_previous").renameTo("photos").execute();
  await db.schema.alterTable("media_jobs_previous").renameTo("media_jobs").execute();
}

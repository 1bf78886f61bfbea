import type { Generated } from "kysely";

/** The typed view of the SQLite file. Each table mirrors the migrations in ./migrations. */
export interface Database {
  photos: PhotoTable;
}

export interface PhotoTable {
  id: Generated<number>;
  object_path: string;
  uploader_name: string | null;
  created_at: Generated<string>;
}

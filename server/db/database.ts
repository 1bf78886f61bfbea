import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import path from "node:path";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export const DATABASE_FILE = "app.sqlite";

export function openDatabase(dataDir: string): Db {
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
  // WAL lets readers proceed during a write; FULL makes a committed row survive a power cut.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

export async function isDatabaseHealthy(db: Db): Promise<boolean> {
  try {
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
    return rows[0]?.ok === 1;
  } catch {
    return false;
  }
}

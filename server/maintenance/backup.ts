import SQLite from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { DATABASE_FILE } from "../db/database";

export type StoragePaths = { dataDir: string; uploadsDir: string };

/** Half-written uploads live in dot-folders (e.g. .incoming); they are never part of a backup. */
const isTransient = (name: string) => name.startsWith(".");
const isDatabaseFile = (name: string) => name === DATABASE_FILE || name.startsWith(`${DATABASE_FILE}-`);

function timestamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, "").replace(/\..+/, "").replace("T", "-");
}

/**
 * A consistent copy while the app keeps running: SQLite's online backup of the
 * database first, then the other DATA_DIR files (generated secrets) and the
 * uploads. Files copied after the snapshot can only be newer, never missing.
 */
export async function createBackup(paths: StoragePaths, outDir: string): Promise<string> {
  const source = path.join(paths.dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}: nothing to back up`);

  const target = path.join(outDir, `backup-${timestamp()}`);
  fs.mkdirSync(path.join(target, "data"), { recursive: true });
  const database = new SQLite(source, { fileMustExist: true });
  try {
    await database.backup(path.join(target, "data", DATABASE_FILE));
  } finally {
    database.close();
  }
  for (const name of fs.readdirSync(paths.dataDir)) {
    if (!isDatabaseFile(name) && !isTransient(name)) {
      fs.cpSync(path.join(paths.dataDir, name), path.join(target, "data", name), { recursive: true });
    }
  }
  fs.cpSync(paths.uploadsDir, path.join(target, "uploads"), {
    recursive: true,
    filter: (file) => !isTransient(path.basename(file)) || file === paths.uploadsDir,
  });
  return target;
}

/** Where a restore moves the state it replaces: inside the same folder, since in Docker the folder is a mount point that cannot be renamed. */
const setAsidePrefix = ".before-restore-";

/**
 * Puts a backup in place of the current state (the app must be stopped).
 * Whatever was there is moved aside into a dot-folder of the same folder
 * (never part of a later backup), not deleted, so a wrong restore can be undone.
 */
export function restoreBackup(backupDir: string, paths: StoragePaths): { setAside: string[] } {
  const database = path.join(backupDir, "data", DATABASE_FILE);
  if (!fs.existsSync(database)) throw new Error(`${backupDir} is not a backup: ${database} is missing`);
  const check = new SQLite(database, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new Error(`The backup's database failed its integrity check: ${String(result)}`);
  } finally {
    check.close();
  }

  const aside = `${setAsidePrefix}${timestamp()}`;
  const setAside: string[] = [];
  for (const [from, to] of [
    [path.join(backupDir, "data"), paths.dataDir],
    [path.join(backupDir, "uploads"), paths.uploadsDir],
  ] as const) {
    fs.mkdirSync(to, { recursive: true });
    const current = fs.readdirSync(to).filter((name) => !name.startsWith(setAsidePrefix));
    if (current.length > 0) {
      fs.mkdirSync(path.join(to, aside));
      for (const name of current) fs.renameSync(path.join(to, name), path.join(to, aside, name));
      setAside.push(path.join(to, aside));
    }
    if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  }
  return { setAside };
}

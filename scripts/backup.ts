// Usage: npm run backup [-- <output folder>]   (default: ./backups)
// In the Docker image, without dev dependencies: node build/app-server/backup.js
// Safe while the app runs. Honours DATA_DIR and UPLOADS_DIR.
import path from "node:path";
import { storagePaths } from "../server/config";
import { ensureWritableFolder, FolderAccessError } from "../server/folder-access";
import { createBackup } from "../server/maintenance/backup";

const outDir = path.resolve(process.argv[2] ?? "backups");
try {
  ensureWritableFolder(outDir, "backup folder");
  const target = await createBackup(storagePaths(), outDir);
  console.log(`Backup written to ${target}`);
} catch (error) {
  console.error(error instanceof FolderAccessError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}

// Usage: npm run restore -- <backup folder>   (stop the app first)
// In the Docker image, without dev dependencies: node build/app-server/restore.js <backup folder>
// Honours DATA_DIR and UPLOADS_DIR; the current state is moved aside, not deleted.
import path from "node:path";
import { storagePaths } from "../server/config";
import { ensureWritableFolder, FolderAccessError } from "../server/folder-access";
import { restoreBackup } from "../server/maintenance/backup";

const backupDir = process.argv[2];
if (!backupDir) {
  console.error("Usage: npm run restore -- <backup folder>");
  process.exit(1);
}
try {
  const paths = storagePaths();
  ensureWritableFolder(paths.dataDir, "DATA_DIR");
  ensureWritableFolder(paths.uploadsDir, "UPLOADS_DIR");
  const { setAside } = restoreBackup(path.resolve(backupDir), paths);
  console.log(`Restored ${path.resolve(backupDir)}`);
  for (const folder of setAside) console.log(`Previous state kept in ${folder}`);
} catch (error) {
  console.error(error instanceof FolderAccessError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}

// Usage: npm run restore -- <backup folder>   (stop the app first)
// Honours DATA_DIR and UPLOADS_DIR; the current state is moved aside, not deleted.
import path from "node:path";
import { storagePaths } from "../server/config";
import { restoreBackup } from "../server/maintenance/backup";

const backupDir = process.argv[2];
if (!backupDir) {
  console.error("Usage: npm run restore -- <backup folder>");
  process.exit(1);
}
const { setAside } = restoreBackup(path.resolve(backupDir), storagePaths());
console.log(`Restored ${path.resolve(backupDir)}`);
for (const folder of setAside) console.log(`Previous state kept in ${folder}`);

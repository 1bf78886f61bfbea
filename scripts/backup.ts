// Usage: npm run backup [-- <output folder>]   (default: ./backups)
// Safe while the app runs. Honours DATA_DIR and UPLOADS_DIR.
import path from "node:path";
import { storagePaths } from "../server/config";
import { createBackup } from "../server/maintenance/backup";

const outDir = path.resolve(process.argv[2] ?? "backups");
const target = await createBackup(storagePaths(), outDir);
console.log(`Backup written to ${target}`);

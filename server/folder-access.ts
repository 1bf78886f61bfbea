import fs from "node:fs";
import path from "node:path";

/**
 * The host's most common trap: Docker creates a missing bind-mount folder
 * (./data, ./uploads, ./backups) as root, while the image runs as `node`
 * (uid 1000). Node would report it as an EACCES stack trace deep in start-up;
 * this turns it into one message naming the folder and the command that fixes it.
 */
export class FolderAccessError extends Error {}

const deniedCodes = new Set(["EACCES", "EPERM", "EROFS"]);

export function isAccessDenied(error: unknown): error is NodeJS.ErrnoException {
  return deniedCodes.has(String((error as NodeJS.ErrnoException | null)?.code));
}

/** The folder itself, or the nearest existing parent when it cannot even be created. */
function ownerOf(folder: string): { uid: number; gid: number } | null {
  for (let current = folder; ; current = path.dirname(current)) {
    try {
      const { uid, gid } = fs.statSync(current);
      return { uid, gid };
    } catch {
      if (path.dirname(current) === current) return null;
    }
  }
}

/** The message for a folder this process may not write, e.g. `data` mounted from a root-owned host folder. */
export function unwritableFolderMessage(folder: string, label: string): string {
  const uid = process.getuid?.() ?? 1000;
  const gid = process.getgid?.() ?? 1000;
  const owner = ownerOf(folder);
  const ownedBy = owner ? `, and the folder belongs to uid ${owner.uid}${owner.uid === 0 ? " (root)" : ""}` : "";
  return (
    `Cannot write to ${folder} (${label}): this process runs as uid ${uid}${ownedBy}.\n` +
    `Give the folder to that user: sudo chown -R ${uid}:${gid} ${folder}\n` +
    `With Docker Compose, run on the host, in the clone: sudo chown -R ${uid}:${gid} data uploads backups`
  );
}

/**
 * Creates the folder when missing and checks this process may write in it
 * and change the files already there (the database, secrets, uploads).
 * Throws FolderAccessError with the fix when it may not.
 */
export function ensureWritableFolder(folder: string, label: string): void {
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.accessSync(folder, fs.constants.W_OK | fs.constants.X_OK);
    for (const entry of fs.readdirSync(folder)) {
      fs.accessSync(path.join(folder, entry), fs.constants.R_OK | fs.constants.W_OK);
    }
  } catch (error) {
    if (isAccessDenied(error)) throw new FolderAccessError(unwritableFolderMessage(folder, label));
    throw error;
  }
}

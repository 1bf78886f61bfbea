import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const OBJECTS_PREFIX = "/objects/";
const SERVED_NAME = /^([0-9a-f]{32})(-thumb|-preview|-full|-play)?\.([a-z0-9]{3,4})$/;

export type ObjectVariant = "original" | "thumbnail" | "preview" | "full" | "playback";

/** What each variant is made of: derivatives always have the same format, whatever the original. */
const VARIANTS: Record<Exclude<ObjectVariant, "original">, { suffix: string; extension: string }> = {
  thumbnail: { suffix: "-thumb", extension: "webp" },
  preview: { suffix: "-preview", extension: "webp" },
  full: { suffix: "-full", extension: "jpg" },
  playback: { suffix: "-play", extension: "mp4" },
};

/**
 * Where files live: originals and derivatives side by side in UPLOADS_DIR
 * under names the server chose, and work in progress in UPLOADS_DIR/.incoming
 * (same file system, so a rename is atomic). Nothing is visible under its
 * final name before it is complete and on disk.
 */
export class ObjectStore {
  readonly incomingDir: string;

  constructor(readonly root: string) {
    this.incomingDir = path.join(root, ".incoming");
    fs.mkdirSync(this.incomingDir, { recursive: true });
  }

  /** The one place a served path is built: the original is `{objectId}.{extension}`, derivatives sit beside it. */
  servedPath(objectId: string, extension: string, variant: ObjectVariant = "original"): string {
    if (variant === "original") return `${OBJECTS_PREFIX}${objectId}.${extension}`;
    const { suffix, extension: derived } = VARIANTS[variant];
    return `${OBJECTS_PREFIX}${objectId}${suffix}.${derived}`;
  }

  /** Every path an object may have been served under, for removal. */
  allServedPaths(objectId: string, extension: string): string[] {
    return (["original", ...Object.keys(VARIANTS)] as ObjectVariant[]).map((variant) => this.servedPath(objectId, extension, variant));
  }

  /** The file behind a served path, or undefined for anything that is not one of ours. */
  fileFor(
    servedPath: string,
  ): { file: string; objectId: string; extension: string; variant: ObjectVariant } | undefined {
    if (!servedPath.startsWith(OBJECTS_PREFIX)) return undefined;
    const name = servedPath.slice(OBJECTS_PREFIX.length);
    const match = SERVED_NAME.exec(name);
    if (!match) return undefined;
    const variant = (Object.keys(VARIANTS) as (keyof typeof VARIANTS)[]).find((key) => VARIANTS[key].suffix === match[2]);
    if (variant && VARIANTS[variant].extension !== match[3]) return undefined;
    return { file: path.join(this.root, name), objectId: match[1]!, extension: match[3]!, variant: variant ?? "original" };
  }

  /** Where a resumable upload grows: one fixed name per address, so it can be found again after a restart. */
  partialPath(objectId: string): string {
    return path.join(this.incomingDir, `${objectId}.upload`);
  }

  async removePartial(objectId: string): Promise<void> {
    await removeQuietly(this.partialPath(objectId));
  }

  temporaryPath(label: string): string {
    return path.join(this.incomingDir, `${label}.${randomBytes(6).toString("hex")}.part`);
  }

  /** Moves a finished temporary file to its served name and makes the rename durable. */
  async publish(temporary: string, servedPath: string): Promise<void> {
    const target = this.fileFor(servedPath);
    if (!target) throw new Error(`not a served path: ${servedPath}`);
    await fs.promises.rename(temporary, target.file);
    await fsyncPath(this.root);
  }

  async removeServed(...servedPaths: (string | null | undefined)[]): Promise<void> {
    for (const servedPath of servedPaths) {
      const target = servedPath ? this.fileFor(servedPath) : undefined;
      if (target) await removeQuietly(target.file);
    }
  }

  async exists(servedPath: string): Promise<boolean> {
    const target = this.fileFor(servedPath);
    if (!target) return false;
    return fs.promises
      .stat(target.file)
      .then((stats) => stats.isFile())
      .catch(() => false);
  }

  /**
   * Temporary files left by a crash or a kill (nothing can still be writing
   * them at start-up), except the partial uploads that may still be resumed.
   */
  async removeIncoming(keep: ReadonlySet<string> = new Set()): Promise<number> {
    const stale = (await fs.promises.readdir(this.incomingDir))
      .map((name) => path.join(this.incomingDir, name))
      .filter((file) => !keep.has(file));
    await Promise.all(stale.map(removeQuietly));
    return stale.length;
  }
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}

/** Flushes a file's bytes, or a directory's entries (a rename), to the disk. */
export async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.promises.open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

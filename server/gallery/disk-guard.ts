import fs from "node:fs";
import { HttpError } from "../http/http-error";

/**
 * Room kept free for SQLite (its WAL and journal), thumbnails and previews:
 * uploads stop while they would eat into it, so the database never hits a
 * full disk because of a guest's video.
 */
export const DISK_RESERVE_BYTES = 256 * 1024 * 1024;

export type StatFs = (dir: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

export const NO_ROOM_FOR_FILE = "The server has no room left for this file";
export const NO_ROOM_FOR_UPLOADS = "The server is running out of storage space, so uploads are paused. Please try again later.";

/** Free space across DATA_DIR and UPLOADS_DIR (they may be different disks, or one shared volume). */
export class DiskGuard {
  private readonly statfs: StatFs;
  private readonly reserveBytes: number;

  constructor(
    private readonly dirs: string[],
    options: { statfs?: StatFs; reserveBytes?: number } = {},
  ) {
    this.statfs = options.statfs ?? ((dir) => fs.promises.statfs(dir));
    this.reserveBytes = options.reserveBytes ?? DISK_RESERVE_BYTES;
  }

  /** Bytes that may still be written before the reserve; negative once inside it. */
  async spareBytes(): Promise<number> {
    const free = await Promise.all(
      this.dirs.map(async (dir) => {
        const stats = await this.statfs(dir);
        return Number(stats.bavail) * Number(stats.bsize);
      }),
    );
    return Math.min(...free) - this.reserveBytes;
  }

  async isLow(): Promise<boolean> {
    return (await this.spareBytes()) <= 0;
  }

  /** Refuses (507) a new upload address unless a whole file of `maxBytes` would still fit. */
  async assertRoomForNewUpload(maxBytes: number): Promise<void> {
    if ((await this.spareBytes()) < maxBytes) throw new HttpError(507, NO_ROOM_FOR_UPLOADS);
  }

  /** Refuses (507) to receive `bytes` more when they would not fit above the reserve. */
  async assertRoomFor(bytes: number): Promise<void> {
    if ((await this.spareBytes()) < bytes) throw new HttpError(507, NO_ROOM_FOR_FILE);
  }
}

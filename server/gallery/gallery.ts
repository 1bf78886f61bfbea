import type { Middleware } from "koa";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { concurrencyLimit } from "../http/concurrency-limit";
import { ClientRateLimiter, RateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import { DeletePassword } from "./delete-password";
import { archiveRoutes } from "./archive.routes";
import { backfillCaptureTimes } from "./capture-time.backfill";
import { DiskGuard, type StatFs } from "./disk-guard";
import { HostVerification } from "./host-verification";
import { MediaJobQueue } from "./job-queue";
import { captureClueReader, heifDecoder } from "./media";
import { videoTools } from "./media-video";
import { ObjectStore } from "./object-store";
import { objectsRoutes } from "./objects.routes";
import { PhotoRepository } from "./photo.repository";
import { PhotoService } from "./photo.service";
import { photosRoutes } from "./photos.routes";
import { PlaybackCopyJob } from "./playback-copy.job";
import { startupSweep } from "./startup-sweep";
import { ThumbnailJob } from "./thumbnail.job";
import { UploadQuota, UPLOAD_QUOTA, type UploadQuotaLimits } from "./upload-quota";
import { UploadReceiver } from "./upload-receiver";
import { UploadSigner } from "./upload-signing";
import { sweepAbandonedUploads, UPLOAD_SWEEP_INTERVAL_MS } from "./upload-sweep";
import { UploadRepository } from "./upload.repository";

const GUESS_WINDOW_MS = 15 * 60_000;
const ALL_GUESSES_WINDOW_MS = 60 * 60_000;
/** Wrong passwords everyone together may try in an hour. */
export const ALL_GUESSES_PER_HOUR = 100;
/** Upload bodies one device (and one address) may send at once. */
export const OPEN_UPLOADS = { perDevice: 4, perAddress: 40 };

/** What tests and benchmarks may swap for a stand-in or a shorter time. */
export type GalleryOverrides = {
  ffmpegPath?: string;
  heifDecPath?: string;
  statfs?: StatFs;
  diskReserveBytes?: number;
  uploadIdleTimeoutMs?: number;
  uploadQuota?: UploadQuotaLimits;
  photos?: (db: Db) => PhotoRepository;
  jobRetryMs?: number;
};

export type Gallery = ReturnType<typeof createGallery>;

/** Wires the gallery's parts; `start` runs the start-up sweep, the job queue and the periodic sweep. */
export function createGallery(
  deps: { config: Pick<Config, "dataDir" | "uploadsDir" | "uploadSecret" | "deletePassword" | "publicUrl">; db: Db; logger: Logger },
  overrides: GalleryOverrides = {},
) {
  const { config, db, logger } = deps;
  const store = new ObjectStore(config.uploadsDir);
  const photos = overrides.photos?.(db) ?? new PhotoRepository(db);
  const uploads = new UploadRepository(db);
  const disk = new DiskGuard([config.dataDir, config.uploadsDir], {
    statfs: overrides.statfs,
    reserveBytes: overrides.diskReserveBytes,
  });
  const video = videoTools(overrides.ffmpegPath);
  const heif = heifDecoder(overrides.heifDecPath);
  const queue = mediaQueues([
    new MediaJobQueue(photos, "derivatives", new ThumbnailJob(photos, store, { video, heif }, logger), logger, undefined, overrides.jobRetryMs),
    new MediaJobQueue(photos, "playback", new PlaybackCopyJob(photos, store, video, logger), logger, undefined, overrides.jobRetryMs),
  ]);
  const readCaptureClues = captureClueReader(overrides.ffmpegPath);
  const service = new PhotoService({
    photos,
    uploads,
    store,
    queue,
    disk,
    quota: new UploadQuota(overrides.uploadQuota ?? UPLOAD_QUOTA),
    readCaptureClues,
    signer: new UploadSigner(config.uploadSecret),
    receiver: new UploadReceiver({ store, uploads, disk, idleTimeoutMs: overrides.uploadIdleTimeoutMs }),
    publicUrl: config.publicUrl,
  });
  const api = photosRoutes({
    service,
    password: new DeletePassword(config.deletePassword.value),
    guesses: new ClientRateLimiter({ windowMs: GUESS_WINDOW_MS, perDevice: 10, perAddress: 30 }),
    allGuesses: new RateLimiter({ windowMs: ALL_GUESSES_WINDOW_MS, perClient: ALL_GUESSES_PER_HOUR }),
    verification: new HostVerification(config.uploadSecret),
    openUploads: concurrencyLimit({
      ...OPEN_UPLOADS,
      message: "Too many uploads at once from this device. Please wait for one to finish.",
    }),
  });

  let sweepTimer: NodeJS.Timeout | undefined;
  const sweepAbandoned = (now = new Date()) => sweepAbandonedUploads({ store, uploads, now });
  const sweepPeriodically = async () => {
    try {
      const removed = await sweepAbandoned();
      if (removed > 0) logger.info({ removed }, "removed abandoned uploads");
    } catch (error) {
      logger.error({ err: error }, "abandoned-upload sweep failed; will retry");
    }
  };
  const archive = archiveRoutes({ service, store });

  return {
    service,
    queue,
    disk,
    sweepAbandoned,
    /** API routers (the app mounts them and answers 405 for their paths). */
    routers: [archive, api],
    /** Other middleware: the files at /objects/. */
    middlewares: [objectsRoutes({ store, photos })] as Middleware[],
    /** Before the server listens. */
    async start(): Promise<void> {
      await startupSweep({ store, photos, uploads, logger });
      await backfillCaptureTimes({ photos, store, readCaptureClues, logger });
      queue.start();
      sweepTimer = setInterval(() => void sweepPeriodically(), UPLOAD_SWEEP_INTERVAL_MS);
      sweepTimer.unref();
    },
    /** Lets the job in progress finish; no sweep starts afterwards. */
    async stop(): Promise<void> {
      clearInterval(sweepTimer);
      await queue.stop();
    },
  };
}

/** Thumbnails and playback copies run in two queues (a long copy never holds up a thumbnail), started and stopped together. */
function mediaQueues(queues: MediaJobQueue[]) {
  return {
    start: () => queues.forEach((queue) => queue.start()),
    stop: async () => {
      await Promise.all(queues.map((queue) => queue.stop()));
    },
    notify: () => queues.forEach((queue) => queue.notify()),
    /** Resolves when neither queue has a job due (tests and benchmarks wait on this). */
    whenIdle: async () => {
      await Promise.all(queues.map((queue) => queue.whenIdle()));
    },
  };
}

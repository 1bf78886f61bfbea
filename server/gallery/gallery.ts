import type { Middleware } from "koa";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { RateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import { DeletePassword } from "./delete-password";
import { archiveRoutes } from "./archive.routes";
import { backfillCaptureTimes } from "./capture-time.backfill";
import { MediaJobQueue } from "./job-queue";
import { captureClueReader, videoFrames } from "./media";
import { ObjectStore } from "./object-store";
import { objectsRoutes } from "./objects.routes";
import { PhotoRepository } from "./photo.repository";
import { PhotoService } from "./photo.service";
import { photosRoutes } from "./photos.routes";
import { startupSweep } from "./startup-sweep";
import { ThumbnailJob } from "./thumbnail.job";
import { UploadReceiver } from "./upload-receiver";
import { UploadSigner } from "./upload-signing";
import { UploadRepository } from "./upload.repository";

const GUESS_WINDOW_MS = 15 * 60_000;

export type Gallery = ReturnType<typeof createGallery>;

/** Wires the gallery's parts; server/index.ts runs the sweep and starts the queue. */
export function createGallery(deps: {
  config: Pick<Config, "uploadsDir" | "uploadSecret" | "deletePassword" | "publicUrl">;
  db: Db;
  logger: Logger;
  ffmpegPath?: string;
}) {
  const { config, db, logger } = deps;
  const store = new ObjectStore(config.uploadsDir);
  const photos = new PhotoRepository(db);
  const uploads = new UploadRepository(db);
  const job = new ThumbnailJob(photos, store, videoFrames(deps.ffmpegPath), logger);
  const queue = new MediaJobQueue(photos, job, logger);
  const readCaptureClues = captureClueReader(deps.ffmpegPath);
  const service = new PhotoService({
    photos,
    uploads,
    store,
    queue,
    readCaptureClues,
    signer: new UploadSigner(config.uploadSecret),
    receiver: new UploadReceiver(store, uploads),
    publicUrl: config.publicUrl,
  });
  const password = new DeletePassword(config.deletePassword.value);
  const guesses = new RateLimiter({ windowMs: GUESS_WINDOW_MS, perClient: 10, global: 100 });
  const api = photosRoutes({ service, password, guesses });
  const archive = archiveRoutes({ service, store });

  return {
    service,
    queue,
    middlewares: [archive.routes(), api.routes(), api.allowedMethods(), objectsRoutes({ store, photos })] as Middleware[],
    sweep: async () => {
      const swept = await startupSweep({ store, photos, uploads, logger });
      return { ...swept, captureTimesRead: await backfillCaptureTimes({ photos, store, readCaptureClues, logger }) };
    },
  };
}

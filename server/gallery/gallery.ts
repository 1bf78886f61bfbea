import type { Middleware } from "koa";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { RateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import { DeletePassword } from "./delete-password";
import { MediaJobQueue } from "./job-queue";
import { heifDecoder } from "./media";
import { videoTools } from "./media-video";
import { ObjectStore } from "./object-store";
import { objectsRoutes } from "./objects.routes";
import { PhotoRepository } from "./photo.repository";
import { PhotoService } from "./photo.service";
import { photosRoutes } from "./photos.routes";
import { PlaybackCopyJob } from "./playback-copy.job";
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
  heifDecPath?: string;
}) {
  const { config, db, logger } = deps;
  const store = new ObjectStore(config.uploadsDir);
  const photos = new PhotoRepository(db);
  const uploads = new UploadRepository(db);
  const video = videoTools(deps.ffmpegPath);
  const queue = mediaQueues([
    new MediaJobQueue(photos, "derivatives", new ThumbnailJob(photos, store, { video, heif: heifDecoder(deps.heifDecPath) }, logger), logger),
    new MediaJobQueue(photos, "playback", new PlaybackCopyJob(photos, store, video, logger), logger),
  ]);
  const service = new PhotoService({
    photos,
    uploads,
    store,
    queue,
    signer: new UploadSigner(config.uploadSecret),
    receiver: new UploadReceiver(store, uploads),
    publicUrl: config.publicUrl,
  });
  const password = new DeletePassword(config.deletePassword.value);
  const guesses = new RateLimiter({ windowMs: GUESS_WINDOW_MS, perClient: 10, global: 100 });
  const api = photosRoutes({ service, password, guesses });

  return {
    service,
    queue,
    middlewares: [api.routes(), api.allowedMethods(), objectsRoutes({ store, photos })] as Middleware[],
    sweep: () => startupSweep({ store, photos, uploads, logger }),
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

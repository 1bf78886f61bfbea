import type { Logger } from "../logger";
import { playsEverywhere, type VideoTools } from "./media-video";
import { fsyncPath, removeQuietly, type ObjectStore } from "./object-store";
import type { PhotoRepository } from "./photo.repository";
import type { MediaJob } from "./thumbnail.job";

/**
 * Checks a video and, unless every browser already plays it as uploaded
 * (H.264/AAC in MP4, SDR, no position), makes the MP4 copy the viewer plays
 * and the `.mp4` download serves. The original is kept as uploaded. Runs in
 * its own queue, one copy at a time, so a long clip never holds up thumbnails.
 */
export class PlaybackCopyJob implements MediaJob {
  private warnedNoFfmpeg = false;

  constructor(
    private readonly photos: PhotoRepository,
    private readonly store: ObjectStore,
    private readonly video: VideoTools,
    private readonly logger: Logger,
  ) {}

  async run(photoId: number): Promise<void> {
    const photo = await this.photos.findById(photoId);
    if (!photo || photo.media_type !== "video") return;
    if (!(await this.video.isAvailable())) {
      if (!this.warnedNoFfmpeg) {
        this.warnedNoFfmpeg = true;
        this.logger.warn("ffmpeg is not available: videos play as uploaded, without a playback copy");
      }
      await this.photos.savePlayback(photoId, { status: "unavailable", durationMs: null });
      return;
    }

    const original = this.store.fileFor(this.store.servedPath(photo.object_id, photo.extension))!.file;
    const probe = await this.video.probe(original);
    if (playsEverywhere(photo.extension, probe)) {
      await this.photos.savePlayback(photoId, { status: "not_needed", durationMs: probe.durationMs });
      return;
    }

    const copy = this.store.temporaryPath(`${photo.object_id}-play`);
    const servedPath = this.store.servedPath(photo.object_id, photo.extension, "playback");
    try {
      await this.video.writePlaybackCopy(original, copy, probe);
      await fsyncPath(copy);
      await this.store.publish(copy, servedPath);
    } finally {
      await removeQuietly(copy);
    }
    const saved = await this.photos.savePlayback(photoId, { status: "ready", durationMs: probe.durationMs });
    if (!saved) await this.store.removeServed(servedPath);
  }

  async giveUp(photoId: number): Promise<void> {
    const photo = await this.photos.findById(photoId);
    if (photo) await this.photos.savePlayback(photoId, { status: "unavailable", durationMs: photo.duration_ms });
  }
}

import type { Logger } from "../logger";
import { writeImageDerivatives, type VideoFrames } from "./media";
import { removeQuietly, type ObjectStore } from "./object-store";
import type { PhotoRepository, PhotoRow } from "./photo.repository";

/**
 * Makes the grid thumbnail and the viewer preview of one photo (for a video,
 * from a poster frame). The job carries only the photo id and re-reads the
 * row, so a photo deleted meanwhile is simply skipped. Derivatives are
 * written to temporary files and renamed into place.
 */
export class ThumbnailJob {
  private warnedNoFfmpeg = false;

  constructor(
    private readonly photos: PhotoRepository,
    private readonly store: ObjectStore,
    private readonly video: VideoFrames,
    private readonly logger: Logger,
  ) {}

  async run(photoId: number): Promise<void> {
    const photo = await this.photos.findById(photoId);
    if (!photo) return;
    const original = this.store.fileFor(photo.object_path);
    if (!original) throw new Error(`photo ${photoId} has no servable path`);

    if (photo.media_type === "video" && !(await this.video.isAvailable())) {
      if (!this.warnedNoFfmpeg) {
        this.warnedNoFfmpeg = true;
        this.logger.warn("ffmpeg is not available: videos are shown with a neutral poster");
      }
      await this.photos.markDerivativesUnavailable(photoId);
      return;
    }

    const frame = photo.media_type === "video" ? this.store.temporaryPath(`${original.objectId}-frame`) : undefined;
    const thumbnail = this.store.temporaryPath(`${original.objectId}-thumb`);
    const preview = this.store.temporaryPath(`${original.objectId}-preview`);
    try {
      if (frame) await this.video.writeFrame(original.file, frame);
      const size = await writeImageDerivatives(frame ?? original.file, { thumbnail, preview });
      await this.publish(photo, { thumbnail, preview }, photo.media_type === "image" ? size : undefined);
    } finally {
      await Promise.all([frame, thumbnail, preview].map((file) => (file ? removeQuietly(file) : undefined)));
    }
  }

  /** Marks the photo as given up on, so the grid stops waiting for it. */
  async giveUp(photoId: number): Promise<void> {
    await this.photos.markDerivativesUnavailable(photoId);
  }

  private async publish(
    photo: PhotoRow,
    files: { thumbnail: string; preview: string },
    size: { width: number; height: number } | undefined,
  ): Promise<void> {
    const objectId = this.store.fileFor(photo.object_path)!.objectId;
    const thumbnailPath = this.store.servedPath(objectId, "webp", "thumbnail");
    const previewPath = this.store.servedPath(objectId, "webp", "preview");
    await this.store.publish(files.thumbnail, thumbnailPath);
    await this.store.publish(files.preview, previewPath);
    const saved = await this.photos.saveDerivatives(photo.id, {
      thumbnailPath,
      previewPath,
      width: size?.width ?? null,
      height: size?.height ?? null,
    });
    // Deleted while we worked: its derivatives must not outlive it.
    if (!saved) await this.store.removeServed(thumbnailPath, previewPath);
  }
}

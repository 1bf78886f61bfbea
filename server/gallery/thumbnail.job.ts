import type { Logger } from "../logger";
import { writeImageDerivatives, type HeifDecoder, type ImageSize } from "./media";
import type { VideoTools } from "./media-video";
import { removeQuietly, type ObjectStore } from "./object-store";
import type { PhotoRepository, PhotoRow } from "./photo.repository";

const HEIF_EXTENSIONS = new Set(["heic", "heif"]);

/** What the media job queue runs: one kind of work on one photo, by id. */
export type MediaJob = {
  run(photoId: number): Promise<void>;
  /** Called after the last failed attempt, so the grid stops waiting. */
  giveUp(photoId: number): Promise<void>;
};

/**
 * Makes the grid thumbnail, the viewer preview and (for photos) the
 * full-size JPEG download of one item; for a video, from a poster frame.
 * The job carries only the photo id and re-reads the row, so a photo
 * deleted meanwhile is simply skipped. Derivatives are written to temporary
 * files and renamed into place.
 */
export class ThumbnailJob implements MediaJob {
  private readonly warned = new Set<string>();

  constructor(
    private readonly photos: PhotoRepository,
    private readonly store: ObjectStore,
    private readonly tools: { video: VideoTools; heif: HeifDecoder },
    private readonly logger: Logger,
  ) {}

  async run(photoId: number): Promise<void> {
    const photo = await this.photos.findById(photoId);
    if (!photo) return;
    const original = this.store.fileFor(this.store.servedPath(photo.object_id, photo.extension))!.file;
    const video = photo.media_type === "video";
    const heif = HEIF_EXTENSIONS.has(photo.extension);

    if (video && !(await this.tools.video.isAvailable())) return this.unavailable(photoId, "ffmpeg is not available: videos are shown with a neutral poster");
    if (heif && !(await this.tools.heif.isAvailable())) {
      return this.unavailable(photoId, "heif-dec (libheif) is not available: HEIC photos show a 'preview not available' tile");
    }

    const temporary = (label: string) => this.store.temporaryPath(`${photo.object_id}-${label}`);
    const decoded = video || heif ? temporary(video ? "frame" : "decoded") : undefined;
    const files = { thumbnail: temporary("thumb"), preview: temporary("preview"), full: video ? undefined : temporary("full") };
    try {
      if (video) await this.tools.video.writeFrame(original, decoded!, await this.tools.video.probe(original));
      const heifImage = heif ? await this.tools.heif.decode(original, decoded!) : undefined;
      const size = await writeImageDerivatives(decoded ?? original, files, heifImage);
      await this.publish(photo, files, video ? undefined : size);
    } finally {
      await Promise.all([decoded, ...Object.values(files)].map((file) => (file ? removeQuietly(file) : undefined)));
    }
  }

  async giveUp(photoId: number): Promise<void> {
    await this.photos.markDerivativesUnavailable(photoId);
  }

  private async unavailable(photoId: number, warning: string): Promise<void> {
    if (!this.warned.has(warning)) {
      this.warned.add(warning);
      this.logger.warn(warning);
    }
    await this.photos.markDerivativesUnavailable(photoId);
  }

  private async publish(photo: PhotoRow, files: { thumbnail: string; preview: string; full?: string }, size: ImageSize | undefined) {
    const published = [
      [files.thumbnail, this.store.servedPath(photo.object_id, photo.extension, "thumbnail")],
      [files.preview, this.store.servedPath(photo.object_id, photo.extension, "preview")],
      ...(files.full ? [[files.full, this.store.servedPath(photo.object_id, photo.extension, "full")]] : []),
    ] as [string, string][];
    for (const [temporary, servedPath] of published) await this.store.publish(temporary, servedPath);
    const saved = await this.photos.saveDerivatives(photo.id, { width: size?.width ?? null, height: size?.height ?? null });
    // Deleted while we worked: its derivatives must not outlive it.
    if (!saved) await this.store.removeServed(...published.map(([, servedPath]) => servedPath));
  }
}

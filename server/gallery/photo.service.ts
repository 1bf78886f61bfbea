import type { IncomingMessage } from "node:http";
import { HttpError } from "../http/http-error";
import type { Client } from "../http/rate-limit";
import type { DiskGuard } from "./disk-guard";
import { mediaTypeOf } from "./file-type";
import type { ObjectStore, ObjectVariant } from "./object-store";
import type { PhotoDto, PlaybackStatus } from "./photo.dto";
import { decideCaptureTime } from "./capture-time";
import type { CaptureClueReader } from "./media";
import type { PhotoRepository, PhotoRow } from "./photo.repository";
import type { UploadQuota } from "./upload-quota";
import type { ReceiveResult, UploadReceiver } from "./upload-receiver";
import { MAX_UPLOAD_BYTES, UPLOAD_PATH_PREFIX, isObjectId, type UploadSigner } from "./upload-signing";
import type { UploadRepository } from "./upload.repository";

export const MAX_UPLOADER_NAME_LENGTH = 80;

const UPLOAD_URL_PATH = new RegExp(`^${UPLOAD_PATH_PREFIX}([0-9a-f]{32})$`);

export class PhotoService {
  constructor(
    private readonly deps: {
      photos: PhotoRepository;
      uploads: UploadRepository;
      store: ObjectStore;
      signer: UploadSigner;
      receiver: UploadReceiver;
      quota: UploadQuota;
      disk: DiskGuard;
      queue: { notify(): void };
      readCaptureClues: CaptureClueReader;
      publicUrl?: string;
    },
  ) {}

  async list(): Promise<PhotoDto[]> {
    return (await this.deps.photos.list()).map((row) => toDto(row, this.deps.store));
  }

  /**
   * A relative address, or an absolute one on PUBLIC_URL when the host set it;
   * refused while the client holds too many unused ones or the disk is nearly full.
   */
  async issueUploadUrl(client: Client): Promise<string> {
    this.deps.quota.assertMayIssue(client);
    await this.deps.disk.assertRoomForNewUpload(MAX_UPLOAD_BYTES);
    const { path, grant } = this.deps.signer.issue();
    this.deps.quota.issued(grant.objectId, client, grant.expires);
    return this.deps.publicUrl ? `${this.deps.publicUrl}${path}` : path;
  }

  async receiveUpload(objectId: string, query: Record<string, unknown>, request: IncomingMessage): Promise<ReceiveResult> {
    const verified = this.deps.signer.verify(objectId, query);
    if (!verified.ok) {
      throw new HttpError(403, verified.reason === "expired" ? "This upload address has expired" : "This upload address is not valid");
    }
    return this.deps.receiver.receive(verified.grant, request);
  }

  /**
   * Registers a finished upload. `objectPath` may be the upload address itself
   * (what the spec's client sends) or the path the PUT answered with.
   */
  async register(input: { objectPath: string; uploaderName: string | null }, requestOrigin: string): Promise<PhotoDto> {
    const objectId = this.objectIdOf(input.objectPath, requestOrigin);
    const upload = await this.deps.uploads.find(objectId);
    if (upload?.state === "registered") throw new HttpError(409, "This upload is already in the gallery");
    if (upload?.state !== "stored" || !upload.extension || !upload.content_type) {
      throw new HttpError(400, "No finished upload at this address");
    }
    const explicitPath = this.deps.store.fileFor(input.objectPath);
    if (explicitPath && explicitPath.extension !== upload.extension) throw new HttpError(400, "No finished upload at this address");
    const mediaType = mediaTypeOf(upload.extension);
    if (!mediaType) throw new HttpError(400, "No finished upload at this address");

    const original = this.deps.store.fileFor(this.deps.store.servedPath(objectId, upload.extension))!;
    const clues = await this.deps.readCaptureClues(original.file, mediaType);
    const row = await this.deps.photos.register({
      objectId,
      extension: upload.extension,
      uploaderName: input.uploaderName,
      mediaType,
      contentType: upload.content_type,
      sizeBytes: upload.size_bytes ?? 0,
      capture: decideCaptureTime(clues, new Date().toISOString()),
    });
    if (!row) throw new HttpError(409, "This upload is already in the gallery");
    this.deps.quota.registered(objectId);
    this.deps.queue.notify();
    return toDto(row, this.deps.store);
  }

  /** The row goes first (with its jobs), then the files: nothing ever points at a missing file. */
  async remove(id: number): Promise<void> {
    const row = await this.deps.photos.remove(id);
    if (!row) throw new HttpError(404, "Photo not found");
    await this.deps.store.removeServed(...this.deps.store.allServedPaths(row.object_id, row.extension));
  }

  private objectIdOf(objectPath: string, requestOrigin: string): string {
    const invalid = () => new HttpError(400, "objectPath is not an upload address of this gallery");
    let local = objectPath;
    if (/^https?:\/\//i.test(objectPath)) {
      if (!URL.canParse(objectPath)) throw invalid();
      const origin = new URL(objectPath).origin;
      const ours = [requestOrigin, this.deps.publicUrl && new URL(this.deps.publicUrl).origin];
      if (!ours.includes(origin)) throw invalid();
      local = objectPath.slice(origin.length);
    }
    // Matched on the raw text, so `..`, encoded or doubled slashes never reach a file name.
    const [pathname = ""] = local.split("?");
    const stored = this.deps.store.fileFor(local);
    const id = UPLOAD_URL_PATH.exec(pathname)?.[1] ?? (stored?.variant === "original" ? stored.objectId : undefined);
    if (!id || !isObjectId(id)) throw invalid();
    return id;
  }
}

/** Where URLs are built: from the row's identity, through the store's one path function. */
function toDto(row: PhotoRow, store: ObjectStore): PhotoDto {
  const path = (variant?: ObjectVariant) => store.servedPath(row.object_id, row.extension, variant);
  const video = row.media_type === "video";
  const previewReady = row.derivatives_status === "ready";
  // Rows the backfill has not reached yet follow the rule's own fallback.
  const capture =
    row.captured_at && row.captured_on && row.capture_source
      ? { capturedAt: row.captured_at, capturedOn: row.captured_on, source: row.capture_source }
      : decideCaptureTime({}, row.created_at);
  return {
    id: row.id,
    objectPath: path(),
    uploaderName: row.uploader_name,
    mediaType: row.media_type,
    contentType: row.content_type,
    previewStatus: row.derivatives_status,
    thumbnailUrl: previewReady ? path("thumbnail") : null,
    previewUrl: previewReady ? path("preview") : null,
    playbackStatus: video ? playbackStatusOf(row) : null,
    playbackUrl: video ? playbackUrlOf(row, path) : null,
    downloadUrl: video ? videoDownloadOf(row, path) : previewReady ? path("full") : null,
    downloadName: `marrakech-${row.id}.${video ? "mp4" : "jpg"}`,
    width: row.width,
    height: row.height,
    durationSeconds: row.duration_ms === null ? null : Math.round(row.duration_ms / 1000),
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
    capturedAt: capture.capturedAt,
    capturedOn: capture.capturedOn,
    captureSource: capture.source,
  };
}

function playbackStatusOf(row: PhotoRow): PlaybackStatus {
  if (row.playback_status === "pending") return "preparing";
  return row.playback_status === "unavailable" ? "unavailable" : "ready";
}

/** Without a copy (no ffmpeg, or it failed) the original is the best the viewer can try. */
function playbackUrlOf(row: PhotoRow, path: (variant?: ObjectVariant) => string): string | null {
  if (row.playback_status === "ready") return path("playback");
  return row.playback_status === "pending" ? null : path();
}

/** Only an MP4 every browser plays is offered under the .mp4 name. */
function videoDownloadOf(row: PhotoRow, path: (variant?: ObjectVariant) => string): string | null {
  if (row.playback_status === "ready") return path("playback");
  return row.playback_status === "not_needed" ? path() : null;
}

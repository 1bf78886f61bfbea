import type { IncomingMessage } from "node:http";
import { HttpError } from "../http/http-error";
import { decideCaptureTime, type CaptureSource } from "./capture-time";
import type { MediaJobQueue } from "./job-queue";
import type { CaptureClueReader } from "./media";
import type { ObjectStore } from "./object-store";
import type { PhotoRepository, PhotoRow } from "./photo.repository";
import type { UploadReceiver } from "./upload-receiver";
import { UPLOAD_PATH_PREFIX, isObjectId, type UploadSigner } from "./upload-signing";
import type { UploadRepository } from "./upload.repository";

/** What GET /api/photos answers per item: the spec's three fields first, then extras for the grid. */
export type PhotoDto = {
  id: number;
  objectPath: string;
  uploaderName: string | null;
  mediaType: "image" | "video";
  contentType: string;
  thumbnailUrl: string | null;
  previewUrl: string | null;
  width: number | null;
  height: number | null;
  sizeBytes: number;
  createdAt: string;
  /** When it was taken (ISO), its date in Morocco ("2025-11-24") and the clue that said so. */
  capturedAt: string;
  capturedOn: string;
  captureSource: CaptureSource;
};

export const MAX_UPLOADER_NAME_LENGTH = 80;

const UPLOAD_URL_PATH = new RegExp(`^${UPLOAD_PATH_PREFIX}([0-9a-f]{32})$`);
const OBJECT_PATH = /^\/objects\/([0-9a-f]{32})\.([a-z0-9]{3,4})$/;

export class PhotoService {
  constructor(
    private readonly deps: {
      photos: PhotoRepository;
      uploads: UploadRepository;
      store: ObjectStore;
      signer: UploadSigner;
      receiver: UploadReceiver;
      queue: MediaJobQueue;
      readCaptureClues: CaptureClueReader;
      publicUrl?: string;
    },
  ) {}

  async list(): Promise<PhotoDto[]> {
    return (await this.deps.photos.list()).map(toDto);
  }

  /** A relative address, or an absolute one on PUBLIC_URL when the host set it. */
  issueUploadUrl(): string {
    const { path } = this.deps.signer.issue();
    return this.deps.publicUrl ? `${this.deps.publicUrl}${path}` : path;
  }

  async receiveUpload(objectId: string, query: Record<string, unknown>, request: IncomingMessage) {
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
    const explicitPath = OBJECT_PATH.exec(input.objectPath);
    if (explicitPath && explicitPath[2] !== upload.extension) throw new HttpError(400, "No finished upload at this address");

    const objectPath = this.deps.store.servedPath(objectId, upload.extension);
    const mediaType = upload.content_type.startsWith("video/") ? "video" : "image";
    const clues = await this.deps.readCaptureClues(this.deps.store.fileFor(objectPath)!.file, mediaType);
    const row = await this.deps.photos.register({
      objectId,
      objectPath,
      uploaderName: input.uploaderName,
      mediaType,
      contentType: upload.content_type,
      sizeBytes: upload.size_bytes ?? 0,
      capture: decideCaptureTime(clues, new Date().toISOString()),
    });
    if (!row) throw new HttpError(409, "This upload is already in the gallery");
    this.deps.queue.notify();
    return toDto(row);
  }

  /** The row goes first (with its jobs), then the files: nothing ever points at a missing file. */
  async remove(id: number): Promise<void> {
    const row = await this.deps.photos.remove(id);
    if (!row) throw new HttpError(404, "Photo not found");
    await this.deps.store.removeServed(row.object_path, row.thumbnail_path, row.preview_path);
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
    const id = UPLOAD_URL_PATH.exec(pathname)?.[1] ?? OBJECT_PATH.exec(local)?.[1];
    if (!id || !isObjectId(id)) throw invalid();
    return id;
  }
}

function toDto(row: PhotoRow): PhotoDto {
  // Rows the backfill has not reached yet follow the rule's own fallback.
  const capture =
    row.captured_at && row.captured_on && row.capture_source
      ? { capturedAt: row.captured_at, capturedOn: row.captured_on, source: row.capture_source }
      : decideCaptureTime({}, row.created_at);
  return {
    id: row.id,
    objectPath: row.object_path,
    uploaderName: row.uploader_name,
    mediaType: row.media_type,
    contentType: row.content_type,
    thumbnailUrl: row.thumbnail_path,
    previewUrl: row.preview_path,
    width: row.width,
    height: row.height,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
    capturedAt: capture.capturedAt,
    capturedOn: capture.capturedOn,
    captureSource: capture.source,
  };
}

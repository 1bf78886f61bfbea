import type { IncomingMessage } from "node:http";
import { HttpError } from "../http/http-error";
import type { DiskGuard } from "./disk-guard";
import { detectFileType, type DetectedType } from "./file-type";
import { fsyncPath, removeQuietly, type ObjectStore } from "./object-store";
import { ResumableUploads } from "./resumable-uploads";
import { asUploadError, CountingSniffer, NOT_MEDIA, TOO_LARGE, writeBody } from "./upload-body";
import { parseUploadRange } from "./upload-range";
import type { UploadGrant } from "./upload-signing";
import type { UploadRepository } from "./upload.repository";

export type StoredUpload = DetectedType & { objectPath: string; sizeBytes: number };

/** A PUT either finished the file or left it partial, with this many bytes safely kept. */
export type ReceiveResult = ({ done: true } & StoredUpload) | { done: false; receivedBytes: number };

/** No byte for this long and an upload body is dropped (a resumable one keeps what arrived). */
export const UPLOAD_IDLE_TIMEOUT_MS = 60_000;

export type ReceiverDeps = { store: ObjectStore; uploads: UploadRepository; disk: DiskGuard; idleTimeoutMs?: number };

/**
 * Receives the body of one signed PUT. Without Content-Range it is the whole
 * file: streamed to a temporary file (never held in memory), counted against
 * the signed limit, flushed to disk, identified by its first bytes, then
 * renamed to its final name; whatever goes wrong, the temporary file and the
 * claim on the address are undone. With Content-Range it is one chunk of a
 * resumable upload (see ResumableUploads).
 */
export class UploadReceiver {
  private readonly resumable: ResumableUploads;
  private readonly idleTimeoutMs: number;

  constructor(private readonly deps: ReceiverDeps) {
    this.idleTimeoutMs = deps.idleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS;
    this.resumable = new ResumableUploads({ ...deps, idleTimeoutMs: this.idleTimeoutMs });
  }

  async receive(grant: UploadGrant, request: IncomingMessage): Promise<ReceiveResult> {
    const range = parseUploadRange(request.headers["content-range"]);
    if (range.kind === "invalid") {
      throw new HttpError(400, "Content-Range must be `bytes first-last/total` or `bytes */total`");
    }
    if (range.kind === "whole") return { done: true, ...(await this.receiveWhole(grant, request)) };
    return this.resumable.receive(grant, range, request);
  }

  private async receiveWhole(grant: UploadGrant, request: IncomingMessage): Promise<StoredUpload> {
    const { store, uploads, disk } = this.deps;
    const declared = request.headers["content-length"];
    if (declared !== undefined && Number(declared) > grant.maxBytes) throw new HttpError(413, TOO_LARGE);
    await disk.assertRoomFor(declared === undefined ? grant.maxBytes : Number(declared));
    if (!(await uploads.claim(grant.objectId, new Date(grant.expires)))) {
      throw new HttpError(409, "This upload address has already been used");
    }

    const temporary = store.temporaryPath(grant.objectId);
    try {
      const counter = new CountingSniffer(grant.maxBytes);
      await writeBody(request, counter, temporary, { idleTimeoutMs: this.idleTimeoutMs });
      if (counter.bytes === 0) throw new HttpError(400, "The file is empty");
      const type = detectFileType(counter.head());
      if (!type) throw new HttpError(415, NOT_MEDIA);
      await fsyncPath(temporary);
      const objectPath = store.servedPath(grant.objectId, type.extension);
      await store.publish(temporary, objectPath);
      await uploads.markStored(grant.objectId, { ...type, sizeBytes: counter.bytes });
      return { ...type, objectPath, sizeBytes: counter.bytes };
    } catch (error) {
      await removeQuietly(temporary);
      await uploads.release(grant.objectId).catch(() => undefined);
      throw asUploadError(error);
    }
  }
}

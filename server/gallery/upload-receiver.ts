import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { HttpError } from "../http/http-error";
import { detectFileType, SNIFF_BYTES, type DetectedType } from "./file-type";
import { fsyncPath, removeQuietly, type ObjectStore } from "./object-store";
import type { UploadGrant } from "./upload-signing";
import type { UploadRepository } from "./upload.repository";

export type StoredUpload = DetectedType & { objectPath: string; sizeBytes: number };

const TOO_LARGE = "Files must be smaller than 50MB";

/**
 * Receives the body of one signed PUT: streamed to a temporary file (never
 * held in memory), counted against the signed limit, flushed to disk,
 * identified by its first bytes, then renamed to its final name. Whatever
 * goes wrong, the temporary file and the claim on the address are undone.
 */
export class UploadReceiver {
  constructor(
    private readonly store: ObjectStore,
    private readonly uploads: UploadRepository,
  ) {}

  async receive(grant: UploadGrant, request: IncomingMessage): Promise<StoredUpload> {
    const declared = request.headers["content-length"];
    if (declared !== undefined && Number(declared) > grant.maxBytes) throw new HttpError(413, TOO_LARGE);
    if (!(await this.uploads.claim(grant.objectId))) {
      throw new HttpError(409, "This upload address has already been used");
    }

    const temporary = this.store.temporaryPath(grant.objectId);
    try {
      const counter = new CountingSniffer(grant.maxBytes);
      await writeBody(request, counter, temporary);
      if (counter.bytes === 0) throw new HttpError(400, "The file is empty");
      const type = detectFileType(counter.head());
      if (!type) {
        throw new HttpError(415, "Only photos (JPEG, PNG, WebP, GIF, HEIC, AVIF) and videos (MP4, MOV, WebM, MKV, AVI) can be uploaded");
      }
      await fsyncPath(temporary);
      const objectPath = this.store.servedPath(grant.objectId, type.extension);
      await this.store.publish(temporary, objectPath);
      await this.uploads.markStored(grant.objectId, { ...type, sizeBytes: counter.bytes });
      return { ...type, objectPath, sizeBytes: counter.bytes };
    } catch (error) {
      await removeQuietly(temporary);
      await this.uploads.release(grant.objectId);
      throw asUploadError(error);
    }
  }
}

/**
 * Not `pipeline(request, ...)`: that would destroy the socket on a 413 and
 * the client would never read the answer. The request is only unhooked; the
 * route then answers with `Connection: close`.
 */
async function writeBody(request: IncomingMessage, counter: CountingSniffer, temporary: string): Promise<void> {
  const interrupted = () => {
    if (!request.complete) counter.destroy(Object.assign(new Error("upload interrupted"), { code: "ECONNRESET" }));
  };
  request.once("close", interrupted);
  request.once("error", interrupted);
  const written = pipeline(counter, fs.createWriteStream(temporary, { flags: "wx" }));
  request.pipe(counter);
  try {
    await written;
  } finally {
    request.unpipe(counter);
    request.off("close", interrupted);
    request.off("error", interrupted);
  }
}

/** Passes bytes through, keeps the first few for type detection, and stops past the limit. */
class CountingSniffer extends Transform {
  bytes = 0;
  private readonly chunks: Buffer[] = [];
  private kept = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return callback(new HttpError(413, TOO_LARGE));
    if (this.kept < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.kept);
      this.chunks.push(Buffer.from(part));
      this.kept += part.length;
    }
    callback(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT") return new HttpError(507, "The server has no room left for this file");
  if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET" || code === "ECONNABORTED") {
    return new HttpError(400, "The upload was interrupted");
  }
  return error;
}

import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { HttpError } from "../http/http-error";
import { NO_ROOM_FOR_FILE } from "./disk-guard";
import { SNIFF_BYTES } from "./file-type";

export const TOO_LARGE = "Files must be smaller than 50MB";
export const NOT_MEDIA = "Only photos (JPEG, PNG, WebP, GIF, HEIC, AVIF) and videos (MP4, MOV, WebM, MKV, AVI) can be uploaded";

/**
 * Streams a request body into `file` (at `start` when given: a resumable
 * chunk), dropping the request when no byte arrives for `idleTimeoutMs`.
 *
 * Not `pipeline(request, ...)`: that would destroy the socket on a 413 and
 * the client would never read the answer. The request is only unhooked; the
 * route then answers with `Connection: close`.
 */
export async function writeBody(
  request: IncomingMessage,
  counter: CountingSniffer,
  file: string,
  options: { idleTimeoutMs: number; start?: number },
): Promise<void> {
  const interruption = () => Object.assign(new Error("upload interrupted"), { code: "ECONNRESET" });
  // Let go before it was read (a newer request took over): nothing more will come.
  if (request.destroyed && !request.complete) throw interruption();
  const interrupted = () => {
    if (!request.complete) counter.destroy(interruption());
  };
  let idle: NodeJS.Timeout | undefined;
  // A phone that lost its signal sends nothing and no FIN: without this the
  // request (and its per-client slot) would wait for the 35-minute request timeout.
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => request.destroy(), options.idleTimeoutMs);
  };
  request.once("close", interrupted);
  request.once("error", interrupted);
  const target =
    options.start === undefined
      ? fs.createWriteStream(file, { flags: "wx" })
      : fs.createWriteStream(file, { flags: "r+", start: options.start });
  const written = pipeline(counter, target);
  request.pipe(counter);
  request.on("data", armIdle);
  armIdle();
  try {
    await written;
  } finally {
    clearTimeout(idle);
    request.off("data", armIdle);
    request.unpipe(counter);
    request.off("close", interrupted);
    request.off("error", interrupted);
  }
}

/** Passes bytes through, keeps the first few for type detection, and stops past the limit. */
export class CountingSniffer extends Transform {
  bytes = 0;
  private readonly chunks: Buffer[] = [];
  private kept = 0;

  constructor(
    private readonly limit: number,
    private readonly overLimit: () => Error = () => new HttpError(413, TOO_LARGE),
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return callback(this.overLimit());
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

export function isInterruption(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET" || code === "ECONNABORTED";
}

/** Disk errors say so (507); a cut connection is the client's (400); the rest is ours (500). */
export function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT") return new HttpError(507, NO_ROOM_FOR_FILE);
  if (isInterruption(error)) return new HttpError(400, "The upload was interrupted");
  return error;
}

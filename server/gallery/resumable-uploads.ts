import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { HttpError } from "../http/http-error";
import type { DiskGuard } from "./disk-guard";
import { detectFileType, SNIFF_BYTES } from "./file-type";
import { fsyncPath, removeQuietly, type ObjectStore } from "./object-store";
import { asUploadError, CountingSniffer, NOT_MEDIA, writeBody } from "./upload-body";
import type { ReceiveResult } from "./upload-receiver";
import type { UploadRange } from "./upload-range";
import type { UploadGrant } from "./upload-signing";
import type { UploadRepository, UploadRow } from "./upload.repository";

const ALREADY_USED = "This upload address has already been used";

/**
 * Chunks of one file sent to its signed address, in order, each with
 * `Content-Range: bytes first-last/total`. The file grows in UPLOADS_DIR/.incoming
 * under a name fixed by the address, and each chunk is flushed before the row
 * records it, so what the row says is on disk survives a crash. A cut
 * connection keeps the bytes that arrived; the client asks
 * (`bytes *\/total`) and goes on from there. The type is checked as soon as
 * the first bytes are in; the last chunk publishes the file like a single PUT.
 */
export class ResumableUploads {
  /**
   * The request writing each address's file. A newer chunk for the same file
   * takes over: a phone that lost its signal leaves a half-dead connection
   * behind, and its retry must not wait for that one's idle timeout.
   */
  private readonly open = new Map<string, { request: IncomingMessage; finished: Promise<unknown> }>();

  constructor(
    private readonly deps: { store: ObjectStore; uploads: UploadRepository; disk: DiskGuard; idleTimeoutMs: number },
  ) {}

  async receive(
    grant: UploadGrant,
    range: Extract<UploadRange, { kind: "chunk" | "status" }>,
    request: IncomingMessage,
  ): Promise<ReceiveResult> {
    if (range.total > grant.maxBytes) throw new HttpError(413, "Files must be smaller than 50MB");
    const row = await this.deps.uploads.find(grant.objectId);
    if (row && row.state !== "receiving") {
      if (range.kind === "status" && row.extension && row.content_type) return this.finished(row);
      throw new HttpError(409, ALREADY_USED);
    }
    if (row && row.total_bytes === null) throw new HttpError(409, ALREADY_USED);
    if (row && row.total_bytes !== range.total) {
      throw new HttpError(400, "Content-Range names another total size than this upload's");
    }
    // Read-only, even while a chunk is being written: that request records its own progress when it ends.
    if (range.kind === "status") return { done: false, receivedBytes: row ? await this.receivedOnDisk(row, { trim: false }) : 0 };

    const previous = this.open.get(grant.objectId);
    const finished = (async () => {
      if (previous) {
        previous.request.destroy();
        await previous.finished.catch(() => undefined);
      }
      // Re-read: the request that was let go recorded what it kept.
      const current = previous ? await this.deps.uploads.find(grant.objectId) : row;
      if (previous && current?.state !== "receiving") throw new HttpError(409, ALREADY_USED);
      return this.receiveChunk(grant, range, request, current);
    })();
    this.open.set(grant.objectId, { request, finished });
    try {
      return await finished;
    } finally {
      if (this.open.get(grant.objectId)?.request === request) this.open.delete(grant.objectId);
    }
  }

  private async receiveChunk(
    grant: UploadGrant,
    range: Extract<UploadRange, { kind: "chunk" }>,
    request: IncomingMessage,
    row: UploadRow | undefined,
  ): Promise<ReceiveResult> {
    const { store, uploads, disk } = this.deps;
    const partial = store.partialPath(grant.objectId);
    let received = 0;
    if (row) {
      received = await this.receivedOnDisk(row);
      await disk.assertRoomFor(range.total - received);
    } else {
      await disk.assertRoomFor(range.total);
      if (!(await uploads.claim(grant.objectId, new Date(grant.expires), range.total))) throw new HttpError(409, ALREADY_USED);
    }
    await (await fs.promises.open(partial, "a")).close();
    // A chunk past what the server holds is not read: the answer tells where to go on from.
    if (range.start > received) return { done: false, receivedBytes: received };
    const length = range.end - range.start + 1;
    const declared = request.headers["content-length"];
    if (declared !== undefined && Number(declared) !== length) {
      throw new HttpError(400, "Content-Length does not match Content-Range");
    }

    // Bytes the client sends again replace what was there (they are the same file).
    await fs.promises.truncate(partial, range.start);
    const counter = new CountingSniffer(length, () => new HttpError(400, "The body is longer than its Content-Range"));
    let failure: unknown;
    try {
      await writeBody(request, counter, partial, { idleTimeoutMs: this.deps.idleTimeoutMs, start: range.start });
    } catch (error) {
      failure = error;
    }
    received = await this.keep(grant.objectId, partial, range.total);

    if (received >= Math.min(SNIFF_BYTES, range.total) && !(await this.looksLikeMedia(partial))) {
      await this.discard(grant.objectId);
      throw new HttpError(415, NOT_MEDIA);
    }
    if (failure !== undefined) throw asUploadError(failure);
    if (received < range.total) return { done: false, receivedBytes: received };

    const type = detectFileType(await readHead(partial))!;
    const objectPath = store.servedPath(grant.objectId, type.extension);
    await store.publish(partial, objectPath);
    await uploads.markStored(grant.objectId, { ...type, sizeBytes: received });
    return { done: true, ...type, objectPath, sizeBytes: received };
  }

  /** Flushes what arrived and records it; answers the bytes now safely kept. */
  private async keep(objectId: string, partial: string, total: number): Promise<number> {
    await fsyncPath(partial);
    const received = Math.min((await fs.promises.stat(partial)).size, total);
    await this.deps.uploads.setReceived(objectId, received);
    return received;
  }

  /**
   * What the row recorded, trimmed to what the file holds; with `trim`, the
   * file is cut back to what the row recorded (bytes never confirmed by a flush).
   */
  private async receivedOnDisk(row: UploadRow, options: { trim: boolean } = { trim: true }): Promise<number> {
    const partial = this.deps.store.partialPath(row.object_id);
    const size = await fs.promises.stat(partial).then(
      (stats) => stats.size,
      () => 0,
    );
    const received = Math.min(size, row.received_bytes);
    if (options.trim && size > received) await fs.promises.truncate(partial, received);
    return received;
  }

  private async looksLikeMedia(partial: string): Promise<boolean> {
    return detectFileType(await readHead(partial)) !== undefined;
  }

  private async discard(objectId: string): Promise<void> {
    await removeQuietly(this.deps.store.partialPath(objectId));
    await this.deps.uploads.remove(objectId);
  }

  private finished(row: UploadRow): ReceiveResult {
    return {
      done: true,
      extension: row.extension!,
      contentType: row.content_type!,
      mediaType: row.content_type!.startsWith("video/") ? "video" : "image",
      objectPath: this.deps.store.servedPath(row.object_id, row.extension!),
      sizeBytes: row.size_bytes ?? 0,
    };
  }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

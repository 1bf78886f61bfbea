import fs from "node:fs";
import type { Context } from "koa";
import { HttpError } from "./http-error";
import { contentTypeFor } from "./mime";

export type SendFileOptions = {
  cacheControl: string;
  contentType?: string;
  /** Extra headers, e.g. Content-Disposition for user files. */
  headers?: Record<string, string>;
};

/**
 * Streams a file with byte-range support (video seeking, audio looping) and
 * weak validators. Answers false when the file does not exist, so the caller
 * can fall through.
 */
export async function sendFile(ctx: Context, filePath: string, options: SendFileOptions): Promise<boolean> {
  let stats: fs.Stats;
  try {
    stats = await fs.promises.stat(filePath);
  } catch {
    return false;
  }
  if (!stats.isFile()) return false;

  // Decided before any header is set: a 416 must not carry the file's caching headers.
  const range = parseRange(ctx.get("range"), stats.size);
  if (range === "unsatisfiable") {
    throw new HttpError(416, "The requested range is not within the file", {
      "Content-Range": `bytes */${stats.size}`,
      "Accept-Ranges": "bytes",
    });
  }

  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  ctx.set({
    "Cache-Control": options.cacheControl,
    "Accept-Ranges": "bytes",
    "Last-Modified": stats.mtime.toUTCString(),
    ETag: etag,
    ...options.headers,
  });
  ctx.type = options.contentType ?? contentTypeFor(filePath);

  if (ctx.get("if-none-match") === etag) {
    ctx.status = 304;
    return true;
  }

  const { start, end } = range ?? { start: 0, end: stats.size - 1 };
  if (range) {
    // A range addresses bytes of the file itself, so it must not be re-encoded.
    ctx.compress = false;
    ctx.status = 206;
    ctx.set("Content-Range", `bytes ${start}-${end}/${stats.size}`);
  } else {
    ctx.status = 200;
  }
  // A body is set for HEAD too: Koa then keeps Content-Type and Content-Length,
  // sends no bytes, and destroys the unread stream when the response ends.
  ctx.body = stats.size === 0 ? Buffer.alloc(0) : fs.createReadStream(filePath, { start, end });
  ctx.length = stats.size === 0 ? 0 : end - start + 1;
  return true;
}

/** One range only (what browsers send for media); anything else is served whole. */
export function parseRange(header: string, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

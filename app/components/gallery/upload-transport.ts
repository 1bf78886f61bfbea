import type { UploadIncompleteAnswer, UploadStoredAnswer } from "../../../server/gallery/upload-answers";

/**
 * One request of the resumable upload protocol (server/gallery/upload-range.ts):
 * a chunk with `Content-Range: bytes first-last/total`, or an empty PUT with
 * `bytes *\/total` asking how much the server holds. XMLHttpRequest rather
 * than fetch: only it reports upload progress.
 */
export type PutAnswer = { done: true; stored: UploadStoredAnswer } | { done: false; receivedBytes: number };

/** An answer with an HTTP status (a lost connection has none: `status` 0). */
export class UploadRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "UploadRequestError";
  }
}

/** A chunk that never completes is given up after this long, so a dead connection cannot hang the batch. */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

export function putRange(
  uploadURL: string,
  file: File,
  range: { start: number; end: number } | "status",
  onProgress: (sentBytes: number) => void = () => {},
): Promise<PutAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", uploadURL);
    request.withCredentials = true;
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.setRequestHeader(
      "Content-Range",
      range === "status" ? `bytes */${file.size}` : `bytes ${range.start}-${range.end}/${file.size}`,
    );
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      const answer = parseJson(request.responseText);
      if (request.status === 200) return resolve({ done: true, stored: answer as UploadStoredAnswer });
      if (request.status === 308) {
        return resolve({ done: false, receivedBytes: Number((answer as UploadIncompleteAnswer | undefined)?.receivedBytes ?? 0) });
      }
      const message = (answer as { message?: string } | undefined)?.message ?? request.statusText;
      const retryAfter = Number(request.getResponseHeader("Retry-After"));
      reject(new UploadRequestError(request.status, message, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined));
    };
    request.onerror = () => reject(new UploadRequestError(0, "The connection was lost"));
    request.ontimeout = () => reject(new UploadRequestError(0, "The connection timed out"));
    request.send(range === "status" ? null : file.slice(range.start, range.end + 1));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

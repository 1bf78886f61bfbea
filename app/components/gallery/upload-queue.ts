import { putRange, UploadRequestError } from "./upload-transport";

/**
 * Uploads a batch one file after another and saves each file as soon as it
 * is up (PUT, then POST /api/photos), so a phone that locks or loses its
 * signal mid-batch keeps every file already done. Each file goes in chunks
 * to its one-time address; after a dropped connection, a server restart or
 * the tab coming back, the queue asks the server how much it holds and goes
 * on from there. Only a file that keeps failing for minutes, or that the
 * server refuses outright (too big, not a photo...), is reported as failed.
 */

export const CHUNK_BYTES = 8 * 1024 * 1024;
/** A file is given up when no byte got through for this long. */
export const GIVE_UP_AFTER_MS = 3 * 60_000;
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

export type FileOutcome = { name: string; saved: boolean; failedStep?: "upload" | "save" };

export type BatchCallbacks = {
  onProgress: (index: number, percent: number) => void;
  /** A file is in the gallery (the caller refreshes the list). */
  onSaved: (index: number) => Promise<void> | void;
};

export type QueueOptions = { giveUpAfterMs?: number; backoffMs?: number[] };

export async function uploadBatch(
  files: File[],
  uploaderName: string,
  callbacks: BatchCallbacks,
  options: QueueOptions = {},
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const [index, file] of files.entries()) {
    const retrier = new Retrier(options);
    let uploadURL: string;
    try {
      uploadURL = await retrier.run(requestUploadUrl);
      await sendFile(uploadURL, file, retrier, (percent) => callbacks.onProgress(index, percent));
    } catch {
      outcomes.push({ name: file.name, saved: false, failedStep: "upload" });
      continue;
    }
    try {
      await retrier.run(() => savePhoto(uploadURL, uploaderName));
    } catch {
      outcomes.push({ name: file.name, saved: false, failedStep: "save" });
      continue;
    }
    outcomes.push({ name: file.name, saved: true });
    await callbacks.onSaved(index);
  }
  return outcomes;
}

/** Sends what the server does not hold yet, chunk by chunk, until it answers that the file is stored. */
async function sendFile(uploadURL: string, file: File, retrier: Retrier, onProgress: (percent: number) => void) {
  let received = 0;
  let knowsOffset = true;
  const percentOf = (bytes: number) => (file.size === 0 ? 100 : (bytes / file.size) * 100);
  for (;;) {
    const answer = await retrier.run(async () => {
      // After a failure the server may hold more (or less) than we think: ask first.
      if (!knowsOffset) {
        const status = await putRange(uploadURL, file, "status");
        if (status.done) return status;
        received = status.receivedBytes;
        knowsOffset = true;
      }
      const end = Math.min(received + CHUNK_BYTES, file.size) - 1;
      try {
        const answer = await putRange(uploadURL, file, { start: received, end }, (sent) => onProgress(percentOf(received + sent)));
        if (!answer.done && answer.receivedBytes <= received) throw new UploadRequestError(0, "The chunk did not arrive");
        return answer;
      } catch (error) {
        knowsOffset = false;
        throw error;
      }
    });
    if (answer.done) {
      onProgress(100);
      return;
    }
    if (answer.receivedBytes > received) retrier.progressed();
    received = answer.receivedBytes;
    onProgress(percentOf(received));
  }
}

async function requestUploadUrl(): Promise<string> {
  const response = await fetch("/api/photos/upload-url", { method: "POST", credentials: "include" });
  if (!response.ok) throw await answerError(response);
  return ((await response.json()) as { uploadURL: string }).uploadURL;
}

async function savePhoto(objectPath: string, uploaderName: string): Promise<void> {
  const name = uploaderName.trim();
  const response = await fetch("/api/photos", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(name ? { objectPath, uploaderName: name } : { objectPath }),
    credentials: "include",
  });
  // 409: an earlier attempt was saved but its answer was lost on the way back.
  if (!response.ok && response.status !== 409) throw await answerError(response);
}

async function answerError(response: Response): Promise<UploadRequestError> {
  const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  const retryAfter = Number(response.headers.get("Retry-After"));
  return new UploadRequestError(response.status, body?.message ?? response.statusText, retryAfter > 0 ? retryAfter * 1000 : undefined);
}

/** Lost connections, timeouts, a busy or restarting server: worth another try. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof UploadRequestError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 409 || error.status === 429 || (error.status >= 500 && error.status !== 507);
}

/**
 * Retries transient failures with growing pauses, cut short when the browser
 * comes back online or the tab becomes visible again, and gives up once
 * nothing got through for `giveUpAfterMs`.
 */
class Retrier {
  private lastProgress = Date.now();
  private readonly giveUpAfterMs: number;
  private readonly backoffMs: number[];

  constructor(options: QueueOptions) {
    this.giveUpAfterMs = options.giveUpAfterMs ?? GIVE_UP_AFTER_MS;
    this.backoffMs = options.backoffMs ?? BACKOFF_MS;
  }

  progressed(): void {
    this.lastProgress = Date.now();
  }

  async run<T>(attempt: () => Promise<T>): Promise<T> {
    for (let failures = 0; ; failures += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!isTransient(error) || Date.now() - this.lastProgress > this.giveUpAfterMs) throw error;
        const pause = this.backoffMs[Math.min(failures, this.backoffMs.length - 1)]!;
        const asked = error instanceof UploadRequestError ? (error.retryAfterMs ?? 0) : 0;
        await waitOrWake(Math.max(pause, asked) * (0.8 + Math.random() * 0.4));
      }
    }
  }
}

/** Sleeps `ms`, or less when the network comes back or the guest returns to the tab. */
function waitOrWake(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      document.removeEventListener("visibilitychange", onVisible);
      resolve();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
    document.addEventListener("visibilitychange", onVisible);
  });
}

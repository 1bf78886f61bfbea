import type { MediaJobKind } from "../db/schema";
import type { Logger } from "../logger";
import type { PhotoRepository } from "./photo.repository";
import type { MediaJob } from "./thumbnail.job";

const MAX_ATTEMPTS = 3;
const RETRY_DELAYS_MS = [30_000, 5 * 60_000];
const IDLE_POLL_MS = 30_000;
/** After the database or disk refused the queue's bookkeeping (SQLITE_FULL, ENOSPC, EIO). */
export const STORAGE_RETRY_MS = 30_000;

/**
 * Runs the media jobs of one kind one at a time from the media_jobs table, so queued work
 * survives a restart. One at a time keeps image decoding from starving
 * requests on a small server. Nothing escapes the loop: when the queue's own
 * bookkeeping fails (a full disk, an I/O error) it logs, waits and tries
 * again, and the process keeps serving.
 */
export class MediaJobQueue {
  private running: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly photos: PhotoRepository,
    private readonly kind: MediaJobKind,
    private readonly job: MediaJob,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly storageRetryMs: number = STORAGE_RETRY_MS,
  ) {}

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  /** Lets the job in progress finish, then stops taking new ones. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = undefined;
  }

  /** New work was queued: look now rather than at the next poll. */
  notify(): void {
    this.wake?.();
  }

  /** Resolves when no job is due (tests and benchmarks wait on this). */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.notify();
    });
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        if (await this.runNextJob()) continue;
        for (const resolve of this.idleWaiters.splice(0)) resolve();
        await this.sleep(IDLE_POLL_MS);
      } catch (error) {
        this.logger.error({ err: error }, `${this.kind} queue could not update its jobs; will retry`);
        await this.sleep(this.storageRetryMs);
      }
    }
  }

  /** Runs the next due job; false when none is due. */
  private async runNextJob(): Promise<boolean> {
    const job = await this.photos.nextDueJob(this.kind, this.now().toISOString());
    if (!job) return false;
    try {
      await this.job.run(job.photo_id);
      await this.photos.finishJob(job.id);
    } catch (error) {
      await this.fail(job.id, job.photo_id, job.attempts + 1, error);
    }
    return true;
  }

  private async sleep(ms: number): Promise<void> {
    if (this.stopping) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = undefined;
  }

  private async fail(jobId: number, photoId: number, attempts: number, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (attempts >= MAX_ATTEMPTS) {
      this.logger.warn({ photoId, attempts, error: message }, `${this.kind} job gave up`);
      await this.job.giveUp(photoId);
      await this.photos.finishJob(jobId);
      return;
    }
    const delay = RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!;
    this.logger.info({ photoId, attempts, error: message }, `${this.kind} job failed; will retry`);
    await this.photos.postponeJob(jobId, new Date(this.now().getTime() + delay).toISOString(), message);
  }
}

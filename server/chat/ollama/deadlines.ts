/** Why a model reply was cut off: it never started, it stalled, or it ran past the whole reply's budget. */
export class ReplyTimeoutError extends Error {
  constructor(stage: "first token" | "next token" | "whole reply", milliseconds: number) {
    super(`Ollama gave no ${stage} within ${milliseconds} ms`);
    this.name = "ReplyTimeoutError";
  }
}

export interface ReplyDeadlines {
  /** The whole reply, connection included. */
  replyMs: number;
  /** Longest wait for the first token. */
  firstTokenMs: number;
  /** Longest silence between two tokens once the reply has started. */
  stallMs: number;
}

/**
 * Passes the pieces of `source` through until a deadline passes, then aborts
 * `controller` (so the HTTP call to the model stops) and throws. Every wait is
 * raced against a timer here, so the deadlines hold whatever the client
 * library does with the abort. The clock starts now.
 */
export async function* withDeadlines<T>(
  source: AsyncIterator<T>,
  deadlines: ReplyDeadlines,
  controller: AbortController,
): AsyncGenerator<T> {
  const deadlineAt = Date.now() + deadlines.replyMs;
  let started = false;
  try {
    for (;;) {
      const gapMs = started ? deadlines.stallMs : deadlines.firstTokenMs;
      const untilDeadline = Math.max(0, deadlineAt - Date.now());
      const timeout =
        untilDeadline <= gapMs
          ? () => new ReplyTimeoutError("whole reply", deadlines.replyMs)
          : () => new ReplyTimeoutError(started ? "next token" : "first token", gapMs);
      const result = await raceTimeout(source.next(), Math.min(gapMs, untilDeadline), timeout);
      if (result.done) return;
      started = true;
      yield result.value;
    }
  } finally {
    controller.abort();
    // Closing the source may wait on a socket; the guest must not.
    void source.return?.(undefined).catch(() => undefined);
  }
}

function raceTimeout<T>(promise: Promise<T>, milliseconds: number, makeError: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(makeError()), milliseconds);
  });
  // A source that fails after losing the race must not become an unhandled rejection.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

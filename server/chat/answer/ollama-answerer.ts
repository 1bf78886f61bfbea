import net from "node:net";
import { Ollama, type Message } from "ollama";

export interface OllamaAnswererOptions {
  host: string;
  model: string;
  /** Context window in tokens: Ollama's default varies by version and model, and memory grows with it. */
  numCtx?: number;
  /** Upper bound on reply tokens: replies are meant to be short, and each token costs CPU time. */
  numPredict?: number;
  connectTimeoutMs?: number;
  firstTokenTimeoutMs?: number;
  /** Longest silence allowed between two tokens once the reply has started. */
  idleTimeoutMs?: number;
}

export class OllamaTimeoutError extends Error {
  constructor(stage: string, milliseconds: number) {
    super(`Ollama gave no ${stage} within ${milliseconds} ms`);
    this.name = "OllamaTimeoutError";
  }
}

/**
 * Streams a reply from a local Ollama server, and never waits unboundedly:
 * a TCP connect check first, then a deadline for the first token and for
 * every silence after it. Any failure is thrown for the caller to fall back.
 */
export class OllamaAnswerer {
  private readonly host: URL;

  constructor(private readonly options: OllamaAnswererOptions) {
    this.host = new URL(options.host);
  }

  get model(): string {
    return this.options.model;
  }

  async *stream(messages: Message[], signal?: AbortSignal): AsyncGenerator<string> {
    const { connectTimeoutMs = 3_000, firstTokenTimeoutMs = 20_000, idleTimeoutMs = 20_000 } = this.options;
    await this.checkReachable(connectTimeoutMs);

    const deadline = new AbortController();
    const linked = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    // The client makes its own AbortController only once headers arrive, so a
    // server that never answers is cut off through the fetch we hand it.
    const client = new Ollama({
      host: this.options.host,
      fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, linked]) : linked }),
    });
    let timeout: OllamaTimeoutError | undefined;
    let timer: NodeJS.Timeout | undefined;
    const arm = (stage: string, milliseconds: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timeout = new OllamaTimeoutError(stage, milliseconds);
        deadline.abort(timeout);
        client.abort();
      }, milliseconds);
    };

    arm("first token", firstTokenTimeoutMs);
    try {
      const parts = await client.chat({
        model: this.options.model,
        messages,
        stream: true,
        keep_alive: "30m",
        options: { num_ctx: this.options.numCtx ?? 2048, num_predict: this.options.numPredict ?? 200, temperature: 0.2 },
      });
      for await (const part of parts) {
        const text = part.message?.content ?? "";
        if (text) {
          arm("next token", idleTimeoutMs);
          yield text;
        }
        if (part.done) break;
      }
    } catch (error) {
      throw timeout ?? error;
    } finally {
      clearTimeout(timer);
      client.abort();
    }
  }

  private checkReachable(timeoutMs: number): Promise<void> {
    const port = Number(this.host.port || (this.host.protocol === "https:" ? 443 : 80));
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: this.host.hostname, port });
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      socket.setTimeout(timeoutMs, () => fail(new OllamaTimeoutError("connection", timeoutMs)));
      socket.once("error", fail);
      socket.once("connect", () => {
        socket.end();
        resolve();
      });
    });
  }
}

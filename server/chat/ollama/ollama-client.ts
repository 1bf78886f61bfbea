import net from "node:net";
import { Ollama, type Message } from "ollama";

export interface OllamaClientOptions {
  host: string;
  model: string;
  /** Context window in tokens: Ollama's default varies by version and model, and memory grows with it. */
  numCtx?: number;
  /** Upper bound on reply tokens: replies are meant to be short, and each token costs CPU time. */
  numPredict?: number;
  /** A host that does not even accept the connection is given up on quickly. */
  connectTimeoutMs?: number;
}

/**
 * Streams a reply from a local Ollama server. It checks first that the port
 * accepts connections, then hands the deadlines to the caller: `signal`
 * stops the HTTP call whenever the caller gives up.
 */
export class OllamaClient {
  private readonly host: URL;

  constructor(private readonly options: OllamaClientOptions) {
    this.host = new URL(options.host);
  }

  get model(): string {
    return this.options.model;
  }

  async *stream(messages: Message[], signal: AbortSignal): AsyncGenerator<string> {
    await this.checkReachable(this.options.connectTimeoutMs ?? 3_000, signal);
    // The client makes its own AbortController only once headers arrive, so a
    // server that never answers is cut off through the fetch we hand it.
    const client = new Ollama({
      host: this.options.host,
      fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal }),
    });
    const stopOnAbort = () => client.abort();
    signal.addEventListener("abort", stopOnAbort, { once: true });
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
        if (text) yield text;
        if (part.done) break;
      }
    } finally {
      signal.removeEventListener("abort", stopOnAbort);
      client.abort();
    }
  }

  private checkReachable(timeoutMs: number, signal: AbortSignal): Promise<void> {
    const port = Number(this.host.port || (this.host.protocol === "https:" ? 443 : 80));
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: this.host.hostname, port });
      const fail = (error: Error) => {
        socket.destroy();
        signal.removeEventListener("abort", onAbort);
        reject(error);
      };
      const onAbort = () => fail(new Error("Ollama call aborted"));
      signal.addEventListener("abort", onAbort, { once: true });
      socket.setTimeout(timeoutMs, () => fail(new Error(`Ollama did not accept a connection within ${timeoutMs} ms`)));
      socket.once("error", fail);
      socket.once("connect", () => {
        signal.removeEventListener("abort", onAbort);
        socket.end();
        resolve();
      });
    });
  }
}

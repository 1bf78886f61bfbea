import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * normal: streams `replyChunks` at once; error: answers 500; hanging: accepts
 * the call and never answers; slow-first-token: waits `firstTokenDelayMs`
 * before the first line; trickle: sends one token every `trickleIntervalMs`
 * and never finishes.
 */
export type FakeOllamaMode = "normal" | "error" | "hanging" | "slow-first-token" | "trickle";

export interface RecordedChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  options?: Record<string, unknown>;
}

export interface FakeOllama {
  url: string;
  /** Bodies of every POST /api/chat, in order. */
  requests: RecordedChatRequest[];
  mode: FakeOllamaMode;
  /** The words streamed back in normal mode, one NDJSON line each. */
  replyChunks: string[];
  /** Delay before the first line in slow-first-token mode. */
  firstTokenDelayMs: number;
  /** Gap between tokens in trickle mode. */
  trickleIntervalMs: number;
  close(): Promise<void>;
}

/**
 * A stand-in for an Ollama server on 127.0.0.1 speaking its HTTP protocol:
 * GET /api/tags, and POST /api/chat answering with NDJSON lines
 * (`message.content` deltas, then a `done: true` line with the timing stats).
 */
export async function startFakeOllama(options: Partial<Pick<FakeOllama, "mode" | "replyChunks" | "firstTokenDelayMs" | "trickleIntervalMs">> = {}): Promise<FakeOllama> {
  const openResponses = new Set<http.ServerResponse>();
  const fake: FakeOllama = {
    url: "",
    requests: [],
    mode: options.mode ?? "normal",
    replyChunks: options.replyChunks ?? ["Baa! ", "The desert camp ", "is $95 per person. ", "[Day 5](/day/5)"],
    firstTokenDelayMs: options.firstTokenDelayMs ?? 1_500,
    trickleIntervalMs: options.trickleIntervalMs ?? 100,
    close: async () => {
      for (const response of openResponses) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer(async (request, response) => {
    openResponses.add(response);
    response.once("close", () => openResponses.delete(response));
    if (request.method === "GET" && request.url === "/api/tags") {
      sendJson(response, 200, { models: [{ name: "fake:1b", model: "fake:1b", size: 1, digest: "0", details: {} }] });
      return;
    }
    if (request.method !== "POST" || request.url !== "/api/chat") {
      sendJson(response, 404, { error: "not found" });
      return;
    }
    const body = JSON.parse(await readBody(request)) as RecordedChatRequest;
    fake.requests.push(body);

    if (fake.mode === "hanging") return;
    if (fake.mode === "error") {
      sendJson(response, 500, { error: "model runner has unexpectedly stopped" });
      return;
    }
    if (fake.mode === "slow-first-token") await sleep(fake.firstTokenDelayMs);
    if (response.destroyed) return;

    response.writeHead(200, { "Content-Type": "application/x-ndjson" });
    if (fake.mode === "trickle") {
      while (!response.destroyed) {
        response.write(`${JSON.stringify(line(body.model, "baa ", false))}\n`);
        await sleep(fake.trickleIntervalMs);
      }
      return;
    }
    for (const content of fake.replyChunks) {
      response.write(`${JSON.stringify(line(body.model, content, false))}\n`);
      await sleep(5);
    }
    response.end(
      `${JSON.stringify({
        ...line(body.model, "", true),
        done_reason: "stop",
        total_duration: 1_000_000,
        load_duration: 1_000,
        prompt_eval_count: 120,
        prompt_eval_duration: 100_000,
        eval_count: fake.replyChunks.length,
        eval_duration: 200_000,
      })}\n`,
    );
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function line(model: string, content: string, done: boolean) {
  return { model, created_at: new Date().toISOString(), message: { role: "assistant", content }, done };
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sleep(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

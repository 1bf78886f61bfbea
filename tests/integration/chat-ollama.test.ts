import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import type { createApp } from "../../server/app";
import { startChatApp } from "../helpers/chat-app";
import { startFakeOllama, type FakeOllama } from "../helpers/fake-ollama";
import { parseSse, streamedText } from "../helpers/sse";

/** Short deadlines keep the suite quick; the guarantee checked is the same: never longer than the deadline plus 1 s. */
const REPLY_DEADLINE_MS = 1_000;
const WITHIN_DEADLINE_MS = REPLY_DEADLINE_MS + 1_000;

type Harness = { server: ReturnType<ReturnType<typeof createApp>["callback"]>; logs: Record<string, unknown>[] };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function harness(ollamaHost: string, env: Record<string, string> = {}): Promise<Harness> {
  const app = await startChatApp(ollamaHost, { replyDeadlineMs: REPLY_DEADLINE_MS, env });
  cleanups.push(app.close);
  return app;
}

async function fakeOllama(options: Parameters<typeof startFakeOllama>[0] = {}): Promise<FakeOllama> {
  const fake = await startFakeOllama(options);
  cleanups.push(() => fake.close());
  return fake;
}

const chatLog = (logs: Record<string, unknown>[]) => logs.find((line) => line.msg === "chat answer");

describe("the chat assistant with an Ollama server", () => {
  it("streams Ollama's words through as SSE deltas", async () => {
    const fake = await fakeOllama();
    const { server, logs } = await harness(fake.url);
    const response = await request(server)
      .post("/api/chat")
      .set("Accept", "text/event-stream")
      .send({ message: "How much is the desert camp?" });
    const events = parseSse(response.text);
    expect(events.filter((event) => event.event === "delta").map((event) => event.data.text)).toEqual(fake.replyChunks);
    expect(events.at(-1)).toEqual({ event: "done", data: { path: "ollama" } });
    expect(chatLog(logs)).toMatchObject({ path: "ollama", model: "fake:1b" });
  });

  it("works out currency changes, the days left, a night's stay and the tourist tax built-in, without asking the model", async () => {
    const fake = await fakeOllama();
    const { server, logs } = await harness(fake.url);
    const response = await request(server).post("/api/chat").send({ message: "whats 500 dirhams in dollars" });
    expect(response.body.reply).toMatch(/^500 MAD is about \$50/);
    expect(fake.requests).toHaveLength(0);
    expect(chatLog(logs)).toMatchObject({ path: "builtin", reason: "worked out built-in" });
    const tax = await request(server).post("/api/chat").send({ message: "whats the tourist tax for my 3 nights in fes" });
    expect(tax.body.reply).toMatch(/about 84 MAD/);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers the JSON call with Ollama's whole reply", async () => {
    const fake = await fakeOllama({ replyChunks: ["Baa, ", "bring a Type C/E adapter."] });
    const { server } = await harness(fake.url);
    const response = await request(server).post("/api/chat").send({ message: "What plug do I need?" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ reply: "Baa, bring a Type C/E adapter." });
  });

  it("sends a grounded prompt: persona, today in Morocco, the retrieved facts, the don't-know rule and num_ctx", async () => {
    const fake = await fakeOllama();
    const { server } = await harness(fake.url);
    await request(server).post("/api/chat").send({ message: "How much is the desert camp?" });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.model).toBe("fake:1b");
    expect(sent!.stream).toBe(true);
    expect(sent!.options?.num_ctx).toEqual(expect.any(Number));
    const system = sent!.messages.find((message) => message.role === "system")!.content;
    expect(system).toContain("Rupa the Goat");
    expect(system).toContain("Sunday, November 23, 2025");
    expect(system).toContain("$95");
    expect(system).toContain("(/day/5)");
    expect(system).toMatch(/don't know.*host/i);
    expect(sent!.messages.at(-1)).toEqual({ role: "user", content: "How much is the desert camp?" });
  });

  it("falls back to the built-in answer when Ollama is down", async () => {
    const fake = await fakeOllama();
    const closedUrl = fake.url;
    await fake.close();
    const { server, logs } = await harness(closedUrl);
    const response = await request(server).post("/api/chat").send({ message: "How much is the desert camp?" });
    expect(response.status).toBe(200);
    expect(response.body.reply).toContain("$95");
    expect(chatLog(logs)).toMatchObject({ path: "builtin", reason: "ollama failed" });
  });

  it("falls back to the built-in answer when Ollama answers 500", async () => {
    const fake = await fakeOllama({ mode: "error" });
    const { server } = await harness(fake.url);
    const response = await request(server).post("/api/chat").send({ message: "How much is the hot air balloon?" });
    expect(response.body.reply).toContain("$117");
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up on a hanging Ollama at the reply deadline and answers built-in", async () => {
    const fake = await fakeOllama({ mode: "hanging" });
    const { server, logs } = await harness(fake.url);
    const started = Date.now();
    const response = await request(server)
      .post("/api/chat")
      .set("Accept", "text/event-stream")
      .send({ message: "How much is the hot air balloon?" });
    expect(Date.now() - started).toBeLessThan(WITHIN_DEADLINE_MS);
    const events = parseSse(response.text);
    expect(streamedText(events)).toContain("$117");
    expect(events.at(-1)).toEqual({ event: "done", data: { path: "builtin" } });
    expect(logs.some((line) => /whole reply|first token/.test(String(line.err)))).toBe(true);
  });

  it("waits for a slow first token that arrives within the deadline", async () => {
    const fake = await fakeOllama({ mode: "slow-first-token", firstTokenDelayMs: 150 });
    const { server } = await harness(fake.url);
    const response = await request(server).post("/api/chat").send({ message: "How much is the desert camp?" });
    expect(response.body.reply).toBe(fake.replyChunks.join("").trim());
  });

  it("does not call Ollama at all with CHAT_MODE=builtin", async () => {
    const fake = await fakeOllama();
    const { server, logs } = await harness(fake.url, { CHAT_MODE: "builtin" });
    const response = await request(server).post("/api/chat").send({ message: "How much is the desert camp?" });
    expect(response.body.reply).toContain("$95");
    expect(fake.requests).toHaveLength(0);
    expect(chatLog(logs)).toMatchObject({ path: "builtin" });
  });

  it("logs the path, latency and passages of each answer but never the question at info level", async () => {
    const fake = await fakeOllama({ mode: "error" });
    const { server, logs } = await harness(fake.url);
    const secret = "Sarah Q. asks: how much is the desert camp at the dunes near Zagora?";
    await request(server).post("/api/chat").send({ message: secret });
    const line = chatLog(logs)!;
    expect(line).toMatchObject({ path: "builtin", ms: expect.any(Number), passages: expect.arrayContaining([expect.any(String)]) });
    expect(JSON.stringify(logs)).not.toContain("Sarah asks");
  });
});

import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { startChatApp } from "../helpers/chat-app";
import { startFakeOllama, type FakeOllama } from "../helpers/fake-ollama";
import { parseSse, streamedText } from "../helpers/sse";

// Ollama in every fault mode: no reply may take longer than the reply
// deadline plus a second, and a failed Ollama is skipped until its cooldown
// ends. Deadlines are short here; production uses the same code with 25 s.

const REPLY_DEADLINE_MS = 1_000;
const WITHIN_DEADLINE_MS = REPLY_DEADLINE_MS + 1_000;
const QUESTION = "How much is the hot air balloon?";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fakeOllama(options: Parameters<typeof startFakeOllama>[0]): Promise<FakeOllama> {
  const fake = await startFakeOllama(options);
  cleanups.push(() => fake.close());
  return fake;
}

async function harness(fake: FakeOllama, env: Record<string, string> = {}) {
  const app = await startChatApp(fake.url, { replyDeadlineMs: REPLY_DEADLINE_MS, env });
  cleanups.push(app.close);
  return app;
}

const chatLogs = (logs: Record<string, unknown>[]) => logs.filter((line) => line.msg === "chat answer");

async function timedAsk(server: Parameters<typeof request>[0], stream = false) {
  const started = Date.now();
  const call = request(server).post("/api/chat");
  if (stream) call.set("Accept", "text/event-stream");
  const response = await call.send({ message: QUESTION });
  return { response, ms: Date.now() - started };
}

describe.each(["hanging", "error", "trickle", "slow-first-token"] as const)("with Ollama in %s mode", (mode) => {
  it("answers built-in within the reply deadline plus 1 s, over SSE and JSON", async () => {
    const fake = await fakeOllama({ mode, firstTokenDelayMs: 5_000, trickleIntervalMs: 100 });
    // A cooldown of 0 lets every request try Ollama again, so both calls meet the fault.
    const { server } = await harness(fake, { OLLAMA_COOLDOWN_MS: "1" });

    const streamed = await timedAsk(server, true);
    expect(streamed.ms).toBeLessThan(WITHIN_DEADLINE_MS);
    const events = parseSse(streamed.response.text);
    expect(streamedText(events)).toContain("$117");
    expect(events.at(-1)).toEqual({ event: "done", data: { path: "builtin" } });

    const whole = await timedAsk(server);
    expect(whole.ms).toBeLessThan(WITHIN_DEADLINE_MS);
    expect(whole.response.body.reply).toContain("$117");
    expect(whole.response.body.reply).not.toContain("baa");
    expect(fake.requests.length).toBe(2);
  });

  it("remembers the failure: the next guests are answered built-in at once, without calling Ollama", async () => {
    const fake = await fakeOllama({ mode, firstTokenDelayMs: 5_000, trickleIntervalMs: 100 });
    const { server, logs } = await harness(fake);
    await timedAsk(server);
    const next = await timedAsk(server);
    expect(next.ms).toBeLessThan(500);
    expect(next.response.body.reply).toContain("$117");
    expect(fake.requests).toHaveLength(1);
    expect(chatLogs(logs).at(-1)).toMatchObject({ path: "builtin", reason: "ollama circuit open" });
  });
});

describe("the Ollama circuit breaker and limits", () => {
  it("replaces a trickling partial reply with the built-in answer", async () => {
    const fake = await fakeOllama({ mode: "trickle", trickleIntervalMs: 100 });
    const { server } = await harness(fake);
    const { response } = await timedAsk(server, true);
    const events = parseSse(response.text);
    expect(events.some((event) => event.event === "delta" && event.data.text === "baa ")).toBe(true);
    expect(events.find((event) => event.event === "replace")?.data.text).toContain("$117");
  });

  it("cuts a reply that stalls between tokens at the stall deadline", async () => {
    const fake = await fakeOllama({ mode: "trickle", trickleIntervalMs: 5_000 });
    const { server, logs } = await harness(fake, { OLLAMA_REPLY_DEADLINE_MS: "20000", OLLAMA_STALL_MS: "300" });
    const { ms, response } = await timedAsk(server);
    expect(ms).toBeLessThan(1_500);
    expect(response.body.reply).toContain("$117");
    expect(logs.some((line) => String(line.err).includes("next token"))).toBe(true);
  });

  it("probes Ollama again after the cooldown and goes back to it when it answers", async () => {
    const fake = await fakeOllama({ mode: "error" });
    const { server, logs } = await harness(fake, { OLLAMA_COOLDOWN_MS: "300" });
    await timedAsk(server);
    await timedAsk(server);
    expect(fake.requests).toHaveLength(1);

    fake.mode = "normal";
    await new Promise((resolve) => setTimeout(resolve, 350));
    const { response } = await timedAsk(server);
    expect(response.body.reply).toBe(fake.replyChunks.join("").trim());
    expect(fake.requests).toHaveLength(2);
    expect(chatLogs(logs).at(-1)).toMatchObject({ path: "ollama" });
  });

  it("answers built-in beyond the number of model calls allowed at once", async () => {
    const fake = await fakeOllama({ mode: "slow-first-token", firstTokenDelayMs: 300 });
    const { server, logs } = await harness(fake, { OLLAMA_MAX_CONCURRENT: "1" });
    const [first, second] = await Promise.all([timedAsk(server), timedAsk(server)]);
    const replies = [first.response.body.reply, second.response.body.reply];
    expect(replies).toContain(fake.replyChunks.join("").trim());
    expect(fake.requests).toHaveLength(1);
    expect(chatLogs(logs).map((line) => line.reason)).toContain("ollama busy");
  });

  it("logs a request the guest abandons as aborted, not as a 404", async () => {
    const fake = await fakeOllama({ mode: "hanging" });
    const { server, logs } = await harness(fake, { OLLAMA_REPLY_DEADLINE_MS: "5000" });
    const call = request(server).post("/api/chat").send({ message: QUESTION });
    setTimeout(() => call.abort(), 200);
    await call.catch(() => undefined);
    await expect.poll(() => logs.find((line) => line.path === "/api/chat"), { timeout: 2_000 }).toBeTruthy();
    const line = logs.find((entry) => entry.path === "/api/chat")!;
    expect(line).toMatchObject({ msg: "request aborted", aborted: true });
    expect(line.status).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { withDeadlines } from "./deadlines";

async function* tokens(gapsMs: number[]): AsyncGenerator<string> {
  for (const gap of gapsMs) {
    await new Promise((resolve) => setTimeout(resolve, gap));
    yield "baa ";
  }
}

async function collect(source: AsyncGenerator<string>, deadlines: { replyMs: number; firstTokenMs: number; stallMs: number }) {
  const controller = new AbortController();
  const seen: string[] = [];
  try {
    for await (const token of withDeadlines(source, deadlines, controller)) seen.push(token);
    return { seen, error: undefined, aborted: controller.signal.aborted };
  } catch (error) {
    return { seen, error: error as Error, aborted: controller.signal.aborted };
  }
}

describe("reply deadlines", () => {
  it("passes a reply through that keeps every deadline", async () => {
    const result = await collect(tokens([5, 5, 5]), { replyMs: 1_000, firstTokenMs: 200, stallMs: 200 });
    expect(result.seen).toHaveLength(3);
    expect(result.error).toBeUndefined();
  });

  it("gives up when the first token is late, and aborts the call", async () => {
    const result = await collect(tokens([300]), { replyMs: 1_000, firstTokenMs: 50, stallMs: 200 });
    expect(result.error?.message).toMatch(/first token/);
    expect(result.aborted).toBe(true);
  });

  it("gives up on a stall between tokens", async () => {
    const result = await collect(tokens([5, 300]), { replyMs: 1_000, firstTokenMs: 200, stallMs: 50 });
    expect(result.seen).toHaveLength(1);
    expect(result.error?.message).toMatch(/next token/);
  });

  it("ends a trickling reply at the overall deadline", async () => {
    const started = Date.now();
    const result = await collect(tokens(Array.from({ length: 100 }, () => 20)), { replyMs: 150, firstTokenMs: 150, stallMs: 100 });
    expect(result.error?.message).toMatch(/whole reply/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

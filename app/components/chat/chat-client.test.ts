import { afterEach, describe, expect, it, vi } from "vitest";
import { streamChat } from "./chat-client";

/** A fetch answering with the given chunks as a streamed body. */
function respondWith(chunks: string[], init: ResponseInit = { status: 200 }) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("streamChat", () => {
  it("posts the message as JSON asking for SSE, and reports the text as it grows", async () => {
    const fetchMock = respondWith(['event: delta\ndata: {"text":"Baa"}\n\nevent: del', 'ta\ndata: {"text":", $95."}\n\n', 'event: done\ndata: {"path":"ollama"}\n\n']);
    const seen: string[] = [];
    const reply = await streamChat({ message: "How much is the camp?" }, { onText: (text) => seen.push(text) });
    expect(reply).toBe("Baa, $95.");
    expect(seen).toEqual(["Baa", "Baa, $95."]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/chat");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>).Accept).toBe("text/event-stream");
    expect(JSON.parse(String(init.body))).toEqual({ message: "How much is the camp?" });
  });

  it("sends the page the guest asks from", async () => {
    const fetchMock = respondWith(['event: done\ndata: {"path":"builtin"}\n\n']);
    await streamChat({ message: "what do i wear", page: "/day/3" }, { onText: () => {} });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ message: "what do i wear", page: "/day/3" });
  });

  it("applies a replace event", async () => {
    respondWith(['event: delta\ndata: {"text":"half a"}\n\nevent: replace\ndata: {"text":"Whole answer"}\n\nevent: done\ndata: {}\n\n']);
    expect(await streamChat({ message: "q" }, { onText: () => {} })).toBe("Whole answer");
  });

  it("rejects on a non-OK status, an error event, or a stream cut before done", async () => {
    respondWith(['{"message":"slow down"}'], { status: 429 });
    await expect(streamChat({ message: "q" }, { onText: () => {} })).rejects.toThrow(/429/);
    respondWith(['event: error\ndata: {"message":"broken"}\n\n']);
    await expect(streamChat({ message: "q" }, { onText: () => {} })).rejects.toThrow(/broken/);
    respondWith(['event: delta\ndata: {"text":"par"}\n\n']);
    await expect(streamChat({ message: "q" }, { onText: () => {} })).rejects.toThrow(/before it was complete/);
  });
});

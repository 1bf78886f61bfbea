// Talks to POST /api/chat as a stream of Server-Sent Events, so the reply
// appears word by word. Any non-OK answer, broken stream or network error
// rejects, and the widget shows its connection-trouble message.

import type { ChatRequest } from "../../../server/chat/chat.dto";

export interface StreamHandlers {
  /** The whole reply so far, each time it grows or is corrected. */
  onText(text: string): void;
}

interface ServerEvent {
  event: string;
  data: { text?: string; message?: string };
}

function parseEvent(block: string): ServerEvent | undefined {
  let event = "message";
  let data = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data += line.slice(5).trim();
  }
  if (!data) return undefined;
  return { event, data: JSON.parse(data) as ServerEvent["data"] };
}

/** Resolves with the final reply once the server says done. `request.page` is the path the guest asks from. */
export async function streamChat(request: ChatRequest, handlers: StreamHandlers, signal?: AbortSignal): Promise<string> {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    credentials: "include",
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`${response.status}: ${response.statusText}`);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf("\n\n");
    while (boundary !== -1) {
      const parsed = parseEvent(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf("\n\n");
      if (!parsed) continue;
      if (parsed.event === "delta") text += parsed.data.text ?? "";
      else if (parsed.event === "replace") text = parsed.data.text ?? "";
      else if (parsed.event === "error") throw new Error(parsed.data.message ?? "The reply failed");
      else if (parsed.event === "done") return text;
      handlers.onText(text);
    }
  }
  throw new Error("The reply stopped before it was complete");
}

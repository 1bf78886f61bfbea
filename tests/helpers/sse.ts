export interface SseEvent {
  event: string;
  data: Record<string, string>;
}

/** Splits a Server-Sent Events body into its events (each `data:` line holds one JSON object). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? "message",
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "{}") as Record<string, string>,
    }));
}

export function streamedText(events: SseEvent[]): string {
  let text = "";
  for (const event of events) {
    if (event.event === "delta") text += event.data.text;
    if (event.event === "replace") text = event.data.text ?? "";
  }
  return text;
}

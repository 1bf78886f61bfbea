import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.server";

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>' +
  '<body><p>Marrakech · Fès</p><code>&lt;link rel="modulepreload"</code></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every modulepreload link of the head low priority and leaves the rest alone", async () => {
    const out = await through([Buffer.from(page)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
  });

  it("finds the links when a tag or a character is cut between chunks", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 3, 7, 20]) {
      const chunks = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await through(chunks);
      expect(out.match(/fetchpriority="low"/g), `chunks of ${size} bytes`).toHaveLength(2);
      expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
    }
  });
});

import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.server";

const preloads = '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/>';
const page = (head: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>${head}</head>` +
  '<body><p>Marrakech · Fès</p><code>&lt;link rel="modulepreload"</code><link rel="modulepreload" href="/kept.js"/></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  it("drops every modulepreload link of the head and leaves the rest alone", async () => {
    expect(await through([Buffer.from(page(preloads))])).toBe(page(""));
  });

  it("finds the links when a tag or a character is cut between chunks", async () => {
    const bytes = Buffer.from(page(preloads));
    for (const size of [1, 3, 7, 20]) {
      const chunks = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks), `chunks of ${size} bytes`).toBe(page(""));
    }
  });
});

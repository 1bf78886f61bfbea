import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { useNativeCrc32 } from "./zip-crc";

const require = createRequire(import.meta.url);
const bufferCrc32 = createRequire(require.resolve("yazl"))("buffer-crc32") as {
  unsigned: (buffer: Buffer, previous?: number) => number;
};

describe("yazl's CRC-32 on Node's native zlib.crc32", () => {
  it("gives the same checksums, whole and chained chunk by chunk as yazl streams them", () => {
    const chunks = [randomBytes(65_536), randomBytes(1), Buffer.alloc(0), randomBytes(12_345)];
    const whole = Buffer.concat(chunks);
    const expectedWhole = bufferCrc32.unsigned(whole);
    const expectedChained = chunks.reduce((crc, chunk) => bufferCrc32.unsigned(chunk, crc), 0);
    expect(expectedChained).toBe(expectedWhole);

    const before = bufferCrc32.unsigned;
    useNativeCrc32();
    expect(bufferCrc32.unsigned).not.toBe(before);
    expect(bufferCrc32.unsigned(whole)).toBe(expectedWhole);
    expect(chunks.reduce((crc, chunk) => bufferCrc32.unsigned(chunk, crc), 0)).toBe(expectedWhole);
    expect(bufferCrc32.unsigned(Buffer.from("The quick brown fox jumps over the lazy dog"))).toBe(0x414fa339);
  });
});

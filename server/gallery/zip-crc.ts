import { createRequire } from "node:module";
import zlib from "node:zlib";

// yazl checksums every byte it streams with buffer-crc32, a table lookup in
// JavaScript: on the 2-core test machine that capped a zip at about half the
// disk's read speed (scripts/bench/archive.ts). Node's own zlib.crc32 is
// native and gives the identical value, so yazl's copy of buffer-crc32 is
// pointed at it, once, for the calls yazl makes (a Buffer and a running CRC).

type BufferCrc32 = { unsigned: (buffer: unknown, previous?: unknown) => number };

let installed = false;

export function useNativeCrc32(): void {
  if (installed || typeof zlib.crc32 !== "function") return;
  const require = createRequire(import.meta.url);
  const bufferCrc32 = createRequire(require.resolve("yazl"))("buffer-crc32") as BufferCrc32;
  const original = bufferCrc32.unsigned;
  bufferCrc32.unsigned = (buffer, previous) =>
    Buffer.isBuffer(buffer) && (previous === undefined || typeof previous === "number")
      ? zlib.crc32(buffer, previous ?? 0)
      : original(buffer, previous);
  installed = true;
}

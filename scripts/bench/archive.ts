// `npx tsx scripts/bench/archive.ts [gigabytes=2]`: zip download figures of the
// BUILT server (run `npm run build` first). Fills an album with sparse 50 MB
// files (rows written straight into its SQLite file), then prints: the plain
// read throughput of those files, the throughput of GET /api/photos/archive.zip,
// the server's RSS growth during the download, and whether the zip checks
// clean (exact Content-Length, `unzip -t`, Python's zipfile CRCs).
// Pass 5 or more to cross 4 GB and exercise ZIP64.
import SQLite from "better-sqlite3";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DATABASE_FILE } from "../../server/db/database";
import { startBuiltServer } from "../lib/built-server";

const FILE_BYTES = 50 * 1024 * 1024;
const gigabytes = Number(process.argv[2] ?? 2);

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0);
}

const mbPerSecond = (bytes: number, ms: number) => (bytes / 1024 / 1024 / (ms / 1000)).toFixed(0);

/** Sparse originals (holes read as zeros, so the disk is not the bottleneck) and their rows. */
function fillAlbum(dataDir: string, uploadsDir: string, count: number): string[] {
  const db = new SQLite(path.join(dataDir, DATABASE_FILE));
  db.pragma("busy_timeout = 5000");
  const insert = db.prepare(
    `insert into photos (object_id, extension, uploader_name, media_type, content_type, size_bytes, derivatives_status, playback_status, captured_at, captured_on, capture_source)
     values (?, 'mp4', ?, 'video', 'video/mp4', ?, 'unavailable', 'not_needed', ?, ?, 'exif')`,
  );
  const files: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const objectId = randomBytes(16).toString("hex");
    const name = `${objectId}.mp4`;
    const file = path.join(uploadsDir, name);
    fs.writeFileSync(file, "");
    fs.truncateSync(file, FILE_BYTES);
    const day = index % 10;
    const date = `2025-11-${String(21 + day).padStart(2, "0")}`;
    insert.run(objectId, index % 2 ? "Amina" : "Youssef", FILE_BYTES, `${date}T12:00:00.000Z`, date);
    files.push(file);
  }
  db.close();
  return files;
}

async function plainRead(files: string[]): Promise<number> {
  const started = performance.now();
  let bytes = 0;
  for (const file of files) {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) bytes += (chunk as Buffer).length;
  }
  return performance.now() - started;
}

async function download(url: string, file?: string): Promise<{ announced: number; received: number }> {
  const response = await fetch(url);
  const announced = Number(response.headers.get("content-length"));
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  let received = 0;
  body.on("data", (chunk: Buffer) => (received += chunk.length));
  await pipeline(body, file ? fs.createWriteStream(file) : new Writable({ write: (_chunk, _encoding, done) => done() }));
  return { announced, received };
}

async function main() {
  const server = await startBuiltServer();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "goat-bench-zip-"));
  try {
    const count = Math.ceil((gigabytes * 1024 ** 3) / FILE_BYTES);
    const files = fillAlbum(server.dataDir, server.uploadsDir, count);
    const totalBytes = count * FILE_BYTES;
    // Warm both paths the same way (page cache, server code).
    await plainRead(files.slice(0, 2));
    await (await fetch(`${server.url}/api/photos/archive.zip?day=0`)).arrayBuffer();
    const readMs = await plainRead(files);

    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssBefore = rssKb(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssKb(server.pid))), 50);
    // Timed like the plain read: bytes counted, then dropped.
    const started = performance.now();
    const timed = await download(`${server.url}/api/photos/archive.zip`);
    const zipMs = performance.now() - started;
    clearInterval(sampler);
    const received = timed.received;
    const announced = timed.announced;

    // Then once more to disk, untimed, for the checks.
    const zipFile = path.join(scratch, "album.zip");
    const saved = await download(`${server.url}/api/photos/archive.zip`, zipFile);
    if (saved.received !== fs.statSync(zipFile).size) throw new Error("zip on disk is incomplete");

    const unzip = execFileSync("/usr/bin/unzip", ["-tq", zipFile], { encoding: "utf8" }).trim();
    const python = execFileSync(
      "python3",
      ["-c", "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip() or 'ok', len(z.infolist()))", zipFile],
      { encoding: "utf8" },
    ).trim();

    console.log(`album: ${count} files x 50 MB = ${(totalBytes / 1024 ** 3).toFixed(2)} GB (sparse)`);
    console.log(`plain read:        ${mbPerSecond(totalBytes, readMs)} MB/s (${(readMs / 1000).toFixed(1)} s)`);
    console.log(`zip download:      ${mbPerSecond(received, zipMs)} MB/s (${(zipMs / 1000).toFixed(1)} s), ${(received / 1024 ** 3).toFixed(2)} GB`);
    console.log(`zip / read:        ${((readMs / zipMs) * 100).toFixed(0)}% (target >= 80%)`);
    console.log(`server RSS growth: ${((rssPeak - rssBefore) / 1024).toFixed(1)} MB peak (${(rssBefore / 1024).toFixed(0)} MB before; target <= 40 MB)`);
    console.log(`Content-Length:    ${announced === received ? "exact" : `MISMATCH announced ${announced}, received ${received}`}`);
    console.log(`unzip -t:          ${unzip}`);
    console.log(`python zipfile:    ${python} (first bad entry or ok, entry count)`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

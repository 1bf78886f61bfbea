// `npx tsx scripts/bench/upload.ts`: upload figures of the BUILT server
// (run `npm run build` first). Prints: 50 MB PUT throughput and the server's
// peak RSS growth meanwhile, 22 parallel guests x 3 files (all stored?), and
// the thumbnail time of a 12-megapixel photo, a 50 MB resumable upload over a
// link that drops every 10 MB (time, bytes sent twice), and a flood of
// upload-address requests (how many are granted before the cap). The server
// runs with the V8 flags of `npm start` (scripts/lib/prepare.mjs).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { writeImageDerivatives } from "../../server/gallery/media";
import { startBuiltServer } from "../lib/built-server";
import { addressFlood, resumableOverDroppingLink } from "./upload-network";

const MAX_BYTES = 52_428_800;
const GUESTS = 22;
const FILES_PER_GUEST = 3;

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0);
}

async function put(base: string, body: Buffer): Promise<string | undefined> {
  const { uploadURL } = (await (await fetch(`${base}/api/photos/upload-url`, { method: "POST" })).json()) as { uploadURL: string };
  const response = await fetch(`${base}${uploadURL}`, { method: "PUT", body: new Uint8Array(body), headers: { "Content-Type": "image/jpeg" } });
  return response.ok ? uploadURL : undefined;
}

async function save(base: string, uploadURL: string, uploaderName: string): Promise<boolean> {
  const saved = await fetch(`${base}/api/photos`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ objectPath: uploadURL, uploaderName }),
  });
  return saved.status === 201;
}

async function uploadAndSave(base: string, body: Buffer, uploaderName: string): Promise<boolean> {
  const uploadURL = await put(base, body);
  return uploadURL !== undefined && (await save(base, uploadURL, uploaderName));
}

/** The baseline must not include a thumbnail job's image decoding. */
async function thumbnailsDone(base: string): Promise<void> {
  for (;;) {
    const photos = (await (await fetch(`${base}/api/photos`)).json()) as { thumbnailUrl: string | null }[];
    if (photos.every((photo) => photo.thumbnailUrl !== null)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "goat-bench-"));
  const server = await startBuiltServer();
  const base = server.url;
  const pid = server.pid;
  try {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    // Warm the server up so the baseline includes what every request needs anyway.
    await uploadAndSave(base, photo, "warm-up");
    await thumbnailsDone(base);

    const big = Buffer.concat([photo, randomBytes(MAX_BYTES - photo.length)]);
    const baseline = rssKb(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
    const started = performance.now();
    const bigURL = await put(base, big);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(pid));
    // Registered after the measurement: its thumbnail job decodes an image, which is not the upload's cost.
    const bigStored = bigURL !== undefined && (await save(base, bigURL, "big"));

    const parallelStarted = performance.now();
    const results = await Promise.all(
      Array.from({ length: GUESTS }, async (_, guest) => {
        const stored: boolean[] = [];
        for (let file = 0; file < FILES_PER_GUEST; file += 1) stored.push(await uploadAndSave(base, photo, `guest ${guest}`));
        return stored;
      }),
    );
    const parallelSeconds = (performance.now() - parallelStarted) / 1000;
    const listed = (await (await fetch(`${base}/api/photos`)).json()) as { uploaderName: string }[];
    const storedParallel = listed.filter((item) => item.uploaderName.startsWith("guest ")).length;
    const answeredOk = results.flat().filter(Boolean).length;

    const twelveMp = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const source = path.join(root, "12mp.jpg");
    fs.writeFileSync(source, twelveMp);
    const thumbStarted = performance.now();
    await writeImageDerivatives(source, { thumbnail: path.join(root, "t.webp"), preview: path.join(root, "p.webp") });
    const thumbMs = performance.now() - thumbStarted;

    const dropping = await resumableOverDroppingLink(base, Buffer.concat([photo, randomBytes(MAX_BYTES - 1 - photo.length)]), 10 * 1024 * 1024);
    // Last: the flood leaves this address at its cap for half an hour.
    const flood = await addressFlood(base);

    const growthMb = (peak - baseline) / 1024;
    console.log(`50 MB PUT: ${bigStored ? "stored" : "FAILED"} in ${seconds.toFixed(2)} s = ${(50 / seconds).toFixed(1)} MB/s`);
    console.log(`server RSS: baseline ${(baseline / 1024).toFixed(1)} MB, peak ${(peak / 1024).toFixed(1)} MB, growth ${growthMb.toFixed(1)} MB (target <= 30 MB: ${growthMb <= 30 ? "met" : "MISSED"})`);
    console.log(
      `${GUESTS} parallel guests x ${FILES_PER_GUEST} files (${(photo.length / 1024).toFixed(0)} KB each): ${answeredOk} answered OK, ${storedParallel} listed, in ${parallelSeconds.toFixed(2)} s (target all ${GUESTS * FILES_PER_GUEST}: ${storedParallel === GUESTS * FILES_PER_GUEST ? "met" : "MISSED"})`,
    );
    console.log(`thumbnail + preview of a 12-megapixel JPEG (4000x3000): ${thumbMs.toFixed(0)} ms`);
    console.log(
      `50 MB resumable upload, link dropped every 10 MB: ${dropping.saved ? "stored" : "FAILED"} after ${dropping.drops} drops in ${dropping.seconds.toFixed(2)} s = ${(50 / dropping.seconds).toFixed(1)} MB/s; bytes sent twice: ${(dropping.resentBytes / 1024).toFixed(0)} KB`,
    );
    console.log(
      `upload-address flood: one device granted ${flood.oneDevice.granted} before ${flood.oneDevice.firstRefusal}; cookie-less requests from one address granted ${flood.cookieless.granted} before ${flood.cookieless.firstRefusal}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

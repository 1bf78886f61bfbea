// `npx tsx scripts/bench/media.ts`: the gallery's media work on this machine.
// Prints the time and peak RSS (the Node process and the heif-dec/ffmpeg child
// processes it starts) for a 12-megapixel HEIC's thumbnail, preview and
// full-size JPEG, and for the playback copy of a 60 s 1080p HEVC clip.
// Targets (issue 11): HEIC <= 2 s; copy <= 1x real time, peak RSS <= 350 MB.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { heifDecoder, writeImageDerivatives } from "../../server/gallery/media";
import { videoTools } from "../../server/gallery/media-video";

const CLIP_SECONDS = 60;
/** Grain strength that makes the 12 MP HEIC 2-4 MB at heif-enc's quality 50. */
const GRAIN_SIGMA = 12;

/** Peak resident memory (VmHWM) of this process's children, sampled while `work` runs. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; childPeakMb: number; nodePeakMb: number }> {
  let childPeakKb = 0;
  const sample = () => {
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
        if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== process.pid) continue;
        childPeakKb = Math.max(childPeakKb, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0));
      } catch {
        // The process ended between listing and reading.
      }
    }
  };
  const timer = setInterval(sample, 50);
  const start = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - start) / 1000, childPeakMb: childPeakKb / 1024, nodePeakMb: process.resourceUsage().maxRSS / 1024 };
  } finally {
    clearInterval(timer);
  }
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), "goat-bench-media-"));
try {
  // A 12 MP photo-like picture: gradients and edges under sensor-like grain. The
  // grain is what makes it as hard to decode as a phone's photo (a flat picture
  // compresses to 0.2 MB and decodes far faster); it lands at 2-4 MB, like an iPhone HEIC.
  const jpeg = path.join(root, "photo.jpg");
  // sharp's types ask for a background that noise replaces.
  const grain = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: GRAIN_SIGMA } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2f4bb8"/><stop offset="1" stop-color="#e2a33b"/></linearGradient></defs><rect width="4032" height="3024" fill="url(#g)"/>${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 677) % 4032}" cy="${(i * 389) % 3024}" r="${80 + (i % 7) * 40}" fill="#${((i * 2654435761) >>> 8).toString(16).padStart(6, "0").slice(0, 6)}" opacity="0.6"/>`).join("")}</svg>`),
  )
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toFile(jpeg);
  const heic = path.join(root, "photo.heic");
  execFileSync("heif-enc", ["-q", "50", jpeg, "-o", heic], { stdio: "ignore" });

  const decoder = heifDecoder();
  const still = await measured(async () => {
    const decoded = path.join(root, "decoded.part");
    const image = await decoder.decode(heic, decoded);
    return writeImageDerivatives(decoded, { thumbnail: path.join(root, "t.webp"), preview: path.join(root, "p.webp"), full: path.join(root, "f.jpg") }, image);
  });
  console.log(
    `12 MP HEIC (${(fs.statSync(heic).size / 1e6).toFixed(1)} MB) -> thumbnail + preview + full JPEG: ${still.seconds.toFixed(2)} s, ` +
      `peak RSS heif-dec ${still.childPeakMb.toFixed(0)} MB, node ${still.nodePeakMb.toFixed(0)} MB (target <= 2 s)`,
  );

  const clip = path.join(root, "clip.mov");
  console.log(`making a ${CLIP_SECONDS} s 1080p HEVC clip...`);
  execFileSync("ffmpeg", [
    "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000",
    "-t", String(CLIP_SECONDS), "-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error", "-tag:v", "hvc1", "-c:a", "aac", clip,
  ]);
  const tools = videoTools();
  const copy = await measured(async () => {
    const probe = await tools.probe(clip);
    await tools.writePlaybackCopy(clip, path.join(root, "copy.mp4"), probe);
  });
  console.log(
    `${CLIP_SECONDS} s 1080p HEVC -> H.264/AAC playback copy: ${copy.seconds.toFixed(1)} s (${(copy.seconds / CLIP_SECONDS).toFixed(2)}x real time), ` +
      `peak RSS ffmpeg ${copy.childPeakMb.toFixed(0)} MB (targets <= 1x, <= 350 MB)`,
  );
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}

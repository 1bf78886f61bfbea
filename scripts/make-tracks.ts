// Renders the five original section loops into public/audio as Opus in WebM,
// which Chromium, Firefox and Safari 17+ (iOS 17.4+) play; Safari does not play Ogg.
//   npx tsx scripts/make-tracks.ts            all tracks
//   npx tsx scripts/make-tracks.ts home budget only those
// Needs ffmpeg with libopus (FFMPEG_PATH, default /usr/bin/ffmpeg). Prints each
// file's size, length and the levels ffmpeg measures in the encoded file.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { LoopMix } from "./tracks/loop-mix";
import { type Piece, renderPiece, rms, toDb } from "./tracks/piece";
import { budget } from "./tracks/pieces/budget";
import { explore } from "./tracks/pieces/explore";
import { home } from "./tracks/pieces/home";
import { itinerary } from "./tracks/pieces/itinerary";
import { stays } from "./tracks/pieces/stays";
import { sampleRate } from "./tracks/synth";

const ffmpeg = process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg";
const outputDir = path.resolve(import.meta.dirname, "../public/audio");
const pieces: Piece[] = [home, itinerary, stays, explore, budget];

/** Gentle background level, and headroom so the decoded Opus never clips. */
const targetRmsDb = -20;
const peakCeilingDb = -4.5;
const maxBytes = 400 * 1024;
/** A few milliseconds of fade at both ends hide any gap a player leaves when it jumps back to the start. */
const edgeFadeSeconds = 0.006;

/**
 * Brings the loop to a gentle, even loudness. Drum hits would otherwise set
 * the level, so a look-ahead limiter tames their peaks (computed over the loop
 * twice, like the reverb, so its state is the same at both ends).
 */
function master(mix: LoopMix): { samples: Float32Array; limitedDb: number; peakDb: number } {
  const length = mix.length;
  const loudness = 10 ** (targetRmsDb / 20) / rms(mix);
  const ceiling = 10 ** (peakCeilingDb / 20);
  const lookAhead = Math.round(0.005 * sampleRate);
  const release = 1 / (0.15 * sampleRate);
  const wanted = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const peak = Math.max(Math.abs(mix.left[i]!), Math.abs(mix.right[i]!)) * loudness;
    wanted[i] = Math.min(1, ceiling / peak);
  }
  const at = (i: number) => (i + length) % length;
  // Lowest wanted gain over the next two look-ahead windows (a sliding minimum over a monotonic queue)...
  const window = 2 * lookAhead;
  const held = new Float32Array(length);
  const queue: number[] = [];
  let head = 0;
  for (let j = length + window - 1; j >= 0; j--) {
    const value = wanted[j % length]!;
    while (queue.length > head && wanted[queue[queue.length - 1]! % length]! >= value) queue.pop();
    queue.push(j);
    while (queue[head]! > j + window) head++;
    if (j < length) held[j] = wanted[queue[head]! % length]!;
  }
  // ...recovering slowly after a peak...
  let recovering = 1;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < length; i++) {
      recovering = Math.min(held[i]!, recovering + release);
      held[i] = recovering;
    }
  }
  // ...and smoothed over the trailing window, which is still at or below every peak's need.
  const gain = new Float32Array(length);
  let sum = 0;
  for (let i = -lookAhead; i < 0; i++) sum += held[at(i)]!;
  for (let i = 0; i < length; i++) {
    sum += held[i]! - held[at(i - lookAhead)]!;
    gain[i] = Math.min(1, sum / lookAhead);
  }
  const deepest = gain.reduce((low, value) => Math.min(low, value), 1);
  const fade = Math.round(edgeFadeSeconds * sampleRate);
  const samples = new Float32Array(length * 2);
  for (let i = 0; i < length; i++) {
    const edge = Math.min(i, length - 1 - i);
    const shape = edge < fade ? 0.5 - 0.5 * Math.cos((Math.PI * edge) / fade) : 1;
    const factor = loudness * gain[i]! * shape;
    samples[2 * i] = mix.left[i]! * factor;
    samples[2 * i + 1] = mix.right[i]! * factor;
  }
  const peak = samples.reduce((high, value) => Math.max(high, Math.abs(value)), 0);
  return { samples, limitedDb: -20 * Math.log10(deepest), peakDb: 20 * Math.log10(peak) };
}

function encode(samples: Float32Array, piece: Piece, file: string): Promise<void> {
  const args = [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "f32le", "-ar", String(sampleRate), "-ac", "2", "-i", "pipe:0"],
    ...["-c:a", "libopus", "-b:a", "48k", "-vbr", "constrained", "-compression_level", "10", "-application", "audio"],
    // The index up front lets a player start and loop without reading the file's end first.
    ...["-f", "webm", "-cues_to_front", "1"],
    ...["-map_metadata", "-1", "-metadata", `title=Golden Goat Getaway - ${piece.name}`, "-metadata", `comment=${piece.mood}`],
    file,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ["pipe", "inherit", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`))));
    child.stdin.end(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  });
}

/** Levels of the encoded file as a browser will decode it. */
async function measure(file: string): Promise<{ seconds: number; peakDb: number; rmsDb: number; meanDb: number }> {
  const { stderr } = await promisify(execFile)(ffmpeg, [
    ...["-hide_banner", "-nostats", "-i", file],
    ...["-af", "volumedetect,astats=measure_perchannel=none", "-f", "null", "-"],
  ]);
  const number = (pattern: RegExp) => Number(pattern.exec(stderr)?.[1] ?? Number.NaN);
  const [hours = 0, minutes = 0, secs = 0] = (/Duration: (\d+):(\d+):([\d.]+)/.exec(stderr) ?? []).slice(1).map(Number);
  return {
    seconds: hours * 3600 + minutes * 60 + secs,
    peakDb: number(/Peak level dB: (-?[\d.]+|-inf)/),
    rmsDb: number(/RMS level dB: (-?[\d.]+|-inf)/),
    meanDb: number(/mean_volume: (-?[\d.]+) dB/),
  };
}

async function main() {
  const wanted = process.argv.slice(2);
  const selected = wanted.length > 0 ? pieces.filter((piece) => wanted.includes(piece.name)) : pieces;
  if (selected.length === 0) throw new Error(`No such track: ${wanted.join(", ")}; known: ${pieces.map((p) => p.name).join(", ")}`);
  fs.mkdirSync(outputDir, { recursive: true });

  for (const piece of selected) {
    console.log(`${piece.name}: ${piece.mood}`);
    const mix = renderPiece(piece, console.log);
    const file = path.join(outputDir, `${piece.name}.webm`);
    const { samples, limitedDb, peakDb } = master(mix);
    await encode(samples, piece, file);
    const bytes = fs.statSync(file).size;
    const level = await measure(file);
    console.log(
      `  -> ${path.relative(process.cwd(), file)}: ${(bytes / 1024).toFixed(0)} KB, ${level.seconds.toFixed(2)} s, ` +
        `peak ${level.peakDb.toFixed(1)} dBFS, RMS ${level.rmsDb.toFixed(1)} dBFS, mean ${level.meanDb.toFixed(1)} dB ` +
        `(before encoding: peak ${peakDb.toFixed(1)} dBFS, limiter at most -${limitedDb.toFixed(1)} dB)`,
    );
    if (bytes > maxBytes) throw new Error(`${file} is ${bytes} bytes, over ${maxBytes}`);
    if (!(level.peakDb < -1)) throw new Error(`${file} peaks at ${level.peakDb} dBFS: too hot`);
  }
}

await main();

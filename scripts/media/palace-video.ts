import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { glowGradient, palette, svg } from "./svg-motifs";

// The palace dinner clip: the poster illustration with its lanterns and candles
// flickering. Every flicker frequency is a whole number of cycles per clip, so
// the last frame flows into the first and the loop has no seam.

const run = promisify(execFile);
const seconds = 6;
const framesPerSecond = 24;
const frameWidth = 640;
const frameHeight = 400;

/** Light sources of the poster scene (lanterns and the five table candles), in 800x500 units. */
const lights: [number, number, number][] = [
  [250, 125, 90],
  [400, 110, 110],
  [550, 125, 90],
  ...[180, 290, 400, 510, 620].map((x): [number, number, number] => [x, 368, 45]),
];

function glowLayer(): string {
  const glows = lights.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#g)"/>`).join("");
  return svg("Candle glow", glowGradient("g", palette.gold), `<rect width="800" height="500" fill="#000"/>${glows}`);
}

function cycles(count: number): string {
  return `sin(2*PI*T*${count}/${seconds})`;
}

async function rasterize(svgText: string, file: string): Promise<void> {
  await sharp(Buffer.from(svgText)).resize(frameWidth, frameHeight).png().toFile(file);
}

export async function renderPalaceVideo(posterSvg: string, outputFile: string, ffmpegPath: string): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), "palace-video-"));
  try {
    const background = path.join(workDir, "background.png");
    const glow = path.join(workDir, "glow.png");
    await rasterize(posterSvg, background);
    await rasterize(glowLayer(), glow);
    const flicker = `0.45+0.2*${cycles(7)}+0.12*${cycles(17)}+0.08*${cycles(29)}`;
    // Clipped, because an 8-bit plane wraps around instead of saturating.
    const filter = [
      `[0:v]format=gbrp[base]`,
      `[1:v]format=gbrp[light]`,
      `[base][light]blend=all_expr='clip(A+B*(${flicker}),0,255)',format=yuv420p`,
    ].join(";");
    await run(ffmpegPath, [
      "-y", "-loglevel", "error",
      "-loop", "1", "-framerate", String(framesPerSecond), "-t", String(seconds), "-i", background,
      "-loop", "1", "-framerate", String(framesPerSecond), "-t", String(seconds), "-i", glow,
      "-filter_complex", filter,
      "-c:v", "libx264", "-preset", "medium", "-crf", "26", "-profile:v", "main", "-pix_fmt", "yuv420p",
      "-movflags", "+faststart", "-an", outputFile,
    ]);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

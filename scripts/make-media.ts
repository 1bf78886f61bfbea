// Regenerates the trip artwork in public/media: one SVG per scene and the
// looping palace dinner video. Run with `npx tsx scripts/make-media.ts`.
// A host who drops in a real photo or video under the same name simply skips this.

import { writeFile } from "node:fs/promises";
import path from "node:path";
import { renderPalaceVideo } from "./media/palace-video";
import { journeyScenes } from "./media/scenes-journey";
import { marrakechScenes } from "./media/scenes-marrakech";
import { roadScenes } from "./media/scenes-roads";
import { villaScenes } from "./media/scenes-villa";

const mediaDir = path.resolve(import.meta.dirname, "..", "public", "media");
const ffmpegPath = process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg";

const scenes = [...marrakechScenes, ...villaScenes, ...journeyScenes, ...roadScenes];
let posterSvg = "";
for (const scene of scenes) {
  const text = scene.draw();
  if (scene.name === "palace-dinner-poster") posterSvg = text;
  await writeFile(path.join(mediaDir, `${scene.name}.svg`), text);
  console.log(`${scene.name}.svg  ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`);
}

const videoFile = path.join(mediaDir, "palace-dinner.mp4");
await renderPalaceVideo(posterSvg, videoFile, ffmpegPath);
console.log("palace-dinner.mp4 written");

import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { webApp } from "../../app/lib/web-app";

/** The site's emblem (public/favicon.svg): an eight-point zellige star on terracotta. */
const emblemFile = path.resolve("public/favicon.svg");

/**
 * Maskable icons are cropped to a circle or squircle by the launcher: only the
 * centre circle of 80% is safe, so the emblem shrinks to keep its star inside
 * it, on a full-bleed background. The Apple icon is square and opaque too (iOS
 * rounds it and would show black through transparent corners).
 */
function fullBleed(emblem: string, emblemShare: number): string {
  const inner = emblem.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const size = 64 * emblemShare;
  const offset = (64 - size) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${webApp.themeColor}"/>` +
    `<svg x="${offset}" y="${offset}" width="${size}" height="${size}" viewBox="0 0 64 64">${inner}</svg></svg>`
  );
}

async function renderPng(svg: string, size: number, file: string) {
  // A density high enough that the 64-unit SVG is drawn at the target size, not upscaled.
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
}

/** Writes the manifest's icons and the Apple touch icon into the client build. */
export async function writeIcons(clientDir: string): Promise<void> {
  const emblem = fs.readFileSync(emblemFile, "utf8");
  const target = (url: string) => path.join(clientDir, url);
  fs.mkdirSync(target("/icons"), { recursive: true });
  for (const icon of webApp.icons) {
    const svg = icon.purpose === "maskable" ? fullBleed(emblem, 0.8) : emblem;
    await renderPng(svg, icon.size, target(icon.src));
  }
  await renderPng(fullBleed(emblem, 1), 180, target(webApp.appleTouchIcon));
}

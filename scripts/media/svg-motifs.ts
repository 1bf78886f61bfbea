// Drawing vocabulary for the trip artwork: small functions that return SVG
// fragments on an 800x500 canvas. Scenes combine and recolour them, so every
// illustration shares one hand while staying a few kilobytes.

import { height, width } from "./svg-canvas";
import { daylight, finishDefs, finishLayers, type Light } from "./svg-light";

export { height, width };

export const palette = {
  sand: "#F6EBDD",
  ink: "#1F1A17",
  terracotta: "#B5532F",
  terracottaDark: "#8A3A1E",
  rose: "#D98B6A",
  saffron: "#E2A33B",
  gold: "#F2C46B",
  majorelle: "#2F4BB8",
  mint: "#2E8B6E",
  palm: "#3F6B3A",
  night: "#1B1F3B",
  dusk: "#5B3A6B",
  dune: "#E9B872",
  cream: "#FFF7EA",
  sky: "#9CC9E8",
} as const;

/** Deterministic pseudo-random numbers, so regenerating produces identical files. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/** A finished scene: its shapes, then the shared light, shadow and texture (see svg-light). */
export function svg(title: string, defs: string, body: string, light: Light = daylight): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title><defs>${defs}${finishDefs(light)}</defs>${body}${finishLayers()}</svg>\n`;
}

export function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function glowGradient(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** An eight-pointed zellige star tile: two overlapping squares on a ground colour. */
export function zelligePattern(id: string, ground: string, star: string, accent: string, size = 40): string {
  const half = size / 2;
  const q = size * 0.28;
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${ground}"/><g transform="translate(${half} ${half})"><rect x="${-q}" y="${-q}" width="${2 * q}" height="${2 * q}" fill="${star}"/><rect x="${-q}" y="${-q}" width="${2 * q}" height="${2 * q}" fill="${star}" transform="rotate(45)"/><circle r="${q * 0.45}" fill="${accent}"/></g></pattern>`;
}

export function sky(fill: string): string {
  return `<rect width="${width}" height="${height}" fill="${fill}"/>`;
}

export function disc(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

export function moon(cx: number, cy: number, r: number, skyColor: string): string {
  return disc(cx, cy, r, palette.cream) + disc(cx + r * 0.4, cy - r * 0.2, r * 0.85, skyColor);
}

export function stars(count: number, seed: number, maxY = 260): string {
  const random = seeded(seed);
  let dots = "";
  for (let index = 0; index < count; index += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * maxY);
    const r = (random() * 1.6 + 0.6).toFixed(1);
    dots += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
  }
  return `<g fill="${palette.cream}" opacity=".85">${dots}</g>`;
}

/** Rolling dunes from the baseline to the bottom edge. */
export function dune(baseY: number, amplitude: number, phase: number, fill: string): string {
  const points: string[] = [];
  for (let x = 0; x <= width; x += 100) {
    const y = baseY + Math.round(Math.sin((x + phase) / 130) * amplitude);
    points.push(`${x},${y}`);
  }
  return `<path d="M0,${height}L${points.join("L")}L${width},${height}Z" fill="${fill}" stroke="${fill}" stroke-linejoin="round" stroke-width="24"/>`;
}

/** A mountain range given as peak x positions and heights above the baseline. */
export function mountains(baseY: number, peaks: [number, number][], fill: string, snow?: string): string {
  let path = `M0,${baseY}`;
  let caps = "";
  for (const [x, rise] of peaks) {
    path += `L${x - rise},${baseY}L${x},${baseY - rise}L${x + rise},${baseY}`;
    if (snow) {
      const cap = rise * 0.28;
      caps += `<path d="M${x - cap},${baseY - rise + cap}L${x},${baseY - rise}L${x + cap},${baseY - rise + cap}L${x + cap * 0.3},${baseY - rise + cap * 0.7}L${x - cap * 0.3},${baseY - rise + cap}Z" fill="${snow}"/>`;
    }
  }
  return `<path d="${path}L${width},${baseY}L${width},${height}L0,${height}Z" fill="${fill}"/>${caps}`;
}

export function ground(y: number, fill: string): string {
  return `<rect y="${y}" width="${width}" height="${height - y}" fill="${fill}"/>`;
}

export function palm(x: number, baseY: number, scale: number, trunk: string, leaves: string): string {
  const top = baseY - 150 * scale;
  const frond = (angle: number) =>
    `<path d="M0,0Q${40 * scale},${-30 * scale} ${80 * scale},${6 * scale}Q${40 * scale},${-14 * scale} 0,0Z" transform="rotate(${angle})"/>`;
  return `<path d="M${x - 5 * scale},${baseY}Q${x + 10 * scale},${baseY - 80 * scale} ${x},${top}L${x + 6 * scale},${top}Q${x + 18 * scale},${baseY - 80 * scale} ${x + 5 * scale},${baseY}Z" fill="${trunk}"/><g fill="${leaves}" transform="translate(${x + 3 * scale} ${top})">${[-170, -135, -100, -60, -20, 15].map(frond).join("")}</g>`;
}

/** The outline of a Moroccan pointed horseshoe arch with its base at baseY. */
export function archPath(x: number, baseY: number, w: number, h: number): string {
  const r = w / 2;
  const springY = baseY - h + r * 1.25;
  return `M${x},${baseY}L${x},${springY}C${x},${springY - r * 0.9} ${x + r * 0.55},${baseY - h} ${x + r},${baseY - h}C${x + r * 1.45},${baseY - h} ${x + w},${springY - r * 0.9} ${x + w},${springY}L${x + w},${baseY}Z`;
}

export function arch(x: number, baseY: number, w: number, h: number, fill: string): string {
  return `<path d="${archPath(x, baseY, w, h)}" fill="${fill}"/>`;
}

/** A wall filling the canvas with one arch-shaped opening onto the scene behind. */
export function archFrame(fill: string, trim: string, w = 420, h = 440): string {
  const x = (width - w) / 2;
  const opening = archPath(x, height, w, h);
  return `<path d="M0,0H${width}V${height}H0Z${opening}" fill="${fill}" fill-rule="evenodd"/><path d="${opening}" fill="none" stroke="${trim}" stroke-width="10"/>`;
}

export function lantern(x: number, y: number, scale: number, body: string, glow?: string): string {
  const s = scale;
  const halo = glow ? `<circle cx="${x}" cy="${y + 30 * s}" r="${45 * s}" fill="url(#${glow})"/>` : "";
  return `${halo}<g fill="${body}"><rect x="${x - 1}" y="${y - 40 * s}" width="2" height="${40 * s}"/><path d="M${x - 8 * s},${y}H${x + 8 * s}L${x + 16 * s},${y + 14 * s}L${x + 12 * s},${y + 46 * s}L${x},${y + 58 * s}L${x - 12 * s},${y + 46 * s}L${x - 16 * s},${y + 14 * s}Z"/></g><path d="M${x - 8 * s},${y + 18 * s}H${x + 8 * s}L${x + 6 * s},${y + 40 * s}H${x - 6 * s}Z" fill="${palette.gold}"/>`;
}

export function minaret(x: number, baseY: number, w: number, h: number, fill: string, trim: string): string {
  const top = baseY - h;
  let windows = "";
  for (let y = top + 40; y < baseY - 40; y += 70) {
    windows += `<path d="${archPath(x + w * 0.35, y + 36, w * 0.3, 36)}" fill="${trim}"/>`;
  }
  return `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${fill}"/><rect x="${x - 4}" y="${top - 8}" width="${w + 8}" height="14" fill="${trim}"/><rect x="${x + w * 0.3}" y="${top - 44}" width="${w * 0.4}" height="38" fill="${fill}"/><circle cx="${x + w / 2}" cy="${top - 52}" r="7" fill="${palette.gold}"/>${windows}`;
}

/** A row of flat-roofed medina houses with small arched windows. */
export function houses(baseY: number, seed: number, colors: string[], windowColor: string): string {
  const random = seeded(seed);
  let shapes = "";
  let x = -20;
  while (x < width) {
    const w = 80 + Math.round(random() * 70);
    const h = 90 + Math.round(random() * 110);
    const color = colors[Math.floor(random() * colors.length)] ?? palette.rose;
    shapes += `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h + 2}" fill="${color}"/>`;
    shapes += `<path d="${archPath(x + w / 2 - 9, baseY - h + 62, 18, 30)}" fill="${windowColor}"/>`;
    x += w;
  }
  return shapes;
}

export function camel(x: number, y: number, scale: number, fill: string): string {
  return `<path transform="translate(${x} ${y}) scale(${scale})" fill="${fill}" d="M0,0C4,-14 12,-22 22,-22C30,-22 32,-34 42,-36C52,-36 54,-24 60,-22C70,-20 74,-32 84,-30C90,-30 92,-38 100,-40L108,-38L104,-32C100,-28 98,-18 92,-12C88,-8 88,4 86,30H80L80,6C70,10 54,10 44,8L40,30H34L34,6C24,4 16,6 12,12L10,30H4L4,10Z"/>`;
}

export function balloon(x: number, y: number, scale: number, colors: [string, string]): string {
  const [a, b] = colors;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0,-60C-38,-60 -50,-30 -50,-10C-50,20 -18,38 -10,56H10C18,38 50,20 50,-10C50,-30 38,-60 0,-60Z" fill="${a}"/><path d="M0,-60C-16,-60 -20,-30 -20,-10C-20,20 -8,38 -4,56H4C8,38 20,20 20,-10C20,-30 16,-60 0,-60Z" fill="${b}"/><path d="M-10,56L-8,68M10,56L8,68" stroke="${palette.ink}" stroke-width="2"/><rect x="-9" y="68" width="18" height="14" rx="2" fill="${palette.terracottaDark}"/></g>`;
}

export function tent(x: number, baseY: number, w: number, fill: string, door: string): string {
  return `<path d="M${x},${baseY}L${x + w * 0.12},${baseY - w * 0.42}L${x + w * 0.5},${baseY - w * 0.55}L${x + w * 0.88},${baseY - w * 0.42}L${x + w},${baseY}Z" fill="${fill}"/><path d="M${x + w * 0.4},${baseY}L${x + w * 0.5},${baseY - w * 0.3}L${x + w * 0.6},${baseY}Z" fill="${door}"/>`;
}

export function fountain(cx: number, baseY: number, stone: string, water: string): string {
  return `<ellipse cx="${cx}" cy="${baseY}" rx="110" ry="22" fill="${stone}"/><ellipse cx="${cx}" cy="${baseY - 4}" rx="92" ry="14" fill="${water}"/><rect x="${cx - 8}" y="${baseY - 70}" width="16" height="66" fill="${stone}"/><ellipse cx="${cx}" cy="${baseY - 70}" rx="40" ry="9" fill="${stone}"/><path d="M${cx},${baseY - 74}Q${cx - 30},${baseY - 110} ${cx - 46},${baseY - 20}M${cx},${baseY - 74}Q${cx + 30},${baseY - 110} ${cx + 46},${baseY - 20}" fill="none" stroke="${water}" stroke-width="4"/>`;
}

export function rug(x: number, y: number, w: number, h: number, field: string, border: string, motif: string): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${border}"/><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" fill="${field}"/><path d="M${cx},${cy - h * 0.3}L${cx + w * 0.3},${cy}L${cx},${cy + h * 0.3}L${cx - w * 0.3},${cy}Z" fill="${motif}"/><path d="M${cx},${cy - h * 0.14}L${cx + w * 0.14},${cy}L${cx},${cy + h * 0.14}L${cx - w * 0.14},${cy}Z" fill="${border}"/>`;
}

export function spiceCone(cx: number, baseY: number, w: number, fill: string, bowl: string): string {
  return `<path d="M${cx - w / 2},${baseY}Q${cx},${baseY - w * 1.3} ${cx + w / 2},${baseY}Z" fill="${fill}"/><path d="M${cx - w / 2 - 8},${baseY}H${cx + w / 2 + 8}L${cx + w / 2 - 4},${baseY + 22}H${cx - w / 2 + 4}Z" fill="${bowl}"/>`;
}

export function teapot(x: number, y: number, scale: number, metal: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${metal}"><path d="M-40,0C-44,-40 44,-40 40,0Z"/><rect x="-30" y="0" width="60" height="8"/><path d="M-10,-32L0,-56L10,-32Z"/><path d="M38,-14L70,-40L72,-34L44,-2Z"/><path d="M-38,-24C-62,-26 -62,-4 -40,-4" fill="none" stroke="${metal}" stroke-width="6"/></g>`;
}

export function teaGlass(x: number, baseY: number, tea: string, rim: string): string {
  return `<path d="M${x - 14},${baseY - 48}H${x + 14}L${x + 10},${baseY}H${x - 10}Z" fill="${tea}" stroke="${rim}" stroke-width="3"/><rect x="${x - 3}" y="${baseY - 62}" width="6" height="16" fill="${palette.mint}"/>`;
}

export function pool(x: number, y: number, w: number, h: number, water: string, rim: string): string {
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="8" fill="${rim}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${water}"/><path d="M${x + 30},${y + h * 0.35}h${w * 0.25}M${x + w * 0.45},${y + h * 0.65}h${w * 0.3}" stroke="${palette.cream}" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;
}

export function table(y: number, cloth: string, candle: string): string {
  let candles = "";
  for (let x = 180; x <= 620; x += 110) {
    candles += `<rect x="${x - 4}" y="${y - 34}" width="8" height="30" fill="${palette.cream}"/><ellipse cx="${x}" cy="${y - 42}" rx="5" ry="9" fill="${candle}"/>`;
  }
  return `<path d="M110,${y}H690L720,${y + 70}H80Z" fill="${cloth}"/>${candles}`;
}

export function road(fill: string, line: string): string {
  return `<path d="M330,500C360,420 520,400 470,340C430,300 380,300 400,260L416,260C400,300 460,300 490,340C560,410 430,430 470,500Z" fill="${fill}"/><path d="M400,500C420,440 500,410 470,360" fill="none" stroke="${line}" stroke-width="4" stroke-dasharray="14 12"/>`;
}

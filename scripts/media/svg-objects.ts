// Objects and figures for the newer scenes (doors, loungers, tagines, quad
// bikes, seated guests), drawn in the same hand as svg-motifs.

import { archPath, palette as c } from "./svg-motifs";

/** A carved riad door: studded wooden leaves under a horseshoe arch, with a brass knocker. */
export function riadDoor(x: number, baseY: number, w: number, h: number, wood: string, frame: string): string {
  const inset = w * 0.09;
  let studs = "";
  for (let row = 0; row < 7; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      studs += `<circle cx="${x + inset * 1.8 + col * ((w - inset * 3.6) / 3)}" cy="${baseY - h * 0.12 - row * h * 0.09}" r="${w * 0.014}"/>`;
    }
  }
  return (
    `<path d="${archPath(x - inset, baseY, w + inset * 2, h + inset)}" fill="${frame}"/>` +
    `<path d="${archPath(x, baseY, w, h)}" fill="${wood}"/>` +
    `<path d="M${x + w / 2},${baseY}V${baseY - h * 0.8}" stroke="${c.ink}" stroke-width="3" opacity=".5"/>` +
    `<g fill="${c.gold}" opacity=".85">${studs}</g>` +
    `<circle cx="${x + w * 0.62}" cy="${baseY - h * 0.45}" r="${w * 0.06}" fill="none" stroke="${c.gold}" stroke-width="${w * 0.02}"/>`
  );
}

/** A sun lounger seen from the side, with a folded towel. */
export function lounger(x: number, baseY: number, frame: string, cushion: string): string {
  return `<path d="M${x},${baseY - 30}H${x + 120}L${x + 160},${baseY - 70}L${x + 170},${baseY - 62}L${x + 128},${baseY - 18}H${x}Z" fill="${cushion}"/><path d="M${x + 10},${baseY - 18}V${baseY}M${x + 110},${baseY - 18}V${baseY}" stroke="${frame}" stroke-width="6"/><rect x="${x + 20}" y="${baseY - 40}" width="50" height="10" rx="4" fill="${c.cream}"/>`;
}

export function parasol(x: number, baseY: number, canopy: string, stripe: string): string {
  return `<path d="M${x},${baseY}V${baseY - 190}" stroke="${c.cream}" stroke-width="6"/><path d="M${x - 110},${baseY - 170}Q${x},${baseY - 250} ${x + 110},${baseY - 170}Z" fill="${canopy}"/><path d="M${x - 40},${baseY - 170}Q${x},${baseY - 245} ${x + 40},${baseY - 170}Z" fill="${stripe}"/>`;
}

/** A conical tagine on its glazed dish, steam rising. */
export function tagine(cx: number, baseY: number, scale: number, lid: string, dish: string): string {
  const s = scale;
  return `<g transform="translate(${cx} ${baseY}) scale(${s})"><ellipse cx="0" cy="0" rx="70" ry="14" fill="${dish}"/><path d="M-56,-6Q-20,-30 -8,-92H8Q20,-30 56,-6Z" fill="${lid}"/><circle cy="-98" r="8" fill="${lid}"/><path d="M-20,-110C-30,-130 -10,-140 -20,-160M16,-112C6,-132 26,-142 16,-162" fill="none" stroke="${c.cream}" stroke-width="5" stroke-linecap="round" opacity=".5"/></g>`;
}

/** A seated or standing person as a soft silhouette (head and shoulders), for warmth without faces. */
export function figure(x: number, baseY: number, scale: number, fill: string): string {
  const s = scale;
  return `<g transform="translate(${x} ${baseY}) scale(${s})" fill="${fill}"><circle cy="-92" r="18"/><path d="M-34,0C-36,-40 -28,-70 0,-70C28,-70 36,-40 34,0Z"/></g>`;
}

/** A quad bike in profile, kicking up a dust plume behind it. */
export function quadBike(x: number, baseY: number, scale: number, body: string, dust: string): string {
  const s = scale;
  return `<g transform="translate(${x} ${baseY}) scale(${s})"><ellipse cx="-150" cy="-30" rx="120" ry="40" fill="${dust}" opacity=".55"/><ellipse cx="-230" cy="-50" rx="90" ry="34" fill="${dust}" opacity=".35"/><circle cx="-50" cy="-26" r="26" fill="${c.ink}"/><circle cx="50" cy="-26" r="26" fill="${c.ink}"/><circle cx="-50" cy="-26" r="10" fill="#8C8C8C"/><circle cx="50" cy="-26" r="10" fill="#8C8C8C"/><path d="M-80,-40L-60,-70H40L80,-48L76,-36H-76Z" fill="${body}"/><path d="M30,-72L50,-100H64" stroke="${c.ink}" stroke-width="6" fill="none"/><g fill="${c.ink}"><circle cx="-6" cy="-128" r="14"/><path d="M-30,-72L-24,-110H12L22,-80Z"/></g><rect x="-20" y="-146" width="28" height="12" rx="6" fill="${c.terracotta}"/></g>`;
}

/** A low table with a patterned cloth, seen from the front. */
export function lowTable(y: number, x1: number, x2: number, cloth: string, trim: string): string {
  return `<path d="M${x1},${y}H${x2}L${x2 + 30},${y + 60}H${x1 - 30}Z" fill="${cloth}"/><path d="M${x1 - 12},${y + 26}H${x2 + 12}" stroke="${trim}" stroke-width="6" stroke-dasharray="16 10"/>`;
}

/** Carved cedar: a frieze of interlaced arches and stars along a beam. */
export function cedarFrieze(y: number, h: number, wood: string, carving: string): string {
  let marks = "";
  for (let x = 20; x < 800; x += 48) {
    marks += `<path d="${archPath(x, y + h - 6, 28, h - 14)}" fill="${carving}"/>`;
  }
  return `<rect y="${y}" width="800" height="${h}" fill="${wood}"/>${marks}`;
}

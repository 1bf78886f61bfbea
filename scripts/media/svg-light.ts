// The finish every scene shares, laid over its flat shapes: a pool of light from
// the scene's own source (sun, moon, lanterns), a shadow that grounds the
// foreground, a vignette, and a faint zellige texture. It is what turns the
// flat cut-outs into one recognisable, lit style at hero size, for well under
// a kilobyte per file.

import { height, width } from "./svg-canvas";

/** Where the light of a scene comes from, in canvas units, and its tint. */
export interface Light {
  x: number;
  y: number;
  color: string;
  /** Opacity at the source, 0-1. */
  strength: number;
}

export const daylight: Light = { x: 400, y: 40, color: "#FFF3D6", strength: 0.55 };

/** A faint eight-pointed star lattice: the texture of a zellige wall, at a few per cent opacity. */
function textureDefs(): string {
  const s = 26;
  const q = s * 0.26;
  return `<pattern id="fx-t" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><g transform="translate(${s / 2} ${s / 2})" fill="none" stroke="#1F1A17" stroke-width="1"><rect x="${-q}" y="${-q}" width="${2 * q}" height="${2 * q}"/><rect x="${-q}" y="${-q}" width="${2 * q}" height="${2 * q}" transform="rotate(45)"/></g></pattern>`;
}

export function finishDefs(light: Light): string {
  const r = Math.round(Math.hypot(width, height) * 0.62);
  return (
    `<radialGradient id="fx-l" gradientUnits="userSpaceOnUse" cx="${light.x}" cy="${light.y}" r="${r}"><stop offset="0" stop-color="${light.color}" stop-opacity="${light.strength}"/><stop offset=".45" stop-color="${light.color}" stop-opacity="${(light.strength * 0.25).toFixed(2)}"/><stop offset="1" stop-color="${light.color}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fx-g" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#1F1A17" stop-opacity="0"/><stop offset="1" stop-color="#1F1A17" stop-opacity=".28"/></linearGradient>` +
    `<radialGradient id="fx-v" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#1F1A17" stop-opacity="0"/><stop offset="1" stop-color="#1F1A17" stop-opacity=".32"/></radialGradient>` +
    textureDefs()
  );
}

export function finishLayers(): string {
  return `<g><rect width="${width}" height="${height}" fill="url(#fx-t)" opacity=".05"/><rect width="${width}" height="${height}" fill="url(#fx-l)"/><rect width="${width}" height="${height}" fill="url(#fx-g)"/><rect width="${width}" height="${height}" fill="url(#fx-v)"/></g>`;
}

/** A band of haze from transparent at topY to the sky colour at bottomY: distance, between two layers. */
export function hazeDefs(id: string, color: string, opacity = 0.65): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset="1" stop-color="${color}" stop-opacity="${opacity}"/></linearGradient>`;
}

export function haze(id: string, topY: number, bottomY: number): string {
  return `<rect y="${topY}" width="${width}" height="${bottomY - topY}" fill="url(#${id})"/>`;
}

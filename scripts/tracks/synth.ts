// A small synthesiser: each instrument renders one note as mono samples.
// Everything is deterministic (seeded noise), so a re-run gives the same music.

export const sampleRate = 48_000;
const tau = 2 * Math.PI;

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

const noteIndex: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** "D4", "Eb3", "F#5" to a MIDI number (C4 = 60). */
export function note(name: string): number {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!match) throw new Error(`Not a note: ${name}`);
  const [, letter = "C", accidental, octave = "4"] = match;
  const shift = accidental === "#" ? 1 : accidental === "b" ? -1 : 0;
  return 12 * (Number(octave) + 1) + (noteIndex[letter] ?? 0) + shift;
}

/** mulberry32: a tiny seeded generator, white noise in [-1, 1). */
export function noiseSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 31 - 1;
  };
}

function samples(seconds: number): Float32Array {
  return new Float32Array(Math.max(1, Math.round(seconds * sampleRate)));
}

/** A short raised-cosine release at the end of a note, so no note stops with a click. */
function releaseTail(out: Float32Array, seconds: number): Float32Array {
  const length = Math.min(out.length, Math.round(seconds * sampleRate));
  for (let i = 0; i < length; i++) {
    out[out.length - 1 - i]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / length);
  }
  return out;
}

/**
 * Karplus-Strong plucked string with an all-pass for exact tuning; the
 * brightness sets how much scrape the attack has. Round and woody, like an
 * oud or a nylon string.
 */
export function pluck(hz: number, seconds: number, options: { brightness: number; decay: number; seed: number }): Float32Array {
  const out = samples(seconds);
  const loopDelay = sampleRate / hz - 0.5;
  let length = Math.floor(loopDelay);
  let fraction = loopDelay - length;
  if (fraction < 0.1) {
    length -= 1;
    fraction += 1;
  }
  const allpass = (1 - fraction) / (1 + fraction);
  const feedback = 10 ** (-3 / (options.decay * hz));
  // The string starts bent at the pick point (a triangle); a little filtered
  // noise adds the finger's scrape without a spiky first period.
  const noise = noiseSource(options.seed);
  const ring = new Float32Array(length);
  const pickPoint = Math.max(1, Math.round(length * 0.2));
  let scrape = 0;
  let mean = 0;
  for (let i = 0; i < length; i++) {
    scrape += options.brightness * (noise() - scrape);
    const bend = i < pickPoint ? i / pickPoint : (length - i) / (length - pickPoint);
    ring[i] = 0.8 * bend + 0.35 * scrape;
    mean += ring[i]! / length;
  }
  for (let i = 0; i < length; i++) ring[i]! -= mean;

  let index = 0;
  let previous = 0;
  let allpassIn = 0;
  let allpassOut = 0;
  for (let i = 0; i < out.length; i++) {
    const current = ring[index]!;
    out[i] = current;
    const averaged = feedback * 0.5 * (current + previous);
    previous = current;
    allpassOut = allpass * averaged + allpassIn - allpass * allpassOut;
    allpassIn = averaged;
    ring[index] = allpassOut;
    index = (index + 1) % length;
  }
  return releaseTail(out, 0.08);
}

/** Sum of decaying sine partials: kalimba, bell, marimba-like tones. */
export function mallet(hz: number, seconds: number, partials: Array<[ratio: number, gain: number, decay: number]>): Float32Array {
  const out = samples(seconds);
  const attack = 0.004 * sampleRate;
  for (const [ratio, gain, decay] of partials) {
    const step = (tau * hz * ratio) / sampleRate;
    if (hz * ratio > sampleRate / 2.2) continue;
    for (let i = 0; i < out.length; i++) {
      out[i]! += gain * Math.sin(step * i) * Math.exp(-i / (decay * sampleRate));
    }
  }
  for (let i = 0; i < attack && i < out.length; i++) out[i]! *= i / attack;
  return releaseTail(out, 0.05);
}

/** Electric-piano tone by two-operator FM, the bark fading into a soft sine. */
export function electricPiano(hz: number, seconds: number): Float32Array {
  const out = samples(seconds);
  const step = (tau * hz) / sampleRate;
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    const index = 0.15 + 1.1 * Math.exp(-t / 0.35);
    const envelope = Math.min(1, t / 0.004) * Math.exp(-t / 1.6);
    out[i] = envelope * Math.sin(step * i + index * Math.sin(step * i));
  }
  return releaseTail(out, 0.12);
}

/** Single-cycle band-limited saw with soft upper harmonics, read as a wavetable. */
const padTable = (() => {
  const table = new Float32Array(4096);
  for (let harmonic = 1; harmonic <= 10; harmonic++) {
    const gain = 1 / harmonic ** 1.6;
    for (let i = 0; i < table.length; i++) table[i]! += gain * Math.sin((tau * harmonic * i) / table.length);
  }
  return table;
})();

/** Slow-swelling pad: two detuned wavetable voices per pitch. */
export function pad(hz: number, seconds: number, options: { attack: number; release: number }): Float32Array {
  const out = samples(seconds);
  const size = padTable.length;
  for (const detune of [0.9965, 1.0035]) {
    const step = (hz * detune * size) / sampleRate;
    let phase = (detune * 1000) % size;
    for (let i = 0; i < out.length; i++) {
      const whole = Math.floor(phase);
      const part = phase - whole;
      out[i]! += 0.5 * ((padTable[whole % size] ?? 0) * (1 - part) + (padTable[(whole + 1) % size] ?? 0) * part);
      phase = (phase + step) % size;
    }
  }
  const attack = options.attack * sampleRate;
  const releaseStart = out.length - options.release * sampleRate;
  for (let i = 0; i < out.length; i++) {
    const rise = i < attack ? 0.5 - 0.5 * Math.cos((Math.PI * i) / attack) : 1;
    const fall = i > releaseStart ? 0.5 + 0.5 * Math.cos((Math.PI * (i - releaseStart)) / (out.length - releaseStart)) : 1;
    out[i]! *= rise * fall;
  }
  return out;
}

/** Breathy flute-like tone: a near-sine with delayed vibrato and a little breath noise. */
export function flute(hz: number, seconds: number, seed: number): Float32Array {
  const out = samples(seconds);
  const noise = noiseSource(seed);
  let phase = 0;
  let breath = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    const vibrato = 1 + 0.004 * Math.min(1, t / 0.5) * Math.sin(tau * 5 * t);
    phase += (tau * hz * vibrato) / sampleRate;
    breath += 0.05 * (noise() - breath);
    const tone = Math.sin(phase) + 0.18 * Math.sin(2 * phase) + 0.05 * Math.sin(3 * phase);
    out[i] = Math.min(1, t / 0.07) * (tone + 0.6 * breath);
  }
  return releaseTail(out, Math.min(0.25, seconds / 3));
}

/** Soft low bass: sine plus a touch of octave, plucked envelope. */
export function bass(hz: number, seconds: number): Float32Array {
  const out = samples(seconds);
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    const envelope = Math.min(1, t / 0.01) * Math.exp(-t / 0.9);
    out[i] = envelope * (Math.sin(tau * hz * t) + 0.25 * Math.sin(2 * tau * hz * t));
  }
  return releaseTail(out, 0.08);
}

/** Frame drum "dum": a falling low sine with a felted thump. */
export function drumLow(seed: number): Float32Array {
  const out = samples(0.7);
  const noise = noiseSource(seed);
  let phase = 0;
  let thump = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    phase += (tau * (62 + 55 * Math.exp(-t / 0.05))) / sampleRate;
    thump += 0.03 * (noise() - thump);
    out[i] = Math.exp(-t / 0.22) * Math.sin(phase) + 2.5 * Math.exp(-t / 0.02) * thump;
  }
  return releaseTail(out, 0.05);
}

/** Frame drum "tek" at the rim: a short, filtered slap. */
export function drumHigh(seed: number): Float32Array {
  const out = samples(0.18);
  const noise = noiseSource(seed);
  let low = 0;
  let band = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    low += 0.35 * (noise() - low);
    band += 0.5 * (low - band);
    out[i] = Math.exp(-t / 0.035) * ((low - band) * 2.2 + 0.35 * Math.sin(tau * 520 * t));
  }
  return releaseTail(out, 0.02);
}

/** Shaker: a brief puff of bright noise. */
export function shaker(seed: number): Float32Array {
  const out = samples(0.12);
  const noise = noiseSource(seed);
  let previous = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    const white = noise();
    const bright = white - previous;
    previous = white;
    out[i] = Math.min(1, t / 0.012) * Math.exp(-t / 0.035) * bright * 0.5;
  }
  return releaseTail(out, 0.02);
}

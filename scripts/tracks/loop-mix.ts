import { sampleRate } from "./synth";

const tau = 2 * Math.PI;

/**
 * A stereo buffer that is one loop long and wraps around: a note or echo that
 * rings past the end continues at the start, so the last bar leads into the
 * first and the file repeats without a seam.
 */
export class LoopMix {
  readonly left: Float32Array;
  readonly right: Float32Array;

  constructor(readonly seconds: number) {
    const length = Math.round(seconds * sampleRate);
    this.left = new Float32Array(length);
    this.right = new Float32Array(length);
  }

  get length(): number {
    return this.left.length;
  }

  /** Adds a mono sound at a time in seconds, with a gain and a pan from -1 (left) to 1 (right). */
  add(sound: Float32Array, atSeconds: number, gain: number, pan = 0): void {
    const angle = ((pan + 1) * Math.PI) / 4;
    const leftGain = gain * Math.cos(angle) * Math.SQRT2;
    const rightGain = gain * Math.sin(angle) * Math.SQRT2;
    const start = Math.round(atSeconds * sampleRate);
    for (let i = 0; i < sound.length; i++) {
      const index = (((start + i) % this.length) + this.length) % this.length;
      this.left[index]! += leftGain * sound[i]!;
      this.right[index]! += rightGain * sound[i]!;
    }
  }

  /**
   * A sustained drone: harmonics of one pitch, each swelling slowly. Pitches
   * and swells are rounded to whole cycles per loop, so the drone is periodic.
   */
  addDrone(hz: number, gain: number, harmonics: number[]): void {
    const cycles = (frequency: number) => Math.max(1, Math.round(frequency * this.seconds)) / this.seconds;
    harmonics.forEach((weight, index) => {
      const frequency = cycles(hz * (index + 1));
      const swell = cycles(0.05 + 0.035 * index);
      const swellPhase = index * 1.7;
      const pan = index % 2 === 0 ? -0.25 : 0.25;
      const leftGain = gain * weight * Math.cos(((pan + 1) * Math.PI) / 4) * Math.SQRT2;
      const rightGain = gain * weight * Math.sin(((pan + 1) * Math.PI) / 4) * Math.SQRT2;
      for (let i = 0; i < this.length; i++) {
        const t = i / sampleRate;
        const value = (0.75 + 0.25 * Math.sin(tau * swell * t + swellPhase)) * Math.sin(tau * frequency * t);
        this.left[i]! += leftGain * value;
        this.right[i]! += rightGain * value;
      }
    });
  }

  /** Mixes another loop in (a reverb send, a separately treated group). */
  addLoop(other: LoopMix, gain: number): void {
    for (let i = 0; i < this.length; i++) {
      this.left[i]! += gain * other.left[i]!;
      this.right[i]! += gain * other.right[i]!;
    }
  }
}

/** Freeverb-style comb filter with damping in its feedback path. */
function comb(delay: number, feedback: number, damping: number) {
  const buffer = new Float32Array(delay);
  let index = 0;
  let filtered = 0;
  return (input: number) => {
    const output = buffer[index]!;
    filtered = output * (1 - damping) + filtered * damping;
    buffer[index] = input + filtered * feedback;
    index = (index + 1) % delay;
    return output;
  };
}

function allpass(delay: number) {
  const buffer = new Float32Array(delay);
  let index = 0;
  return (input: number) => {
    const delayed = buffer[index]!;
    buffer[index] = input + delayed * 0.5;
    index = (index + 1) % delay;
    return delayed - input;
  };
}

const combDelays = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617].map((d) => Math.round((d * sampleRate) / 44_100));
const allpassDelays = [556, 441, 341, 225].map((d) => Math.round((d * sampleRate) / 44_100));

/**
 * A warm room reverb of a loop. It runs over the loop twice and keeps the
 * second pass, so the tail of the last bar is already present at the start.
 */
export function reverb(dry: LoopMix, options: { size: number; damping: number }): LoopMix {
  const wet = new LoopMix(dry.seconds);
  const channels: Array<[Float32Array, Float32Array, number]> = [
    [dry.left, wet.left, 0],
    [dry.right, wet.right, 23],
  ];
  for (const [input, output, spread] of channels) {
    const combs = combDelays.map((d) => comb(d + spread, options.size, options.damping));
    const allpasses = allpassDelays.map((d) => allpass(d + spread));
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < input.length; i++) {
        const feed = input[i]! * 0.015;
        let value = 0;
        for (const filter of combs) value += filter(feed);
        for (const filter of allpasses) value = filter(value);
        if (pass === 1) output[i] = value;
      }
    }
  }
  return wet;
}

import { LoopMix, reverb } from "./loop-mix";
import { noiseSource } from "./synth";

/** One part of a piece (melody, drone, drums...), balanced by its own loudness. */
export interface Stem {
  name: string;
  /** RMS level of the part in dBFS before the master is normalised; sets the balance. */
  level: number;
  /** How much of the part goes to the reverb, 0 to 1. */
  reverbSend: number;
  write(mix: LoopMix): void;
}

export interface Piece {
  /** The file name under public/audio, without extension. */
  name: string;
  mood: string;
  bpm: number;
  beatsPerBar: number;
  bars: number;
  reverb: { size: number; damping: number; wet: number };
  stems(time: Timing): Stem[];
}

/** Converts beats to seconds and adds a player's small, repeatable unevenness. */
export class Timing {
  private readonly jitter: () => number;

  constructor(readonly secondsPerBeat: number, seed: number) {
    this.jitter = noiseSource(seed);
  }

  at(beats: number): number {
    return beats * this.secondsPerBeat;
  }

  /** Up to 8 ms early or late; never before the loop start on the first downbeat. */
  played(beats: number): number {
    return Math.max(0, this.at(beats) + 0.008 * this.jitter());
  }

  /** A velocity varied by up to ±12 %. */
  velocity(base: number): number {
    return base * (1 + 0.12 * this.jitter());
  }
}

export function rms(mix: LoopMix): number {
  let sum = 0;
  for (let i = 0; i < mix.length; i++) sum += mix.left[i]! ** 2 + mix.right[i]! ** 2;
  return Math.sqrt(sum / (2 * mix.length));
}

function peak(mix: LoopMix): number {
  let high = 0;
  for (let i = 0; i < mix.length; i++) high = Math.max(high, Math.abs(mix.left[i]!), Math.abs(mix.right[i]!));
  return high;
}

export const toDb = (gain: number) => 20 * Math.log10(gain);
const fromDb = (db: number) => 10 ** (db / 20);

/** Renders every stem at its level, adds the shared reverb, and reports the balance. */
export function renderPiece(piece: Piece, log: (line: string) => void): LoopMix {
  const seconds = (piece.bars * piece.beatsPerBar * 60) / piece.bpm;
  const timing = new Timing(60 / piece.bpm, piece.name.length * 7919);
  const master = new LoopMix(seconds);
  const send = new LoopMix(seconds);
  for (const stem of piece.stems(timing)) {
    const part = new LoopMix(seconds);
    stem.write(part);
    const gain = fromDb(stem.level) / rms(part);
    master.addLoop(part, gain);
    if (stem.reverbSend > 0) send.addLoop(part, gain * stem.reverbSend);
    log(
      `  ${stem.name.padEnd(12)} RMS ${stem.level.toFixed(0).padStart(3)} dBFS, peak ${toDb(gain * peak(part)).toFixed(1).padStart(5)} dBFS, reverb send ${stem.reverbSend}`,
    );
  }
  master.addLoop(reverb(send, piece.reverb), piece.reverb.wet);
  return master;
}

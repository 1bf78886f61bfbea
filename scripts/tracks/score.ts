import { note } from "./synth";

export interface NoteEvent {
  /** Beats from the start of the loop. */
  start: number;
  midi: number;
  beats: number;
}

/**
 * A melody written as bars of "pitch:beats" (or "r:beats" for a rest), bars
 * separated by "|". Every bar must fill exactly beatsPerBar, which keeps each
 * loop an exact number of bars.
 */
export function melody(text: string, beatsPerBar: number, firstBar = 0): NoteEvent[] {
  const events: NoteEvent[] = [];
  text
    .split("|")
    .map((bar) => bar.trim())
    .forEach((bar, barIndex) => {
      let position = 0;
      for (const token of bar.split(/\s+/)) {
        const [pitch = "", length = ""] = token.split(":");
        const beats = Number(length);
        if (!(beats > 0)) throw new Error(`Bad duration in "${token}"`);
        if (pitch !== "r") events.push({ start: (firstBar + barIndex) * beatsPerBar + position, midi: note(pitch), beats });
        position += beats;
      }
      if (Math.abs(position - beatsPerBar) > 1e-9) {
        throw new Error(`Bar ${firstBar + barIndex + 1} of "${bar}" has ${position} beats, not ${beatsPerBar}`);
      }
    });
  return events;
}

/** Chord names as space-separated pitches, e.g. "D3 F#3 A3 C#4 E4". */
export function chord(pitches: string): number[] {
  return pitches.split(/\s+/).map(note);
}

/** A repeating rhythm: the positions (in beats within a bar) at which something sounds. */
export function everyBar(bars: number, beatsPerBar: number, positions: number[]): number[] {
  const beats: number[] = [];
  for (let bar = 0; bar < bars; bar++) for (const position of positions) beats.push(bar * beatsPerBar + position);
  return beats;
}

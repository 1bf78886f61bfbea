import type { Piece } from "../piece";
import { chord, everyBar, melody } from "../score";
import { bass, drumHigh, drumLow, electricPiano, mallet, midiToHz, note, shaker } from "../synth";

// A lazy swing in F: ii-V-I turns on a warm electric piano, brushed
// percussion, a walking-ish bass and a vibraphone that answers now and then.
const swing = 2 / 3;
const progression: Array<[root: string, voicing: string]> = [
  ["G2", "F3 A3 Bb3 D4"],
  ["C3", "E3 G3 Bb3 D4"],
  ["F2", "E3 G3 A3 C4"],
  ["D3", "F3 A3 C4 E4"],
  ["G2", "F3 A3 Bb3 D4"],
  ["C3", "E3 G3 Bb3 D4"],
  ["A2", "G3 A3 C4 E4"],
  ["D3", "F#3 A3 C4 E4"],
  ["G2", "F3 A3 Bb3 D4"],
  ["C3", "E3 G3 Bb3 D4"],
  ["F2", "E3 G3 A3 C4"],
  ["F2", "E3 A3 C4 D4"],
];

const vibesLine = `
  r:4 | r:2 G4:.5 A4:.5 C5:1 | A4:3 r:1 | r:2 F4:.5 G4:.5 A4:1 |
  D5:1.5 C5:.5 Bb4:2 | r:2 Bb4:.5 C5:.5 D5:1 | E5:2 C5:2 | r:2 D5:1 C5:1 |
  Bb4:2 D5:1 F5:1 | E5:2 D5:1 C5:1 | A4:4 | r:2 G4:1 A4:1`;

const vibraphone: Array<[number, number, number]> = [
  [1, 1, 2.2],
  [4, 0.12, 0.3],
  [10, 0.03, 0.08],
];

/** Straight eighths written as .5 are played swung. */
const swung = (beat: number) => (beat % 1 === 0.5 ? beat - 0.5 + swing : beat);

export const budget: Piece = {
  name: "budget",
  mood: "relaxed swing: electric piano, vibraphone, brushes (72 bpm, 12 bars)",
  bpm: 72,
  beatsPerBar: 4,
  bars: 12,
  reverb: { size: 0.72, damping: 0.5, wet: 0.5 },
  stems: (time) => [
    {
      name: "e-piano",
      level: -20,
      reverbSend: 0.35,
      write(mix) {
        progression.forEach(([, voicing], bar) => {
          for (const [beat, length, velocity] of [[0, 2.5, 1], [1 + 1 + swing, 1.3, 0.6]] as const) {
            for (const midi of chord(voicing)) {
              mix.add(electricPiano(midiToHz(midi), time.at(length)), time.played(bar * 4 + beat), time.velocity(velocity * 0.5), -0.25);
            }
          }
        });
      },
    },
    {
      name: "bass",
      level: -23,
      reverbSend: 0,
      write(mix) {
        progression.forEach(([root], bar) => {
          const next = progression[(bar + 1) % progression.length]?.[0] ?? root;
          // Root on one, fifth on three, a half step into the next root on four.
          const walk = [note(root), note(root) + 7, note(next) + (note(next) > note(root) ? -1 : 1)];
          [0, 2, 3].forEach((beat, index) =>
            mix.add(bass(midiToHz(walk[index] ?? 0), time.at(1.1)), time.played(bar * 4 + beat), time.velocity(index === 0 ? 1 : 0.75)),
          );
        });
      },
    },
    {
      name: "vibraphone",
      level: -22,
      reverbSend: 0.5,
      write(mix) {
        for (const event of melody(vibesLine, 4)) {
          mix.add(mallet(midiToHz(event.midi), time.at(event.beats) + 1, vibraphone), time.played(swung(event.start)), time.velocity(1), 0.3);
        }
      },
    },
    {
      name: "brushes",
      level: -27,
      reverbSend: 0.2,
      write(mix) {
        everyBar(12, 4, [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5]).forEach((beat, index) =>
          mix.add(shaker(index + 1200), time.played(swung(beat)), time.velocity(beat % 1 === 0 ? 0.6 : 1), 0.35),
        );
        everyBar(12, 4, [0, 2.5]).forEach((beat, index) => mix.add(drumLow(index + 60), time.played(swung(beat)), 0.8));
        everyBar(12, 4, [1, 3]).forEach((beat, index) => mix.add(drumHigh(index + 90), time.played(beat), 0.4, -0.15));
      },
    },
  ],
};

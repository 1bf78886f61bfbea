import type { Piece } from "../piece";
import { chord, everyBar, melody } from "../score";
import { bass, drumHigh, drumLow, mallet, midiToHz, pluck, shaker } from "../synth";

// G major, two bars per chord; a bright plucked ostinato keeps moving like a
// road trip while a kalimba sings pentatonic phrases over it.
const progression = [
  "G2 D3 G3 B3 D4",
  "E2 B2 E3 G3 B3",
  "C3 G3 C4 E4 G4",
  "D3 A3 D4 F#4 A4",
  "G2 D3 G3 B3 D4",
  "B2 F#3 B3 D4 F#4",
  "C3 G3 C4 E4 G4",
  "D3 A3 D4 F#4 A4",
].map(chord);

// Chord tone order for each eighth note of a bar.
const arpeggio = [0, 1, 2, 3, 4, 3, 2, 1];

const kalimbaLine = `
  r:4 | r:4 |
  B4:1 D5:.5 E5:.5 G5:1 E5:1 | D5:1.5 B4:.5 E5:2 |
  E5:1 G5:1 A5:1 G5:.5 E5:.5 | G5:2 E5:1 D5:1 |
  D5:1 E5:.5 D5:.5 A4:1 B4:1 | A4:3 r:1 |
  r:4 | r:4 |
  B4:1 D5:1 B4:.5 A4:.5 B4:1 | D5:2 B4:2 |
  E5:1 G5:1 E5:.5 D5:.5 E5:1 | G5:1.5 A5:.5 G5:2 |
  A5:1 G5:.5 E5:.5 D5:1 E5:1 | D5:2 B4:1 A4:1`;

const kalimba: Array<[number, number, number]> = [
  [1, 1, 1.1],
  [5.4, 0.25, 0.12],
  [9.1, 0.08, 0.05],
];

export const itinerary: Piece = {
  name: "itinerary",
  mood: "light travelling rhythm: plucked ostinato, kalimba, shaker (96 bpm, 16 bars)",
  bpm: 96,
  beatsPerBar: 4,
  bars: 16,
  reverb: { size: 0.75, damping: 0.45, wet: 0.6 },
  stems: (time) => [
    {
      name: "ostinato",
      level: -22,
      reverbSend: 0.3,
      write(mix) {
        for (let bar = 0; bar < 16; bar++) {
          const tones = progression[Math.floor(bar / 2)] ?? [];
          arpeggio.forEach((tone, step) => {
            const sound = pluck(midiToHz(tones[tone] ?? 0), time.at(0.5) + 0.35, { brightness: 0.6, decay: 1.2, seed: bar * 8 + step });
            mix.add(sound, time.played(bar * 4 + step * 0.5), time.velocity(step % 2 === 0 ? 1 : 0.7), -0.35);
          });
        }
      },
    },
    {
      name: "kalimba",
      level: -20,
      reverbSend: 0.5,
      write(mix) {
        for (const event of melody(kalimbaLine, 4)) {
          const sound = mallet(midiToHz(event.midi), time.at(event.beats) + 1.2, kalimba);
          // A dotted-eighth echo, written as quieter repeats so it wraps with the loop.
          mix.add(sound, time.played(event.start), time.velocity(1), 0.25);
          mix.add(sound, time.at(event.start + 0.75), 0.3, -0.3);
          mix.add(sound, time.at(event.start + 1.5), 0.1, 0.4);
        }
      },
    },
    {
      name: "bass",
      level: -24,
      reverbSend: 0,
      write(mix) {
        for (let bar = 0; bar < 16; bar++) {
          const root = midiToHz((progression[Math.floor(bar / 2)]?.[0] ?? 43) - 12);
          for (const [beat, velocity] of [[0, 1], [1.5, 0.6], [2, 0.85]] as const) {
            mix.add(bass(root, time.at(1)), time.played(bar * 4 + beat), time.velocity(velocity));
          }
        }
      },
    },
    {
      name: "percussion",
      level: -27,
      reverbSend: 0.15,
      write(mix) {
        everyBar(16, 4, [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5]).forEach((beat, index) =>
          mix.add(shaker(index + 900), time.played(beat), time.velocity(beat % 1 === 0 ? 0.55 : 1), 0.4),
        );
        everyBar(16, 4, [0, 2]).forEach((beat, index) => mix.add(drumLow(index + 40), time.played(beat), 0.7));
        everyBar(16, 4, [1, 3]).forEach((beat, index) => mix.add(drumHigh(index + 70), time.played(beat), 0.35, -0.2));
      },
    },
  ],
};

import type { Piece } from "../piece";
import { everyBar, melody } from "../score";
import { drumHigh, drumLow, midiToHz, note, pluck } from "../synth";

// D hijaz (D Eb F# G A Bb C): the oud phrases rise, answer, and the last bar
// turns Eb -> D back into the first.
const oudLine = `
  D4:1 Eb4:.5 F#4:.5 G4:1 F#4:.5 Eb4:.5 | D4:1.5 A3:.5 D4:2 |
  F#4:.5 G4:.5 A4:1 Bb4:.5 A4:.5 G4:1 | F#4:1 Eb4:.5 F#4:.5 D4:2 |
  A4:1 Bb4:.5 C5:.5 D5:1.5 C5:.5 | Bb4:1 A4:1 G4:1 A4:1 |
  Bb4:.5 A4:.5 G4:.5 F#4:.5 G4:1 Eb4:1 | F#4:3 r:1 |
  D4:.5 D4:.5 Eb4:.5 F#4:.5 G4:1 A4:1 | Bb4:1 A4:.5 G4:.5 F#4:2 |
  G4:.5 F#4:.5 Eb4:.5 F#4:.5 G4:1 F#4:.5 Eb4:.5 | D4:2 A3:1 C4:1 |
  D4:1 F#4:1 A4:1 G4:.5 F#4:.5 | G4:1 Bb4:1 A4:2 |
  G4:.5 F#4:.5 Eb4:.5 D4:.5 Eb4:1 F#4:1 | D4:2 A3:1 C4:.5 Eb4:.5`;

export const home: Piece = {
  name: "home",
  mood: "warm oud-like hijaz melody over a drone and a soft frame drum (80 bpm, 16 bars)",
  bpm: 80,
  beatsPerBar: 4,
  bars: 16,
  reverb: { size: 0.8, damping: 0.4, wet: 0.7 },
  stems: (time) => [
    {
      name: "oud",
      level: -17,
      reverbSend: 0.5,
      write(mix) {
        melody(oudLine, 4).forEach((event, index) => {
          // Long notes are kept alive by the oud's tremolo: quick repeated strokes.
          const strokes = event.beats >= 2 ? event.beats * 2 : 1;
          const strokeBeats = strokes > 1 ? 0.5 : event.beats;
          for (let stroke = 0; stroke < strokes; stroke++) {
            const sound = pluck(midiToHz(event.midi), time.at(strokeBeats) + 0.5, {
              brightness: 0.45,
              decay: 2.4,
              seed: index * 31 + stroke,
            });
            mix.add(sound, time.played(event.start + stroke * 0.5), time.velocity(stroke === 0 ? 1 : 0.55), -0.2);
          }
        });
      },
    },
    {
      name: "drone",
      level: -27,
      reverbSend: 0.2,
      write(mix) {
        mix.addDrone(midiToHz(note("D2")), 1, [1, 0.6, 0.45, 0.25, 0.15, 0.08]);
        mix.addDrone(midiToHz(note("A2")), 0.45, [1, 0.35, 0.15]);
      },
    },
    {
      name: "frame drum",
      level: -24,
      reverbSend: 0.3,
      write(mix) {
        // Maqsum: dum tek - tek dum - tek -
        everyBar(16, 4, [0, 2]).forEach((beat, index) =>
          mix.add(drumLow(index + 1), time.played(beat), time.velocity(beat % 4 === 0 ? 1 : 0.8), 0.1),
        );
        everyBar(16, 4, [0.5, 1.5, 3]).forEach((beat, index) =>
          mix.add(drumHigh(index + 500), time.played(beat), time.velocity(0.45), 0.3),
        );
      },
    },
  ],
};

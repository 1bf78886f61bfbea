import type { Piece } from "../piece";
import { chord, melody } from "../score";
import { electricPiano, mallet, midiToHz, pad } from "../synth";

// Slow D major colours, two bars each; the last chord (A suspended) leans back
// into the first. Sparse electric-piano notes float over the pad.
const progression = [
  "D3 A3 C#4 E4 F#4",
  "B2 F#3 A3 D4 E4",
  "G2 D3 F#3 A3 B3",
  "E3 G3 B3 D4 F#4",
  "A2 G3 B3 D4 F#4",
  "A2 E3 G3 B3 D4",
].map(chord);

const pianoLine = `
  r:2 F#5:1 A5:1 | E5:4 | r:2 D5:1 E5:1 | B4:4 | r:1 A5:1 F#5:2 | D5:4 |
  r:2 E5:1 F#5:1 | B5:2 A5:2 | r:2 G5:1 F#5:1 | D5:4 | r:2 E5:1 A4:1 | D5:2 r:2`;

export const stays: Piece = {
  name: "stays",
  mood: "calm evening pad with a few electric-piano notes (60 bpm, 12 bars)",
  bpm: 60,
  beatsPerBar: 4,
  bars: 12,
  reverb: { size: 0.86, damping: 0.5, wet: 0.8 },
  stems: (time) => [
    {
      name: "pad",
      level: -20,
      reverbSend: 0.4,
      write(mix) {
        progression.forEach((tones, index) => {
          // Each chord swells in and lingers over the next one's start.
          for (const [voice, midi] of tones.entries()) {
            const sound = pad(midiToHz(midi), time.at(8) + 2, { attack: 1.8, release: 2.5 });
            mix.add(sound, time.at(index * 8), voice === 0 ? 0.9 : 0.55, (voice / (tones.length - 1)) * 0.8 - 0.4);
          }
        });
      },
    },
    {
      name: "low sine",
      level: -25,
      reverbSend: 0.1,
      write(mix) {
        progression.forEach((tones, index) => {
          const root = midiToHz((tones[0] ?? 50) - 12);
          mix.add(mallet(root, time.at(8) + 1, [[1, 1, 3.5], [2, 0.2, 1.2]]), time.at(index * 8), 1);
        });
      },
    },
    {
      name: "e-piano",
      level: -22,
      reverbSend: 0.6,
      write(mix) {
        for (const event of melody(pianoLine, 4)) {
          const sound = electricPiano(midiToHz(event.midi), time.at(event.beats) + 1.5);
          mix.add(sound, time.played(event.start), time.velocity(0.9), 0.2);
          mix.add(sound, time.at(event.start + 1.5), 0.25, -0.4);
        }
      },
    },
  ],
};

import type { Piece } from "../piece";
import { chord, everyBar, melody } from "../score";
import { flute, midiToHz, pad, pluck } from "../synth";

// F lydian: the raised fourth (B natural) gives the questioning, wide-eyed
// colour. Tiptoeing pizzicato, an airy pad and a breathy flute.
const progression = [
  "F3 A3 C4 E4 B4",
  "F3 G3 B3 D4 A4",
  "F3 A3 C4 E4 B4",
  "F3 G3 B3 D4 A4",
  "D3 F3 A3 C4 E4",
  "E3 G3 B3 D4 F#4",
  "F3 A3 C4 E4 B4",
  "F3 G3 B3 D4 A4",
].map(chord);

const fluteLine = `
  r:4 | r:2 C5:.5 D5:.5 E5:1 | F5:1.5 G5:.5 A5:1 B5:1 | A5:3 r:1 |
  r:2 E5:.5 F5:.5 G5:1 | A5:1 G5:1 F5:1 D5:1 | E5:3 r:1 | r:4 |
  D5:1 E5:.5 F5:.5 A5:2 | G5:1 F5:1 E5:2 | B4:1 D5:1 G5:1 F#5:1 | E5:4 |
  r:2 C5:.5 D5:.5 E5:1 | B5:2 A5:1 G5:1 | A5:2 E5:2 | F5:3 r:1`;

/** Where in each bar the pizzicato steps, and which chord tone (counted from the top) it picks. */
const steps: Array<[beat: number, tone: number]> = [
  [0, 1],
  [0.75, 2],
  [1.5, 0],
  [2.5, 2],
  [3, 3],
];

export const explore: Piece = {
  name: "explore",
  mood: "curious and airy: lydian pizzicato, pad and flute (90 bpm, 16 bars)",
  bpm: 90,
  beatsPerBar: 4,
  bars: 16,
  reverb: { size: 0.84, damping: 0.3, wet: 0.8 },
  stems: (time) => [
    {
      name: "air pad",
      level: -24,
      reverbSend: 0.5,
      write(mix) {
        progression.forEach((tones, index) => {
          for (const [voice, midi] of tones.entries()) {
            const sound = pad(midiToHz(midi + 12), time.at(8) + 1.5, { attack: 1.2, release: 2 });
            mix.add(sound, time.at(index * 8), 0.5, voice % 2 === 0 ? -0.5 : 0.5);
          }
        });
      },
    },
    {
      name: "pizzicato",
      level: -25,
      reverbSend: 0.45,
      write(mix) {
        everyBar(16, 4, steps.map(([beat]) => beat)).forEach((beat, index) => {
          const tones = progression[Math.floor(beat / 8)] ?? [];
          const tone = steps[index % steps.length]?.[1] ?? 0;
          const midi = (tones[tones.length - 1 - tone] ?? 65) + 12;
          const sound = pluck(midiToHz(midi), 0.6, { brightness: 0.5, decay: 0.35, seed: index + 300 });
          mix.add(sound, time.played(beat), time.velocity(0.8), index % 2 === 0 ? 0.45 : -0.1);
        });
      },
    },
    {
      name: "flute",
      level: -20,
      reverbSend: 0.55,
      write(mix) {
        melody(fluteLine, 4).forEach((event, index) => {
          const sound = flute(midiToHz(event.midi), time.at(event.beats) + 0.1, index + 700);
          mix.add(sound, time.played(event.start), time.velocity(0.9), 0.1);
        });
      },
    },
  ],
};

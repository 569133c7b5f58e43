// Melodic lines on a syllable grid: a rhythm that fits a line's syllables into its bars, then
// pitches that step through the scale and land on chord tones on the beats.
import type { Rng } from '../rng';
import type { ScaleName } from './genres';
import { scalePitches, type Chord } from './harmony';

export interface MelodyNote {
  /** Beats from the start of the line. */
  beat: number;
  beats: number;
  midi: number;
}

export interface MelodyRequest {
  notes: number;
  bars: number;
  beatsPerBar: number;
  /** Chord of each bar of the line. */
  chords: readonly Chord[];
  tonic: number;
  scale: ScaleName;
  center: number;
  /** Ends lower (a cadence) when true, higher (a question) when false. */
  resolve: boolean;
}

/** Onsets and lengths (beats) for n notes in a line, leaving a breath at the end. */
export function lineRhythm(n: number, bars: number, beatsPerBar: number, rng: Rng): MelodyNote[] {
  const total = bars * beatsPerBar;
  const rest = total >= 8 ? 1 : 0.5;
  const avail = total - rest;
  let grid = n <= (avail - 0.5) / 0.5 ? 0.5 : 0.25;
  if (n > avail / grid) grid = avail / n;
  const start = grid === 0.5 && n <= avail / 0.5 - 3 && rng.chance(0.35) ? 0.5 : 0;
  const slots = Math.max(n, Math.floor((avail - start) / grid + 1e-9));
  const lengths = new Array<number>(n).fill(1);
  let extra = slots - n;
  const last = Math.min(extra, Math.round(extra * 0.35));
  lengths[n - 1] = (lengths[n - 1] ?? 1) + last;
  extra -= last;
  while (extra > 0 && n > 1) {
    const i = rng.int(n - 1);
    lengths[i] = (lengths[i] ?? 1) + 1;
    extra -= 1;
  }
  const notes: MelodyNote[] = [];
  let at = start;
  for (const len of lengths) {
    notes.push({ beat: at, beats: len * grid, midi: 0 });
    at += len * grid;
  }
  return notes;
}

function chordAt(chords: readonly Chord[], beat: number, beatsPerBar: number): Chord | undefined {
  return chords[Math.min(chords.length - 1, Math.floor(beat / beatsPerBar))];
}

/** A melodic line for `request.notes` syllables. */
export function composeLine(request: MelodyRequest, rng: Rng): MelodyNote[] {
  const { beatsPerBar, center } = request;
  const notes = lineRhythm(request.notes, request.bars, beatsPerBar, rng);
  const pitches = scalePitches(request.tonic, request.scale, center - 8, center + 10);
  const firstChord = chordAt(request.chords, 0, beatsPerBar);
  const isChordTone = (p: number, chord: Chord | undefined) =>
    chord ? chord.pitchClasses.slice(0, 3).includes(((p % 12) + 12) % 12) : false;
  let current =
    pitches
      .filter((p) => isChordTone(p, firstChord))
      .sort((a, b) => Math.abs(a - center) - Math.abs(b - center))[rng.int(2)] ?? center;
  notes.forEach((note, i) => {
    const chord = chordAt(request.chords, note.beat, beatsPerBar);
    const strong = Math.abs(note.beat - Math.round(note.beat)) < 1e-6;
    const lastNote = i === notes.length - 1;
    const candidates = pitches.filter((p) => Math.abs(p - current) <= (lastNote ? 7 : 5));
    const weights = candidates.map((p) => {
      const step = Math.abs(p - current);
      let w = step === 0 ? 0.7 : step <= 2 ? 2.2 : step <= 4 ? 1.1 : 0.5;
      if ((strong || lastNote) && isChordTone(p, chord)) w *= lastNote ? 8 : 3;
      else if (lastNote) w *= 0.05;
      if (lastNote) w *= request.resolve ? (p <= current ? 2 : 0.6) : p >= current ? 2 : 0.6;
      w *= Math.exp(-Math.abs(p - center) / 6);
      return w;
    });
    current = candidates.length > 0 ? rng.weighted(candidates, weights) : current;
    note.midi = current;
  });
  return notes;
}

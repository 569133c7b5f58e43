// Keys, scales, chord progressions and voicings. Pitches are MIDI note numbers; pitch classes 0-11.
import type { Rng } from '../rng';
import type { ScaleName } from './genres';
import type { SectionKind } from './lyrics';

export const SCALES: Readonly<Record<ScaleName, readonly number[]>> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
};

const PITCH_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

/** 'A minor', 'Eb major', 'D dorian'. */
export function keyName(tonic: number, scale: ScaleName): string {
  const mode = scale === 'harmonicMinor' ? 'minor' : scale;
  return `${PITCH_NAMES[((tonic % 12) + 12) % 12] ?? 'C'} ${mode}`;
}

export function isMinorLike(scale: ScaleName): boolean {
  return scale !== 'major' && scale !== 'mixolydian';
}

/** Progressions as scale degrees (0 = tonic), one chord per bar. */
// prettier-ignore
const MAJOR_PROGRESSIONS: Readonly<Record<'verse' | 'chorus' | 'bridge', readonly (readonly number[])[]>> = {
  verse: [[0, 4, 5, 3], [0, 5, 3, 4], [5, 3, 0, 4], [0, 3, 0, 4], [0, 2, 3, 4]],
  chorus: [[3, 0, 4, 5], [0, 4, 5, 3], [3, 4, 0, 5], [5, 3, 0, 4], [0, 3, 4, 4]],
  bridge: [[5, 3, 4, 4], [1, 4, 0, 5], [3, 4, 2, 5], [5, 4, 3, 4]],
};
// prettier-ignore
const MINOR_PROGRESSIONS: Readonly<Record<'verse' | 'chorus' | 'bridge', readonly (readonly number[])[]>> = {
  verse: [[0, 5, 2, 6], [0, 3, 6, 2], [0, 6, 5, 6], [0, 3, 4, 0], [0, 0, 5, 6]],
  chorus: [[5, 6, 0, 0], [5, 2, 6, 0], [0, 5, 2, 6], [3, 5, 6, 0], [5, 6, 2, 4]],
  bridge: [[3, 4, 5, 6], [5, 6, 3, 4], [2, 6, 5, 4], [3, 0, 4, 4]],
};

function progressionFamily(kind: SectionKind): 'verse' | 'chorus' | 'bridge' {
  if (kind === 'chorus' || kind === 'prechorus') return 'chorus';
  if (kind === 'bridge') return 'bridge';
  return 'verse';
}

/** A 4-bar progression (scale degrees) for a section kind. */
export function pickProgression(kind: SectionKind, scale: ScaleName, rng: Rng): readonly number[] {
  const table = isMinorLike(scale) ? MINOR_PROGRESSIONS : MAJOR_PROGRESSIONS;
  return rng.pick(table[progressionFamily(kind)]);
}

export interface Chord {
  /** Scale degree of the root. */
  degree: number;
  /** Pitch classes: root, third, fifth (and seventh). */
  pitchClasses: number[];
}

/** The diatonic chord on a degree: a triad, or a seventh chord. */
export function chordOn(tonic: number, scale: ScaleName, degree: number, seventh: boolean): Chord {
  const steps = SCALES[scale];
  const pc = (d: number) => (tonic + (steps[((d % 7) + 7) % 7] ?? 0)) % 12;
  const pitchClasses = [pc(degree), pc(degree + 2), pc(degree + 4)];
  if (seventh) pitchClasses.push(pc(degree + 6));
  return { degree, pitchClasses };
}

/** The pitch (MIDI) of a pitch class nearest to `near`. */
export function nearestPitch(pitchClass: number, near: number): number {
  const base = near - ((((near - pitchClass) % 12) + 12) % 12);
  return near - base > 6 ? base + 12 : base;
}

/** Scale tones (MIDI) within [lo, hi]. */
export function scalePitches(tonic: number, scale: ScaleName, lo: number, hi: number): number[] {
  const steps = new Set(SCALES[scale].map((s) => (tonic + s) % 12));
  const out: number[] = [];
  for (let p = lo; p <= hi; p++) if (steps.has(((p % 12) + 12) % 12)) out.push(p);
  return out;
}

/** A close voicing of the chord near `center`, moving as little as possible from `previous`. */
export function voiceChord(
  chord: Chord,
  center: number,
  previous: readonly number[] | null,
): number[] {
  const candidates: number[][] = [];
  const n = chord.pitchClasses.length;
  for (let inversion = 0; inversion < n; inversion++) {
    const pcs = chord.pitchClasses.slice(inversion).concat(chord.pitchClasses.slice(0, inversion));
    const first = pcs[0] ?? 0;
    for (const start of [nearestPitch(first, center - 5), nearestPitch(first, center - 5) - 12]) {
      const notes = [start];
      for (let i = 1; i < pcs.length; i++) {
        const prev = notes[i - 1] ?? start;
        let p = nearestPitch(pcs[i] ?? 0, prev + 4);
        while (p <= prev) p += 12;
        notes.push(p);
      }
      candidates.push(notes);
    }
  }
  const cost = (notes: number[]) => {
    if (!previous || previous.length === 0) {
      const mean = notes.reduce((a, b) => a + b, 0) / notes.length;
      return Math.abs(mean - center);
    }
    let c = 0;
    for (const note of notes) c += Math.min(...previous.map((p) => Math.abs(p - note)));
    const mean = notes.reduce((a, b) => a + b, 0) / notes.length;
    return c + 0.5 * Math.abs(mean - center);
  };
  let best = candidates[0] ?? [];
  let bestCost = Infinity;
  for (const c of candidates) {
    const k = cost(c);
    if (k < bestCost) {
      best = c;
      bestCost = k;
    }
  }
  return best;
}

// Accompaniment events (drums, percussion, bass, chords) for planned sections, from the groove
// tables in patterns.ts.
import { nearestPitch, voiceChord, type Chord } from './harmony';
import {
  BASS_PATTERNS,
  DRUM_PATTERNS,
  LANE_VELOCITY,
  compPattern,
  type BassDegree,
} from './patterns';
import type { Arrangement, DrumEvent, DrumKind, NoteEvent, PlannedSection } from './types';

export interface ArrangeContext {
  beatsPerBar: number;
  arrangement: Arrangement;
  /** Bar index of the last bar of the whole song (it ends the song). */
  lastBar: number;
}

/** Off-beat eighths (and sixteenths, half as much) are delayed by the swing amount. */
export function swingBeat(beat: number, swing: number): number {
  if (swing <= 0) return beat;
  const frac = beat - Math.floor(beat);
  if (Math.abs(frac - 0.5) < 1e-6) return beat + swing / 6;
  if (Math.abs(frac - 0.25) < 1e-6 || Math.abs(frac - 0.75) < 1e-6) return beat + swing / 12;
  return beat;
}

const PERCUSSION_KINDS: ReadonlySet<DrumKind> = new Set<DrumKind>(['shaker']);
const LIGHT_KINDS: ReadonlySet<DrumKind> = new Set<DrumKind>(['hat', 'ride', 'shaker']);

function fillBar(bar: number, beatsPerBar: number, groove: string): DrumEvent[] {
  const start = bar * beatsPerBar + beatsPerBar - 1;
  const toms = groove === 'rock' || groove === 'pop' || groove === 'punk' || groove === 'ballad';
  const kinds: DrumKind[] = toms
    ? ['snare', 'tomHigh', 'tomHigh', 'tomLow']
    : ['snare', 'snare', 'snare', 'snare'];
  return kinds.map((kind, i) => ({ beat: start + i * 0.25, kind, velocity: 0.55 + i * 0.12 }));
}

/** Drum and percussion hits of one section. */
export function drumEvents(
  section: PlannedSection,
  next: PlannedSection | undefined,
  ctx: ArrangeContext,
): { drums: DrumEvent[]; percussion: DrumEvent[] } {
  const drums: DrumEvent[] = [];
  const percussion: DrumEvent[] = [];
  const { arrangement, beatsPerBar } = ctx;
  if (!arrangement.drums) return { drums, percussion };
  const lanes = DRUM_PATTERNS[arrangement.groove];
  const stepBeats = beatsPerBar / 16;
  const light = section.energy < 0.5;
  const level = 0.55 + 0.45 * section.energy;
  for (let b = 0; b < section.bars; b++) {
    const bar = section.startBar + b;
    const barStart = bar * beatsPerBar;
    if (bar === ctx.lastBar) {
      drums.push(
        { beat: barStart, kind: 'kick', velocity: 0.9 },
        { beat: barStart, kind: 'crash', velocity: 0.8 },
      );
      continue;
    }
    const fill =
      b === section.bars - 1 && next !== undefined && next.energy >= section.energy && !light;
    for (const [kind, lane] of Object.entries(lanes) as [DrumKind, string][]) {
      if (light && !LIGHT_KINDS.has(kind)) continue;
      for (let s = 0; s < 16; s++) {
        const v = LANE_VELOCITY[lane.charAt(s)];
        if (v === undefined) continue;
        if (fill && s >= 12 && !LIGHT_KINDS.has(kind)) continue;
        const beat = swingBeat(barStart + s * stepBeats, arrangement.swing);
        const velocity = v * level * (light ? 0.6 : 1) * (s % 4 === 0 ? 1 : 0.92);
        (PERCUSSION_KINDS.has(kind) ? percussion : drums).push({ beat, kind, velocity });
      }
    }
    if (fill) drums.push(...fillBar(bar, beatsPerBar, arrangement.groove));
    if (b === 0 && section.energy >= 0.75)
      drums.push({ beat: barStart, kind: 'crash', velocity: 0.75 });
  }
  return { drums, percussion };
}

function bassPitch(chord: Chord, degree: BassDegree, nextRoot: number): number {
  const root = nearestPitch(chord.pitchClasses[0] ?? 0, 36);
  switch (degree) {
    case 'root':
      return root;
    case 'fifth':
      return root + 7 > 47 ? root - 5 : root + 7;
    case 'octave':
      return root + 12;
    case 'third': {
      const third = nearestPitch(chord.pitchClasses[1] ?? 0, root + 4);
      return third <= root ? third + 12 : third;
    }
    case 'approach':
      return nextRoot - 1;
  }
}

/** Bass notes of one section. */
export function bassEvents(
  section: PlannedSection,
  next: PlannedSection | undefined,
  ctx: ArrangeContext,
): NoteEvent[] {
  const { arrangement, beatsPerBar } = ctx;
  if (!arrangement.bass || section.energy < 0.42) return [];
  const pattern = BASS_PATTERNS[arrangement.groove];
  const notes: NoteEvent[] = [];
  for (let b = 0; b < section.bars; b++) {
    const bar = section.startBar + b;
    const chord = section.chords[b] as Chord;
    const nextChord = section.chords[b + 1] ?? next?.chords[0] ?? chord;
    const nextRoot = nearestPitch(nextChord.pitchClasses[0] ?? 0, 36);
    const barStart = bar * beatsPerBar;
    const simple = bar === ctx.lastBar || section.energy < 0.5;
    const steps = simple ? [{ beat: 0, beats: beatsPerBar, degree: 'root' as const }] : pattern;
    for (const s of steps) {
      notes.push({
        beat: swingBeat(barStart + s.beat, arrangement.swing),
        beats: s.beats,
        midi: bassPitch(chord, s.degree, nextRoot),
        velocity: (s.beat === 0 ? 1 : 0.85) * (0.7 + 0.3 * section.energy),
      });
    }
  }
  return notes;
}

/** Chord instrument notes of one section; returns the last voicing for voice leading. */
export function chordEvents(
  section: PlannedSection,
  ctx: ArrangeContext,
  previous: number[] | null,
): { notes: NoteEvent[]; voicing: number[] | null } {
  const { arrangement, beatsPerBar } = ctx;
  const notes: NoteEvent[] = [];
  if (!arrangement.chords) return { notes, voicing: previous };
  const pattern = compPattern(arrangement.chords, arrangement.groove);
  let voicing = previous;
  const center = arrangement.chords === 'guitar' ? 57 : 62;
  for (let b = 0; b < section.bars; b++) {
    const bar = section.startBar + b;
    const chord = section.chords[b] as Chord;
    voicing = voiceChord(chord, center, voicing);
    const barStart = bar * beatsPerBar;
    const sparse = section.energy < 0.5 || bar === ctx.lastBar;
    const hits = sparse ? ([[0, beatsPerBar]] as const) : pattern.hits;
    const arpTones = [...voicing, (voicing[0] ?? center) + 12];
    hits.forEach(([at, beats], i) => {
      const beat = swingBeat(barStart + at, arrangement.swing);
      const accent = at === 0 ? 1 : i % 2 === 0 ? 0.85 : 0.75;
      const velocity = accent * (0.6 + 0.4 * section.energy);
      if (pattern.arpeggio && !sparse) {
        const midi = arpTones[i % arpTones.length] ?? center;
        notes.push({ beat, beats, midi, velocity });
        return;
      }
      for (const midi of voicing ?? []) notes.push({ beat, beats, midi, velocity });
    });
  }
  return { notes, voicing };
}

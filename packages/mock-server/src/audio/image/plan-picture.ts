// The inputs of a cover picture read from a song's plan, before any audio exists: its key, mode
// and tempo for the palette, its form for the section rings, and its loudness over time for the
// ring of peaks, estimated from the notes and hits it plays (velocity², decaying as they sound).
import { hashSeed } from '../rng';
import type { SongPlan } from '../song/types';

/** What a cover shows. */
export interface CoverPicture {
  /** Loudness per slice of the song, 0..1 (the ring of peaks). */
  ring: Float32Array;
  /** Section boundaries as fractions of the song. */
  sections: number[];
  tonic: number;
  minor: boolean;
  bpm: number;
  seed: number;
}

/** Slices of a song in the ring of peaks. */
export const RING_SLICES = 96;
/** How long a drum hit counts towards the loudness, in seconds. */
const HIT_S = 0.2;
/** Notes fade with this time constant (seconds): a held chord is not louder than a busy bar. */
const DECAY_S = 1;
/**
 * The ring shows loudness to this power: a mastered song keeps most of its length within a few
 * decibels, so the plain estimate draws an even circle; raised, quiet and loud parts read apart.
 */
const CONTRAST = 3;

export const isMinor = (scale: SongPlan['scale']): boolean =>
  scale !== 'major' && scale !== 'mixolydian';

export const artSeed = (id: string, title: string): number => hashSeed('art', id, title);

/** Scales values to 0..1 by their maximum (all zeros stay zeros). */
export function normalise(values: Float32Array): Float32Array {
  let max = 0;
  for (const v of values) max = Math.max(max, v);
  if (max > 0) for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) / max;
  return values;
}

/**
 * Estimated loudness of the plan per slice, 0..1: the root of the power its events put there,
 * relative to the loudest slice, raised to CONTRAST.
 */
export function planLoudness(plan: SongPlan, slices = RING_SLICES): Float32Array {
  const spb = 60 / plan.bpm;
  const sliceS = plan.lengthS / slices;
  const power = new Float32Array(slices);
  // An event's energy (velocity², decaying) spread evenly over the time it sounds.
  const add = (beat: number, seconds: number, velocity: number) => {
    const energy = velocity * velocity * DECAY_S * (1 - Math.exp(-seconds / DECAY_S));
    const start = Math.max(0, plan.offsetS + beat * spb);
    const end = Math.min(plan.lengthS, start + seconds);
    const last = Math.min(slices - 1, Math.floor(end / sliceS));
    for (let s = Math.floor(start / sliceS); s <= last; s++) {
      const overlap = Math.min(end, (s + 1) * sliceS) - Math.max(start, s * sliceS);
      if (overlap > 0) power[s] = (power[s] as number) + (energy * overlap) / seconds;
    }
  };
  const { drums, percussion, ...notes } = plan.events;
  for (const hit of [...drums, ...percussion]) add(hit.beat, HIT_S, hit.velocity);
  for (const list of Object.values(notes))
    for (const note of list) add(note.beat, note.beats * spb, note.velocity);
  const fadeFrom = plan.lengthS - plan.fadeOutS;
  for (let s = 0; s < slices; s++) {
    const middle = (s + 0.5) * sliceS;
    const fade = middle > fadeFrom ? Math.max(0, (plan.lengthS - middle) / plan.fadeOutS) : 1;
    power[s] = Math.sqrt((power[s] as number) / sliceS) * fade;
  }
  return normalise(power).map((level) => level ** CONTRAST);
}

/** The cover picture of a planned song. */
export function coverPictureOf(plan: SongPlan, title: string, id: string): CoverPicture {
  const barS = (plan.beatsPerBar * 60) / plan.bpm;
  return {
    ring: planLoudness(plan),
    sections: plan.sections.map((s) => (plan.offsetS + s.startBar * barS) / plan.lengthS),
    tonic: plan.tonic,
    minor: isMinor(plan.scale),
    bpm: plan.bpm,
    seed: artSeed(id, title),
  };
}

// Clip geometry within one lane: lanes hold non-overlapping clips sorted by start. Placing a clip
// over others trims, splits or removes what lies under it, as a DAW overlays a dropped clip.
import type { IdFactory } from '../ids';
import type { StudioClip } from '../types';

export const clipLength = (clip: StudioClip): number => clip.endBeats - clip.startBeats;

/** Keeps both fades non-negative and together within the clip. */
export function clampFades(clip: StudioClip): StudioClip {
  const length = Math.max(0, clipLength(clip));
  const fadeIn = Math.min(Math.max(0, clip.fadeInBeats), length);
  const fadeOut = Math.min(Math.max(0, clip.fadeOutBeats), length - fadeIn);
  return fadeIn === clip.fadeInBeats && fadeOut === clip.fadeOutBeats
    ? clip
    : { ...clip, fadeInBeats: fadeIn, fadeOutBeats: fadeOut };
}

/** Moves the start edge; reading moves with it so the audio stays where it was. */
export function trimStart(clip: StudioClip, startBeats: number): StudioClip {
  const readStartBeats = Math.max(0, clip.readStartBeats + (startBeats - clip.startBeats));
  return clampFades({ ...clip, startBeats, readStartBeats });
}

export function trimEnd(clip: StudioClip, endBeats: number): StudioClip {
  return clampFades({ ...clip, endBeats });
}

/** The index at which a clip starting at `startBeats` keeps the lane sorted. */
export function insertionIndex(clips: readonly StudioClip[], startBeats: number): number {
  let lo = 0;
  let hi = clips.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((clips[mid] as StudioClip).startBeats <= startBeats) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function insertSorted(clips: readonly StudioClip[], clip: StudioClip): StudioClip[] {
  const next = clips.slice();
  next.splice(insertionIndex(clips, clip.startBeats), 0, clip);
  return next;
}

/** Removes the content in [startBeats, endBeats), splitting a clip that spans the whole range. */
export function carveRange(
  clips: readonly StudioClip[],
  startBeats: number,
  endBeats: number,
  newId: IdFactory,
): StudioClip[] {
  if (!(endBeats > startBeats)) return clips as StudioClip[];
  const out: StudioClip[] = [];
  let changed = false;
  for (const clip of clips) {
    if (clip.endBeats <= startBeats || clip.startBeats >= endBeats) {
      out.push(clip);
      continue;
    }
    changed = true;
    if (clip.startBeats < startBeats && clip.endBeats > endBeats) {
      out.push({ ...trimEnd(clip, startBeats), fadeOutBeats: 0 });
      out.push(trimStart({ ...clip, id: newId(), fadeInBeats: 0 }, endBeats));
    } else if (clip.startBeats < startBeats) out.push(trimEnd(clip, startBeats));
    else if (clip.endBeats > endBeats) out.push(trimStart(clip, endBeats));
  }
  return changed ? out : (clips as StudioClip[]);
}

/** Places a clip into a lane over whatever lies under it. */
export function placeClip(
  clips: readonly StudioClip[],
  clip: StudioClip,
  newId: IdFactory,
): StudioClip[] {
  return insertSorted(carveRange(clips, clip.startBeats, clip.endBeats, newId), clip);
}

/** The clips of a lane that overlap [startBeats, endBeats). */
export function overlapping(
  clips: readonly StudioClip[],
  startBeats: number,
  endBeats: number,
): StudioClip[] {
  return clips.filter((clip) => clip.startBeats < endBeats && clip.endBeats > startBeats);
}

/** Copies of clips moved by `offset` beats, each with a new id, in start order. */
export function shiftedCopies(
  clips: readonly StudioClip[],
  offset: number,
  newId: IdFactory,
): StudioClip[] {
  return [...clips]
    .sort((a, b) => a.startBeats - b.startBeats)
    .map((clip) => ({
      ...clip,
      id: newId(),
      startBeats: clip.startBeats + offset,
      endBeats: clip.endBeats + offset,
    }));
}

/** Places clips one after another over a lane (each over whatever lies there). */
export const placeAll = (
  lane: StudioClip[],
  clips: readonly StudioClip[],
  newId: IdFactory,
): StudioClip[] => clips.reduce((acc, clip) => placeClip(acc, clip, newId), lane);

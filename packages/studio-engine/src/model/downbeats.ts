// New clips and analysis (2-studio §4 Downbeats, Uploaded or recorded clips): a generated clip is
// placed 'On Beat' and awaiting analysis; its downbeats (a bar's first beat, in source seconds)
// become warp markers, one bar apart in clip-content beats, so the clip warps to the project
// tempo once they arrive (receiveDownbeats leaves awaitingAnalysis).
import { METRONOME_BEATS_PER_BAR } from './constants';
import { lanes } from './commands/lookup';
import type { StudioProjectState, WarpMarker } from './types';

/** Beats between two downbeats: one bar of the metronome's 4/4. */
export const DOWNBEAT_BAR_BEATS = METRONOME_BEATS_PER_BAR;

/**
 * Warp markers from downbeats (seconds, ascending): downbeat i sits at bar i. The first bar is
 * placed where the source's own tempo puts it, so audio before the first downbeat keeps its beats.
 */
export function warpMarkersFromDownbeats(downbeats: readonly number[]): WarpMarker[] {
  const kept: number[] = [];
  for (const s of downbeats)
    if (Number.isFinite(s) && s >= 0 && s > (kept[kept.length - 1] ?? -1)) kept.push(s);
  if (kept.length < 2) return [];
  const first = kept[0] as number;
  const secondsPerBeat = ((kept[1] as number) - first) / DOWNBEAT_BAR_BEATS;
  const lead = first / secondsPerBeat;
  return kept.map((seconds, i) => ({ beats: lead + i * DOWNBEAT_BAR_BEATS, seconds }));
}

/** The generated clip ids of the project still waiting for their downbeats, each once. */
export function clipsAwaitingAnalysis(state: StudioProjectState): string[] {
  const ids = new Set<string>();
  for (const lane of lanes(state)) {
    for (const clip of lane.clips) {
      if (clip.warp.awaitingAnalysis && clip.clipId !== null) ids.add(clip.clipId);
    }
  }
  return [...ids];
}

/** Every generated clip id placed in the project (tracks and take lanes), each once. */
export function projectClipIds(state: StudioProjectState): string[] {
  const ids = new Set<string>();
  for (const lane of lanes(state))
    for (const clip of lane.clips) if (clip.clipId !== null) ids.add(clip.clipId);
  return [...ids];
}

/** Which generated clips a change added to and removed from the project. */
export function projectClipChanges(
  before: StudioProjectState,
  after: StudioProjectState,
): { added: string[]; removed: string[] } {
  const was = new Set(projectClipIds(before));
  const now = new Set(projectClipIds(after));
  return {
    added: [...now].filter((id) => !was.has(id)),
    removed: [...was].filter((id) => !now.has(id)),
  };
}

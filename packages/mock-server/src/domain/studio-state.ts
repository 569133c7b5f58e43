// Studio project states as the server makes them: a new project starts with one track (holding
// the clip it was made for, if any). The state must contain timing, tracks and selection.
import {
  createProjectState,
  createStudioClip,
  createTrack,
  defaultSelection,
  defaultTiming,
  FALLBACK_BPS,
  type StudioClip,
} from '@cadenza/studio-engine/rules';
import type { ClipRecord } from '../db/clips';
import { newId } from '../db/ids';

export type ProjectState = Record<string, unknown>;

const REQUIRED_KEYS = ['timing', 'tracks', 'selection'] as const;

/** Whether a state has timing, tracks and selection ('Invalid project state format' otherwise). */
export function isValidProjectState(state: unknown): state is ProjectState {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return false;
  const record = state as Record<string, unknown>;
  return (
    REQUIRED_KEYS.every((key) => record[key] !== undefined && record[key] !== null) &&
    typeof record.timing === 'object' &&
    Array.isArray(record.tracks) &&
    typeof record.selection === 'object'
  );
}

function studioClip(clip: ClipRecord, bps: number): StudioClip {
  return createStudioClip({
    id: newId(),
    startBeats: 0,
    endBeats: (clip.metadata.duration ?? 0) * bps,
    clipId: clip.id,
    name: clip.title,
    streaming: clip.status !== 'complete',
  });
}

/** The engine's new project (its defaults, one 'New Track'), holding the clip it was made for. */
export function newProjectState(title: string, clip: ClipRecord | null = null): ProjectState {
  const bps = clip?.metadata.avg_bpm ? clip.metadata.avg_bpm / 60 : FALLBACK_BPS;
  const track = createTrack(newId(), 'studio', { clips: clip ? [studioClip(clip, bps)] : [] });
  return {
    ...createProjectState(newId, 'studio', {
      title,
      styleSummary: clip?.metadata.tags ?? '',
      editClipId: clip?.id ?? null,
      timing: { ...defaultTiming(), bps },
      tracks: [track],
      selection: { ...defaultSelection(), focusedTrackId: track.id },
    }),
  };
}

// Studio project states as the server makes them: a new project starts with one track (holding
// the clip it was made for, if any). The state must contain timing, tracks and selection.
import {
  CONTEXT_WINDOW_DEFAULT_BEATS,
  DEFAULT_LOOP_END_BEATS,
  DEFAULT_LOOP_START_BEATS,
  FALLBACK_TEMPO_BPS,
  MASTER_VOLUME_DEFAULT,
  TRACK_HEIGHT_STUDIO_PX,
  WARP_SPEED_DEFAULT,
} from '@cadenza/sdk';
import type { ClipRecord } from '../db/clips';
import { newId } from '../db/ids';
import { STUDIO_MESSAGES } from '../messages';

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

function studioClip(clip: ClipRecord, bps: number) {
  const beats = (clip.metadata.duration ?? 0) * bps;
  return {
    id: newId(),
    clipId: clip.id,
    name: clip.title,
    color: 0,
    streaming: clip.status !== 'complete',
    mute: false,
    startBeats: 0,
    endBeats: beats,
    readStartBeats: 0,
    fadeInBeats: 0,
    fadeOutBeats: 0,
    transposition: 0,
    amplitude: 1,
    loop: { enabled: false, startBeats: 0, endBeats: beats },
    warp: { enabled: false, markers: [], speed: WARP_SPEED_DEFAULT, awaitingAnalysis: false },
    awaitingContentAlignment: false,
  };
}

export function newProjectState(title: string, clip: ClipRecord | null = null): ProjectState {
  const bps = clip?.metadata.avg_bpm ? clip.metadata.avg_bpm / 60 : FALLBACK_TEMPO_BPS;
  const trackId = newId();
  return {
    title,
    caption: '',
    styleSummary: clip?.metadata.tags ?? '',
    editClipId: clip?.id ?? null,
    amplitude: MASTER_VOLUME_DEFAULT,
    metronome: { enabled: false, amplitude: 1 },
    timing: { type: 'manual', bps, bpsAutomation: [], firstBeatSeconds: 0, lock: false },
    tracks: [
      {
        id: trackId,
        name: STUDIO_MESSAGES.newTrack,
        icon: null,
        color: 0,
        input: null,
        instrument: null,
        amplitude: 1,
        balance: 0,
        mute: false,
        solo: false,
        arm: false,
        clips: clip ? [studioClip(clip, bps)] : [],
        takeLanes: [],
        takeLanesExpanded: false,
        soloTakeLaneId: null,
        clipCreationIntents: [],
        height: TRACK_HEIGHT_STUDIO_PX,
      },
    ],
    selection: {
      anchorBeats: 0,
      focusBeats: 0,
      trackIds: [],
      focusedTrackId: trackId,
      focusedArea: 'timeline',
    },
    loop: {
      enabled: false,
      startBeats: DEFAULT_LOOP_START_BEATS,
      endBeats: DEFAULT_LOOP_END_BEATS,
    },
    contextWindowBeats: CONTEXT_WINDOW_DEFAULT_BEATS,
    songFadeInBeats: 0,
    songFadeOutBeats: 0,
    lyricsCorrectionsByClipId: {},
    metadata: {},
  };
}

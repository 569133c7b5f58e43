// Defaults of 2-studio.md §9 as factories of fresh plain values.
import {
  DEFAULT_CLIP_LOOP_END_BEATS,
  DEFAULT_LOOP_END_BEATS,
  DEFAULT_LOOP_START_BEATS,
  DEFAULT_WARP_SPEED,
  FALLBACK_BPS,
  MASTER_VOLUME_DEFAULT,
  TAKE_LANE_HEIGHT,
  TRACK_HEIGHT_EDIT,
  TRACK_HEIGHT_STUDIO,
} from './constants';
import type { IdFactory } from './ids';
import { takeLaneName } from './messages';
import { STUDIO_LABELS } from '../studio-messages';
import type {
  ClipCreationIntent,
  ProjectMode,
  Selection,
  StudioClip,
  StudioProjectState,
  TakeLane,
  Timing,
  Track,
  UsageMetadata,
} from './types';

export const trackHeightFor = (mode: ProjectMode): number =>
  mode === 'edit' ? TRACK_HEIGHT_EDIT : TRACK_HEIGHT_STUDIO;

export function createTrack(
  id: string,
  mode: ProjectMode = 'studio',
  over: Partial<Track> = {},
): Track {
  return {
    id,
    name: STUDIO_LABELS.newTrack,
    icon: null,
    color: null,
    input: null,
    instrument: null,
    amplitude: 1,
    balance: 0,
    mute: false,
    solo: false,
    arm: false,
    clips: [],
    takeLanes: [],
    takeLanesExpanded: false,
    soloTakeLaneId: null,
    clipCreationIntents: [],
    height: trackHeightFor(mode),
    stemType: null,
    ...over,
  };
}

export function createTakeLane(id: string, n: number, over: Partial<TakeLane> = {}): TakeLane {
  return {
    id,
    name: takeLaneName(n),
    clips: [],
    clipCreationIntents: [],
    height: TAKE_LANE_HEIGHT,
    ...over,
  };
}

type ClipPlacement = Pick<StudioClip, 'id' | 'startBeats' | 'endBeats'>;

export function createStudioClip(placement: ClipPlacement & Partial<StudioClip>): StudioClip {
  return {
    clipId: null,
    uploadId: null,
    name: '',
    color: null,
    streaming: false,
    mute: false,
    readStartBeats: 0,
    fadeInBeats: 0,
    fadeOutBeats: 0,
    transposition: 0,
    amplitude: 1,
    loop: { enabled: false, startBeats: 0, endBeats: DEFAULT_CLIP_LOOP_END_BEATS },
    warp: { enabled: false, markers: [], speed: DEFAULT_WARP_SPEED, awaitingAnalysis: false },
    awaitingContentAlignment: false,
    ...placement,
  };
}

type IntentPlacement = Pick<ClipCreationIntent, 'id' | 'startBeats' | 'endBeats'>;

export function createIntent(
  placement: IntentPlacement & Partial<ClipCreationIntent>,
): ClipCreationIntent {
  return {
    startTrimmedBeats: 0,
    endTrimmedBeats: 0,
    possibleClipIds: [],
    queuedGenerationIds: [],
    name: '',
    namePersists: false,
    ...placement,
  };
}

export const defaultTiming = (): Timing => ({
  type: 'manual',
  bps: FALLBACK_BPS,
  bpsAutomation: [],
  firstBeatSeconds: 0,
  locked: false,
});

export const defaultSelection = (): Selection => ({
  anchorBeats: 0,
  focusBeats: 0,
  trackIds: [],
  focusedTrackId: null,
  focusedArea: 'timeline',
});

export const defaultUsage = (): UsageMetadata => ({
  usedCrop: false,
  usedReorder: false,
  usedDuplicate: false,
  usedDelete: false,
  usedSplit: false,
  usedCreateSection: false,
  usedReplaceSection: false,
  usedExtend: false,
});

/** A newly created project: one track (§4). */
export function createProjectState(
  newId: IdFactory,
  mode: ProjectMode = 'studio',
  over: Partial<StudioProjectState> = {},
): StudioProjectState {
  return {
    title: '',
    caption: '',
    styleSummary: '',
    editClipId: null,
    amplitude: MASTER_VOLUME_DEFAULT,
    metronome: { enabled: false, amplitude: 1 },
    timing: defaultTiming(),
    tracks: [createTrack(newId(), mode)],
    selection: defaultSelection(),
    loop: {
      enabled: false,
      startBeats: DEFAULT_LOOP_START_BEATS,
      endBeats: DEFAULT_LOOP_END_BEATS,
    },
    songFadeInBeats: 0,
    songFadeOutBeats: 0,
    lyricsCorrectionsByClipId: {},
    metadata: defaultUsage(),
    ...over,
  };
}

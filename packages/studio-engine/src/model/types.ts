// The studio project state of 2-studio.md §3 as plain, serialisable data.
import type {
  CLIP_STATUSES,
  END_SELECTION_MODES,
  EXTEND_TASKS,
  INFILL_TASKS,
  REPLACE_MODES,
} from './constants';

/** One point of tempo automation: from `beats` on, the tempo is `value` beats per second. */
export interface BpsPoint {
  beats: number;
  value: number;
}

interface TimingBase {
  bpsAutomation: BpsPoint[];
  /** Where beat 0 sits on the audio clock. */
  firstBeatSeconds: number;
  /** A locked tempo cannot be changed by commands. */
  locked: boolean;
}

/** The tempo is set by hand. */
export interface ManualTiming extends TimingBase {
  type: 'manual';
  bps: number;
}

/**
 * The tempo follows the track's analysed content; until it is known (`bps` null) the fallback
 * rate applies and the automation is ignored.
 */
export interface FollowTrackTiming extends TimingBase {
  type: 'follow-track';
  bps: number | null;
  fallbackBps: number;
}

export type Timing = ManualTiming | FollowTrackTiming;

export type FocusedArea = 'timeline' | 'tracks';

export interface Selection {
  anchorBeats: number;
  focusBeats: number;
  trackIds: string[];
  focusedTrackId: string | null;
  focusedArea: FocusedArea;
}

export interface LoopRegion {
  enabled: boolean;
  startBeats: number;
  endBeats: number;
}

export interface Metronome {
  enabled: boolean;
  amplitude: number;
}

/** Metadata usage flags (§3). */
export interface UsageMetadata {
  usedCrop: boolean;
  usedReorder: boolean;
  usedDuplicate: boolean;
  usedDelete: boolean;
  usedSplit: boolean;
  usedCreateSection: boolean;
  usedReplaceSection: boolean;
  usedExtend: boolean;
}

export type UsageFlag = keyof UsageMetadata;

/** A warp marker pins a position in the source audio (seconds) to a clip-content beat. */
export interface WarpMarker {
  beats: number;
  seconds: number;
}

export interface ClipWarp {
  /** 'On Beat' when enabled, 'Original' when not. */
  enabled: boolean;
  markers: WarpMarker[];
  speed: number;
  awaitingAnalysis: boolean;
}

/** A clip placed on a track or take lane (§3 Studio clip). */
export interface StudioClip {
  id: string;
  clipId: string | null;
  uploadId: string | null;
  name: string;
  color: string | null;
  streaming: boolean;
  mute: boolean;
  startBeats: number;
  endBeats: number;
  /** Where reading starts, in clip-content beats. */
  readStartBeats: number;
  fadeInBeats: number;
  fadeOutBeats: number;
  /** Semitones, −24..24. */
  transposition: number;
  /** A gain multiplier. */
  amplitude: number;
  loop: LoopRegion;
  warp: ClipWarp;
  awaitingContentAlignment: boolean;
}

/** A pending generation waiting to be placed (§3 Clip creation intent). */
export interface ClipCreationIntent {
  id: string;
  startBeats: number;
  endBeats: number;
  startTrimmedBeats: number;
  endTrimmedBeats: number;
  possibleClipIds: string[];
  queuedGenerationIds: string[];
  name: string;
  namePersists: boolean;
}

export interface TakeLane {
  id: string;
  name: string;
  clips: StudioClip[];
  clipCreationIntents: ClipCreationIntent[];
  height: number;
}

/** A clip of the pre-arranged form, timed in seconds. */
export interface ArrangedClip {
  clipId: string;
  title: string;
  contentSeconds: number;
  startSeconds: number;
  endSeconds: number;
  readStartSeconds: number;
}

export interface Track {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
  /** Input channel. */
  input: number | null;
  instrument: string | null;
  amplitude: number;
  balance: number;
  mute: boolean;
  solo: boolean;
  arm: boolean;
  clips: StudioClip[];
  takeLanes: TakeLane[];
  takeLanesExpanded: boolean;
  soloTakeLaneId: string | null;
  clipCreationIntents: ClipCreationIntent[];
  height: number;
  stemType: string | null;
  stagedClips?: ArrangedClip[];
  arrangedClips?: ArrangedClip[];
}

export interface StudioProjectState {
  title: string;
  caption: string;
  styleSummary: string;
  editClipId: string | null;
  amplitude: number;
  metronome: Metronome;
  timing: Timing;
  tracks: Track[];
  selection: Selection;
  loop: LoopRegion;
  songFadeInBeats: number;
  songFadeOutBeats: number;
  /** Corrected lyrics text per clip id. */
  lyricsCorrectionsByClipId: Record<string, string>;
  metadata: UsageMetadata;
}

/** Studio shows many tracks; edit mode opens one clip on one track. */
export type ProjectMode = 'studio' | 'edit';

export type GenerateMode = 'replace' | 'extend' | 'create';
export type ReplaceMode = (typeof REPLACE_MODES)[number];
export type EndSelectionMode = (typeof END_SELECTION_MODES)[number];
export type InfillTask = (typeof INFILL_TASKS)[number];
export type ExtendTask = (typeof EXTEND_TASKS)[number];
export type ClipStatus = (typeof CLIP_STATUSES)[number];

/** The part of a generated clip (§3) the model reads. */
export interface GeneratedClipInfo {
  id: string;
  status: ClipStatus;
  title?: string;
  metadata?: { type?: string; error_message?: string | null; duration?: number | null };
}

/** A value notice for the UI to show (the model never shows toasts). */
export interface Notice {
  kind: 'error' | 'info';
  title: string;
  description?: string;
  durationMs: number;
}

/** Why a project rejects edits: opened at a version, or owned by another user. */
export interface ProjectLock {
  kind: 'version' | 'not-owner';
  versionId: string | null;
}

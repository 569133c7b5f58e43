// Every constant of 2-studio.md (§3, §5 and §9) that the project model uses, verbatim, in one
// place. Values the spec leaves "not shown" are marked as Cadenza's decision where they appear.

/** Autosave debounce (§9: "Autosave 2500 ms"). */
export const AUTOSAVE_DEBOUNCE_MS = 2500;
/** Changes commit to the undo stack after this much idle time (§9: "History commit 150 ms"). */
export const HISTORY_COMMIT_MS = 150;
/** A stopped preview ends after this long (§9: "Preview stop 250 ms"). */
export const PREVIEW_STOP_MS = 250;
/** A clip creation intent is abandoned after this long (§9: "Queued generation timeout 60000 ms"). */
export const QUEUED_GENERATION_TIMEOUT_MS = 60000;
/** Studio error notices show 5 s (§8, §9: "Error toast 5 s"). */
export const STUDIO_ERROR_TOAST_MS = 5000;

/** Selection lengths in seconds (§9). */
export const CREATE_MIN_SECONDS = 2;
export const CREATE_MAX_SECONDS = 120;
export const CLASSIC_MIN_SECONDS = 2;
export const CLASSIC_MAX_SECONDS = 120;
export const FIXED_MAX_SECONDS = 26;
export const SMART_MAX_SECONDS = 120;
export const EMPTY_SELECTION_MAX_SECONDS = 0.01;

/** Context window default (§9). */
export const CONTEXT_WINDOW_BEATS = 32;
/** Aligned lookup tolerance and tempo-aligned matching (§9). */
export const ALIGNED_LOOKUP_TOLERANCE_SECONDS = 0.1;
export const TEMPO_ALIGNED_MATCH_SECONDS = 0.08;

/** The grid multiplier (§9). */
export const GRID_MULTIPLIER_MIN = 1 / 32;
export const GRID_MULTIPLIER_MAX = 32;
/** The grid base in beats (§9: "The grid base is 1"). */
export const GRID_BASE_BEATS = 1;
/** The multiplier a session starts with (§9 gives only its range; Cadenza's decision: the base). */
export const GRID_MULTIPLIER_DEFAULT = 1;

/** Timeline zoom in px per beat (§9: "Zoom: min 0.01, max 128000 px per beat, default 100"). */
export const ZOOM_MIN_PX_PER_BEAT = 0.01;
export const ZOOM_MAX_PX_PER_BEAT = 128000;
export const ZOOM_DEFAULT_PX_PER_BEAT = 100;

/** Pointer editing (§9: "Minimum draggable content 4 px; drag threshold 5 px."). */
export const MIN_DRAGGABLE_CONTENT_PX = 4;
export const DRAG_THRESHOLD_PX = 5;
/** The sidebar (§2: "starts at 50 px and opens to 350 px when a section is chosen"; §9). */
export const SIDEBAR_COLLAPSED_PX = 50;
export const SIDEBAR_OPEN_PX = 350;
/** Arrangement view (§9: "default end 240 beats, length 1.5 times the end, at least 240"). */
export const ARRANGEMENT_DEFAULT_END_BEATS = 240;
export const ARRANGEMENT_LENGTH_FACTOR = 1.5;

/**
 * Local edit state is restored only when saved less than 15 minutes ago (3-library-social §4
 * "restored only if saved less than 15 minutes ago", §9 "Local edit state expiry 15 min"; the
 * studio session and the SDK's persisted state both read it through isLocalEditStateFresh).
 */
export const LOCAL_EDIT_STATE_EXPIRY_MS = 900_000;

/** Whether local edit state saved at `savedAt` may still be restored at `now`. */
export const isLocalEditStateFresh = (savedAt: number, now: number): boolean =>
  now - savedAt < LOCAL_EDIT_STATE_EXPIRY_MS;

/** Track and take-lane heights (§3, §9). Both readings of the track height are kept. */
export const TRACK_HEIGHT_STUDIO = 88;
export const TRACK_HEIGHT_EDIT = 160;
export const TRACK_HEIGHT_MIN = 40;
export const TRACK_HEIGHT_MAX = 160;
export const TAKE_LANE_HEIGHT = 32;
/** Track balance runs from full left to full right (§9 "other limits not shown"; decided). */
export const TRACK_BALANCE_MIN = -1;
export const TRACK_BALANCE_MAX = 1;
/** Master volume (§9: default 1; the range is decided in openapi/DECISIONS.md). */
export const MASTER_VOLUME_DEFAULT = 1;
export const MASTER_VOLUME_MIN = 0;
export const MASTER_VOLUME_MAX = 2;

/** Clip and loop defaults (§9). */
export const DEFAULT_CLIP_SECONDS = 480;
export const DEFAULT_CLIP_BEATS = 960;
export const DEFAULT_LOOP_START_BEATS = 0;
export const DEFAULT_LOOP_END_BEATS = 32;
export const DEFAULT_LOOP_LENGTH_BEATS = 8;
export const DEFAULT_CLIP_LOOP_END_BEATS = 999;
export const DEFAULT_WARP_SPEED = 1;

/** Tempo, fades and metronome (§9). */
export const FALLBACK_BPS = 2;
export const METRONOME_CLIP_START_BEATS = -32;
export const METRONOME_CLIP_END_BEATS = 1024;
/** Beats in a bar of the metronome and of downbeats: not shown by the spec, decided as 4/4. */
export const METRONOME_BEATS_PER_BAR = 4;
export const FADE_EXPONENT = 2;
export const AUTO_FADE_BEATS = 0.0625;

/** Clip control limits (§5, §9). */
export const TRANSPOSITION_MIN = -24;
export const TRANSPOSITION_MAX = 24;
export const TRANSPOSITION_STEP = 1;
export const SPEED_MIN = 1 / 128;
export const SPEED_MAX = 128;
/** The speed buttons halve or double (§2 clip settings panel). */
export const SPEED_BUTTON_FACTOR = 2;

/** Warp caches (§9). */
export const WARP_MAP_CACHE_ENTRIES = 1000;
export const WARP_MEMO_ARRAY_ENTRIES = 100000;

/** Edit mode (§4): the default start for extend and the model tiers. */
export const EXTEND_LONG_CLIP_SECONDS = 45;
export const EXTEND_LONG_CLIP_BACK_SECONDS = 15;
export const EXTEND_MEDIUM_CLIP_SECONDS = 15;
export const EXTEND_MEDIUM_CLIP_BACK_SECONDS = 5;

/**
 * Edit actions (§3 edit state): fadeOutLengthMs defaults to 5000 and speedFactor to 1. The
 * waveform selector moves in 0.2 s steps (decided in DECISIONS "Edit mode"), and 'Open in Legacy
 * Editor' appears 5 s after the editor opens (§2).
 */
export const EDIT_FADE_OUT_DEFAULT_MS = 5000;
export const EDIT_SPEED_FACTOR_DEFAULT = 1;
export const EDIT_SELECTION_STEP_S = 0.2;
export const LEGACY_EDITOR_LINK_DELAY_MS = 5000;

/** Replace options (§4) and the default (§9 preferences). */
export const REPLACE_MODES = ['smart_infill', 'infill', 'fixed_infill'] as const;
export const DEFAULT_REPLACE_MODE = 'smart_infill';
/** The generation task each replace mode sends: Smart and Classic are infills, Fixed is fixed_infill. */
export const REPLACE_MODE_TASK = {
  smart_infill: 'infill',
  infill: 'infill',
  fixed_infill: 'fixed_infill',
} as const;
/** End-selection modes; the preference defaults to replace (§9). */
export const END_SELECTION_MODES = ['replace', 'extend'] as const;
export const DEFAULT_END_SELECTION_MODE = 'replace';

/** Task values relevant to editing (§3). */
export const INFILL_TASKS = [
  'infill',
  'fixed_infill',
  'cover_infill',
  'artist_infill',
  'artist_cover_infill',
  'stem_condition_infill',
  'infill_intro',
  'infill_outro',
] as const;
export const EXTEND_TASKS = [
  'extend',
  'upload_extend',
  'cover_extend',
  'artist_extend',
  'artist_cover_extend',
] as const;

/** Generated clip statuses (§3). */
export const CLIP_STATUSES = [
  'submitted',
  'queued',
  'streaming',
  'processing',
  'complete',
  'error',
] as const;

/**
 * The 40 colour swatches (§3: "There are 40 colour swatches"; the list is not shown). Cadenza's
 * decision: 20 hues at 18° steps, each in a bright and a deep shade.
 */
export const TRACK_COLOR_SWATCHES = [
  '#f25c5c',
  '#b83a3a',
  '#f2855c',
  '#b8573a',
  '#f2ae5c',
  '#b8783a',
  '#f2d75c',
  '#b89a3a',
  '#def25c',
  '#a3b83a',
  '#b5f25c',
  '#82b83a',
  '#8cf25c',
  '#60b83a',
  '#63f25c',
  '#3fb83a',
  '#5cf27a',
  '#3ab853',
  '#5cf2a3',
  '#3ab874',
  '#5cf2cc',
  '#3ab896',
  '#5ce4f2',
  '#3aa9b8',
  '#5cbbf2',
  '#3a87b8',
  '#5c92f2',
  '#3a66b8',
  '#5c69f2',
  '#3a44b8',
  '#7a5cf2',
  '#533ab8',
  '#a35cf2',
  '#743ab8',
  '#cc5cf2',
  '#963ab8',
  '#f25ce4',
  '#b83aa9',
  '#f25cbb',
  '#b83a87',
] as const;

/**
 * The 20 instrument icons (§3: "20 instrument icons"; the list is not shown). Cadenza's decision.
 */
export const TRACK_ICONS = [
  'vocals',
  'backing-vocals',
  'microphone',
  'acoustic-guitar',
  'electric-guitar',
  'bass',
  'drums',
  'percussion',
  'piano',
  'keyboard',
  'synth',
  'strings',
  'violin',
  'brass',
  'woodwinds',
  'saxophone',
  'fx',
  'sample',
  'beat',
  'waveform',
] as const;

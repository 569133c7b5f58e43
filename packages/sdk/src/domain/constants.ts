/**
 * Every business constant and limit of the three spec documents (../shared/spec) and every value
 * decided in openapi/DECISIONS.md, as plain data. No imports, no side effects, no user-visible
 * strings (those live in messages.ts). Timers are in milliseconds (`_MS`); audio positions and
 * durations the wire carries in seconds are in seconds (`_S`); sizes carry their unit.
 * A value marked "decided" is not in the spec: its reason is in openapi/DECISIONS.md.
 */

// ---------------------------------------------------------------------------------------------
// Plans and subscription levels (1-generation §1, §6; 3-library-social §1, §6)
// ---------------------------------------------------------------------------------------------

export type PlanKey = 'free' | 'pro' | 'premier';
export type SubscriptionLevel = 'basic' | 'pro' | 'premier';

export const PLAN_KEYS = ['free', 'pro', 'premier'] as const satisfies readonly PlanKey[];
export const PAID_PLAN_KEYS = ['pro', 'premier'] as const satisfies readonly PlanKey[];
/** Decided: the Free plan is the Basic subscription level. */
export const SUBSCRIPTION_LEVEL_BY_PLAN: Readonly<Record<PlanKey, SubscriptionLevel>> = {
  free: 'basic',
  pro: 'pro',
  premier: 'premier',
};

// ---------------------------------------------------------------------------------------------
// Models and per-model input limits (1-generation §3 Models, §5, §9)
// ---------------------------------------------------------------------------------------------

export type ModelTier = 'V3' | 'V3.5' | 'V4' | 'V4.5' | 'V4.5+' | 'V5';

/** Billing model max_lengths, field names as on the wire. */
export interface MaxLengths {
  readonly gpt_description_prompt: number;
  readonly prompt: number;
  readonly tags: number;
  readonly title: number;
  readonly negative_tags: number;
}

/** Every model key (decided: v2 and the later bird models carry the 'chirp-' prefix). */
// prettier-ignore
export const MODEL_KEYS = [
  'chirp-v2', 'chirp-v3-0', 'chirp-v3-5', 'chirp-v4', 'chirp-v4-5', 'chirp-v4-5-plus', 'chirp-auk',
  'chirp-auk-infill', 'chirp-carp', 'chirp-bluejay', 'chirp-crow', 'chirp-dodo', 'chirp-eagle',
  'chirp-finch', 'chirp-gull', 'chirp-hawk', 'chirp-ibis',
] as const;
/** Every model key, as a string-literal union. */
export type ModelKey = (typeof MODEL_KEYS)[number];

// prettier-ignore
export const MODEL_TIERS = ['V3', 'V3.5', 'V4', 'V4.5', 'V4.5+', 'V5'] as const satisfies readonly ModelTier[];
/** Tier by name: the first fragment found in the key wins, in this order; no match is V3.5. */
// prettier-ignore
export const MODEL_TIER_NAME_FRAGMENTS = [
  ['v5', 'V5'], ['crow', 'V5'], ['v4-5-plus', 'V4.5+'], ['bluejay', 'V4.5+'], ['v4-5', 'V4.5'],
  ['auk', 'V4.5'], ['v4', 'V4'], ['v3-5', 'V3.5'], ['v3', 'V3'],
] as const satisfies readonly (readonly [string, ModelTier])[];
export const MODEL_TIER_UNKNOWN: ModelTier = 'V3.5';
/** Auk plan feature: default tier V5 with it, V3.5 without (1-generation §6, 2-studio §6). */
export const DEFAULT_TIER_WITH_AUK: ModelTier = 'V5';
export const DEFAULT_TIER_WITHOUT_AUK: ModelTier = 'V3.5';

/** Decided: release order used for "X or later" and "latest available" (bigger is newer). */
export const MODEL_RELEASE_RANK: Readonly<Record<ModelKey, number>> = {
  'chirp-v2': 0,
  'chirp-v3-0': 1,
  'chirp-v3-5': 2,
  'chirp-v4': 3,
  'chirp-v4-5': 4,
  'chirp-auk': 4,
  'chirp-auk-infill': 4,
  'chirp-carp': 4,
  'chirp-v4-5-plus': 5,
  'chirp-bluejay': 5,
  'chirp-crow': 6,
  'chirp-dodo': 7,
  'chirp-eagle': 8,
  'chirp-finch': 9,
  'chirp-gull': 10,
  'chirp-hawk': 11,
  'chirp-ibis': 12,
};

/** Extend works with these name fragments (1-generation §4). */
// prettier-ignore
export const EXTEND_MODEL_NAME_FRAGMENTS = [
  'v2', 'v3-0', 'v3-5', 'v4', 'auk', 'bluejay', 'crow', 'dodo', 'eagle', 'finch', 'gull', 'hawk', 'ibis',
] as const;
/** Minimum model for a condition (1-generation §4): "X or later" by MODEL_RELEASE_RANK. */
export const PERSONA_OR_COVER_MIN_MODEL: ModelKey = 'chirp-v3-5';
export const PLAYLIST_OR_PAINTING_MIN_MODEL: ModelKey = 'chirp-bluejay';
export const PERSONA_WITH_EXTEND_OR_COVER_MIN_MODEL: ModelKey = 'chirp-auk';
/** fixed_infill forces this model (1-generation §4). */
export const FIXED_INFILL_MODEL: ModelKey = 'chirp-carp';
/** The model a user who can use it is switched to once (1-generation §2). */
export const ONCE_PROMOTED_MODEL: ModelKey = 'chirp-crow';
/** Mumble mode is allowed only for these (1-generation §5). */
// prettier-ignore
export const MUMBLE_MODE_MODELS = ['chirp-bluejay', 'chirp-crow'] as const satisfies readonly ModelKey[];

/** Description prompt maximum, every model (1-generation §9). */
export const DESCRIPTION_PROMPT_MAX_CHARS = 200;
/** Song title maximum (1-generation §5, §9). */
export const TITLE_MAX_CHARS = 100;
/** Clip titles are displayed cut at this length (1-generation §5; 3-library-social §2). */
export const CLIP_TITLE_DISPLAY_MAX_CHARS = 100;

/** Decided: lyrics / styles / excluded styles maxima before V4.5 and from V4.5 on. */
export const LYRICS_MAX_CHARS_LEGACY = 3000;
export const LYRICS_MAX_CHARS_V4_5 = 5000;
export const STYLES_MAX_CHARS_LEGACY = 200;
export const STYLES_MAX_CHARS_V4_5 = 1000;
export const EXCLUDED_STYLES_MAX_CHARS_LEGACY = 200;
export const EXCLUDED_STYLES_MAX_CHARS_V4_5 = 1000;

/** Decided: max_lengths of models before V4.5 (v2, v3, v3.5, v4) and of V4.5 and later. */
export const MAX_LENGTHS_LEGACY: MaxLengths = {
  gpt_description_prompt: DESCRIPTION_PROMPT_MAX_CHARS,
  prompt: LYRICS_MAX_CHARS_LEGACY,
  tags: STYLES_MAX_CHARS_LEGACY,
  title: TITLE_MAX_CHARS,
  negative_tags: EXCLUDED_STYLES_MAX_CHARS_LEGACY,
};
export const MAX_LENGTHS_V4_5: MaxLengths = {
  gpt_description_prompt: DESCRIPTION_PROMPT_MAX_CHARS,
  prompt: LYRICS_MAX_CHARS_V4_5,
  tags: STYLES_MAX_CHARS_V4_5,
  title: TITLE_MAX_CHARS,
  negative_tags: EXCLUDED_STYLES_MAX_CHARS_V4_5,
};
/** Decided: billing model max_lengths per model key (the mock server serves these). */
export const MODEL_MAX_LENGTHS: Readonly<Record<ModelKey, MaxLengths>> = {
  'chirp-v2': MAX_LENGTHS_LEGACY,
  'chirp-v3-0': MAX_LENGTHS_LEGACY,
  'chirp-v3-5': MAX_LENGTHS_LEGACY,
  'chirp-v4': MAX_LENGTHS_LEGACY,
  'chirp-v4-5': MAX_LENGTHS_V4_5,
  'chirp-v4-5-plus': MAX_LENGTHS_V4_5,
  'chirp-auk': MAX_LENGTHS_V4_5,
  'chirp-auk-infill': MAX_LENGTHS_V4_5,
  'chirp-carp': MAX_LENGTHS_V4_5,
  'chirp-bluejay': MAX_LENGTHS_V4_5,
  'chirp-crow': MAX_LENGTHS_V4_5,
  'chirp-dodo': MAX_LENGTHS_V4_5,
  'chirp-eagle': MAX_LENGTHS_V4_5,
  'chirp-finch': MAX_LENGTHS_V4_5,
  'chirp-gull': MAX_LENGTHS_V4_5,
  'chirp-hawk': MAX_LENGTHS_V4_5,
  'chirp-ibis': MAX_LENGTHS_V4_5,
};

// ---------------------------------------------------------------------------------------------
// Credits and plan quotas (1-generation §4, §6, §9; 3-library-social §6, §9)
// ---------------------------------------------------------------------------------------------

/** Minimum credits to create (1-generation §9). */
export const MIN_CREDITS_TO_CREATE = 10;
/** Decided: clips per generation request, credits per request and per clip. */
export const CLIPS_PER_GENERATION = 2;
export const CREDITS_PER_GENERATION = 10;
export const CREDITS_PER_CLIP = 5;
/** Decided: crop, fade and speed edit actions cost nothing (generating edits cost as generation). */
export const CREDITS_PER_EDIT_ACTION = 0;

/** Decided: credits a Pro or Premier subscription grants each month. */
export const MONTHLY_CREDITS_BY_PLAN: Readonly<Record<'pro' | 'premier', number>> = {
  pro: 2500,
  premier: 10000,
};
/** Decided: the Free plan has no monthly grant; its balance is topped up to this each day. */
export const FREE_DAILY_CREDITS = 50;
/** Decided: free-generation counters a new account starts with (1-generation §4). */
export const FREE_REMASTERS_DEFAULT = 3;
export const FREE_V4_GENERATIONS_DEFAULT = 10;
/** Decided: running generation requests allowed at once before 429 'Too many running jobs'. */
export const CONCURRENT_GENERATION_JOBS_BY_PLAN: Readonly<Record<PlanKey, number>> = {
  free: 1,
  pro: 5,
  premier: 10,
};

// ---------------------------------------------------------------------------------------------
// Create form (1-generation §2, §3, §5, §9; 3-library-social §4, §5)
// ---------------------------------------------------------------------------------------------

/** Decided: the generation path (configuration picks one of these; 1-generation §7). */
export const GENERATION_PATHS = ['/api/generate/v2/', '/api/generate/v2-web/'] as const;
export const DEFAULT_GENERATION_PATH = '/api/generate/v2/';
export const GENERATION_TYPE_DEFAULT = 'TEXT';
export const SIMPLE_MODE_LYRICS_MODEL_DEFAULT = 'default';
/** Custom song duration is sent only inside this range (1-generation §5, §9). */
export const CUSTOM_DURATION_MIN_S = 120;
export const CUSTOM_DURATION_MAX_S = 480;
/** Inspiration clips: unique, at most 4 (1-generation §9; 3-library-social §9). */
export const INSPIRATION_CLIPS_MAX = 4;
export const STEM_CONDITION_BATCH_SIZE = 2;
/** Voice persona defaults (1-generation §3, §9). */
export const VOICE_PERSONA_GPT_CFG_DEFAULT = 2;
export const VOICE_PERSONA_DIFFUSION_CFG_DEFAULT = 5;
/** Adjust-speed mode defaults (1-generation §3). */
export const ADJUST_SPEED_MULTIPLIER_DEFAULT = 1;
export const ADJUST_SPEED_KEEP_PITCH_DEFAULT = false;
export const SAVED_PROMPT_SEARCH_DEBOUNCE_MS = 300;
export const SAVED_PROMPTS_PAGE_SIZE = 100;
/** Default continue-at is the clip duration minus this, rounded (1-generation §5). */
export const CONTINUE_AT_END_OFFSET_S = 0.2;
/** Persona clip range default end: duration capped here (60 s with flag auk-model). */
export const PERSONA_CLIP_RANGE_MAX_S = 120;
export const PERSONA_CLIP_RANGE_MAX_AUK_MODEL_S = 60;
/** Decided: default recommended styles shown and related (co-existing) styles per style. */
export const DEFAULT_RECOMMENDED_STYLES_COUNT = 12;
export const RELATED_STYLES_COUNT = 6;
/** Decided: how long a freshly remastered (upsampled) clip carries its "new" marker. */
export const RECENT_UPSAMPLE_MARKER_MS = 600_000;
/** Decided: the create form's persona and library searches go through POST /api/search/. */
export const CREATE_FORM_PERSONA_SEARCH_TYPE = 'library_persona';
export const CREATE_FORM_LIBRARY_SEARCH_TYPE = 'library_song';

// Control sliders (1-generation §3, §5, §9), on a 0-100 scale, sent as a fraction of 100.
export const CONTROL_SLIDER_MIN = 0;
export const CONTROL_SLIDER_MAX = 100;
/** Decided: the shared default of weirdness and style influence. */
export const CONTROL_SLIDER_SHARED_DEFAULT = 50;
/** Decided: audio weight (audio influence) default. */
export const AUDIO_WEIGHT_DEFAULT = 25;
/** Spec value 75 "when painting is set"; decided: it is the audio weight default then. */
export const AUDIO_WEIGHT_PAINTING_DEFAULT = 75;
/** Decided: models that take control sliders (V4.5 and later). */
// prettier-ignore
export const CONTROL_SLIDER_MODELS = [
  'chirp-v4-5', 'chirp-v4-5-plus', 'chirp-auk', 'chirp-auk-infill', 'chirp-carp', 'chirp-bluejay',
  'chirp-crow', 'chirp-dodo', 'chirp-eagle', 'chirp-finch', 'chirp-gull', 'chirp-hawk', 'chirp-ibis',
] as const satisfies readonly ModelKey[];

// ---------------------------------------------------------------------------------------------
// Infill, extend, painting (1-generation §5; 2-studio §4, §5, §9)
// ---------------------------------------------------------------------------------------------

/** Decided: minimum infill span, waived for intro/outro tasks or flag edit-mode-intro. */
export const INFILL_MIN_SPAN_S = 2;
/** Infill tool selection minimum 5 units; decided: the unit is seconds. */
export const INFILL_TOOL_MIN_SELECTION_S = 5;
/** Infill intro / outro fixed durations (1-generation §5). */
export const INTRO_OUTRO_DURATIONS_S = [5, 10, 15, 20] as const;
/** Decided: the shared maximum of underpainting and overpainting seconds. */
export const PAINTING_MAX_S = 480;
/** Default extend start (2-studio §4): over 45 s -> duration - 15; over 15 s -> duration - 5; else 0. */
export const EXTEND_DEFAULT_LONG_THRESHOLD_S = 45;
export const EXTEND_DEFAULT_LONG_OFFSET_S = 15;
export const EXTEND_DEFAULT_SHORT_THRESHOLD_S = 15;
export const EXTEND_DEFAULT_SHORT_OFFSET_S = 5;

// Studio selection lengths (2-studio §5, §9).
export const CREATE_SELECTION_MIN_S = 2;
export const CREATE_SELECTION_MAX_S = 120;
export const CLASSIC_REPLACE_MIN_S = 2;
export const CLASSIC_REPLACE_MAX_S = 120;
export const FIXED_REPLACE_MAX_S = 26;
export const SMART_REPLACE_MAX_S = 120;
/** A replace selection of this length or less is empty. */
export const EMPTY_SELECTION_MAX_S = 0.01;
export const REPLACE_MODES = ['smart_infill', 'infill', 'fixed_infill'] as const;
export const REPLACE_MODE_DEFAULT = 'smart_infill';
export const END_SELECTION_MODE_DEFAULT = 'replace';

// ---------------------------------------------------------------------------------------------
// Clip lifecycle and polling schedules (1-generation §4, §9; 2-studio §4, §9; 3-library-social §4)
// ---------------------------------------------------------------------------------------------

export const CLIP_POLL_INTERVAL_MS = 2500;
/** Feed batch: ids per GET /api/feed/v2 poll. */
export const CLIP_POLL_BATCH_SIZE = 48;
export const CLIP_POLL_THROTTLE_MS = 2500;
/** Decided: a clip still not complete or error after this is given up ("timed out"). */
export const CLIP_POLL_TIMEOUT_MS = 1_800_000;
/** Stuck thresholds (1-generation §4, §9). */
export const STUCK_SUBMITTED_MS = 120_000;
export const STUCK_QUEUED_MS = 900_000;

export const LYRICS_POLL_INTERVAL_MS = 4000;
export const LYRICS_POLL_MAX_TRIES = 10;

export const PREVIEW_POLL_INTERVAL_MS = 15_000;
export const PREVIEW_POLL_TIMEOUT_MS = 60_000;

export const WAV_POLL_INTERVAL_MS = 5000;
export const WAV_POLL_MAX_TRIES = 24;
export const WAV_POLL_TIMEOUT_MS = 120_000;
export const OPUS_POLL_INTERVAL_MS = 5000;
export const OPUS_POLL_MAX_TRIES = 24;
export const OPUS_POLL_TIMEOUT_MS = 120_000;

export const SHARE_ASSET_POLL_INTERVAL_MS = 2000;
export const SHARE_ASSET_POLL_TIMEOUT_MS = 300_000;

export const EDIT_ACTION_POLL_INTERVAL_MS = 4000;
export const EDIT_ACTION_POLL_MAX_TRIES = 10;

export const DOWNBEATS_POLL_INTERVAL_MS = 2500;
export const DOWNBEATS_POLL_TIMEOUT_MS = 300_000;

export const LYRICS_ALIGNMENT_POLL_INTERVAL_MS = 2500;
/** Decided: aligned-lyrics v3 polling gives up (and falls back to v2) after this. */
export const LYRICS_ALIGNMENT_POLL_TIMEOUT_MS = 300_000;

export const VIDEO_POLL_INTERVAL_MS = 4000;
export const VIDEO_POLL_MAX_TRIES = 60;

export const UPLOAD_POLL_INTERVAL_MS = 4000;
export const UPLOAD_POLL_MAX_TRIES = 75;

export const HOOK_VIDEO_PROCESSING_POLL_INTERVAL_MS = 2000;
export const HOOK_VIDEO_PROCESSING_TIMEOUT_MS = 180_000;
export const HOOK_VIDEO_UPLOAD_TIMEOUT_MS = 600_000;
export const HOOK_STATUS_POLL_INTERVAL_MS = 2000;
/** Decided: hook status polling gives up after this. */
export const HOOK_STATUS_POLL_TIMEOUT_MS = 300_000;

/** Stem and alignment queries refetch while expected clips are missing (1-generation §9; 2-studio §9). */
export const STEM_ALIGNMENT_REFETCH_INTERVAL_MS = 2500;
export const STEM_ALIGNMENT_STALE_TIME_MS = 1000;
export const STEM_ALIGNMENT_GC_TIME_MS = 1000;

export const PLAYBACK_ANALYTICS_INTERVAL_MS = 5000;
/** Playback analytics spans under this are dropped (2-studio §4). */
export const PLAYBACK_ANALYTICS_MIN_SPAN_S = 0.1;

/** Audio buffer wait: 300 checks at 100 ms (1-generation §9). */
export const AUDIO_BUFFER_WAIT_MS = 30_000;
export const AUDIO_BUFFER_WAIT_CHECK_INTERVAL_MS = 100;
export const AUDIO_BUFFER_WAIT_CHECKS = 300;
/** Audio buffers fetched from the CDN with retries (2-studio §9; 3-library-social §7, §9). */
export const AUDIO_BUFFER_FETCH_RETRIES = 5;
export const AUDIO_BUFFER_FETCH_RETRY_DELAY_MS = 1000;

/** Bootstrap waits for the user id (3-library-social §4). */
export const BOOTSTRAP_USER_ID_TRIES = 20;
export const BOOTSTRAP_USER_ID_INTERVAL_MS = 100;

// ---------------------------------------------------------------------------------------------
// Caches (1-generation §9; 2-studio §9; 3-library-social §7, §9)
// ---------------------------------------------------------------------------------------------

export const CLIP_CACHE_FRESHNESS_MS = 300_000;
export const CLIP_LIST_CACHE_MS = 300_000;
export const CONTEST_CACHE_MS = 300_000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_DELAY_MS = 2000;
/** The query cache persistence key is dated with this (1-generation §9). */
export const QUERY_CACHE_PERSISTENCE_KEY_DATE = 'jul-28-2025';
/** Aligned lookup tolerance and tempo-aligned matching (1-generation §9; 2-studio §9). */
export const ALIGNED_LOOKUP_TOLERANCE_S = 0.1;
export const TEMPO_ALIGNED_MATCH_TOLERANCE_S = 0.08;

// ---------------------------------------------------------------------------------------------
// Notices and toasts, durations only (1-generation §8, §9; 2-studio §8, §9; 3-library-social §8, §9)
// ---------------------------------------------------------------------------------------------

export const TOAST_MIN_MS = 2000;
export const TOAST_MAX_MS = 10_000;
export const INFO_NOTICE_MS = 3000;
export const INFO_NOTICE_VOX_HINT_MS = 10_000;
export const CREATE_FORM_ERROR_TOAST_MS = 4000;
export const GENERATION_ERROR_TOAST_MIN_MS = 4000;
export const GENERATION_ERROR_TOAST_MAX_MS = 6000;
/** 429 'Too many running jobs' for non-Basic users. */
export const RATE_LIMIT_WAIT_TOAST_MS = 4000;
/** 423 and 451 toasts. */
export const SUPPORT_ASSISTANCE_TOAST_MS = 6000;
export const LYRICS_GUIDELINES_TOAST_MS = 6000;
/** 'Error generating clip', once per clip id, closable. */
export const CLIP_ERROR_TOAST_MS = 5000;
export const REMASTERING_TOAST_MS = 10_000;
export const SAMPLE_PACK_TOAST_MS = 8000;
export const PROMPT_TOAST_MS = 2000;
export const LINK_COPY_TOAST_MS = 2000;
export const VIDEO_DOWNLOADED_TOAST_MS = 3000;
export const UPLOAD_ERROR_TOAST_MS = 4000;
export const STUDIO_ERROR_TOAST_MS = 5000;
export const STUDIO_TOAST_MIN_MS = 2000;
export const STUDIO_TOAST_MAX_MS = 6000;
export const WORKSPACE_ACTION_TOAST_MS = 2000;
export const LOVE_TOAST_MS = 3000;
export const PERSONA_ERROR_TOAST_MS = 5000;

// ---------------------------------------------------------------------------------------------
// Song actions: pins, remaster, upsample, comments, play counts (1-generation §4, §5, §7, §9)
// ---------------------------------------------------------------------------------------------

export const PIN_LIMIT_DEFAULT = 5;
/** Decided: the pin limit with flag artist-profiles. */
export const PIN_LIMIT_ARTIST_PROFILES = 10;
export const REMASTER_MAX_DURATION_S = 960;
export const REMASTER_TITLE_MAX_CHARS = 80;
/** Upsample parameters are clamped to 0..1 and sent only when not at these defaults. */
export const UPSAMPLE_PARAM_MIN = 0;
export const UPSAMPLE_PARAM_MAX = 1;
export const UPSAMPLE_FREEDOM_DEFAULT = 0;
export const UPSAMPLE_TONE_DEFAULT = 0.5;
export const UPSAMPLE_STRENGTH_DEFAULT = 0.5;
export const UPSAMPLE_STEREO_WIDTH_DEFAULT = 0.5;
export const UPSAMPLE_CLARITY_DEFAULT = 0.5;
export const COMMENT_REPLIES_PAGE_SIZE = 10;
export const COMMENT_ORDERS = ['newest', 'oldest', 'most_liked'] as const;
export const PERSONA_NAME_DISPLAY_MAX_CHARS = 20;
/** POST /api/gen/bulk_increment_play_counts/v2 sample_factor. */
export const BULK_PLAY_COUNT_SAMPLE_FACTOR = 1;
/** Play-count sampling factor is 1 + floor(play_count / 100) (3-library-social §4, §9). */
export const PLAY_COUNT_SAMPLING_DIVISOR = 100;
export const IMAGE_SIZES = [100, 360, 720, 1024] as const;
export const CLIP_SAMPLE_RATE_HZ = 48_000;
/** Feed v3 / stem feed limit (1-generation §9; 2-studio §9; 3-library-social §9). */
export const FEED_V3_LIMIT = 64;
export const STEM_FEED_LIMIT = 64;

// ---------------------------------------------------------------------------------------------
// Downloads (2-studio §4, §5, §9)
// ---------------------------------------------------------------------------------------------

/** Decided: downloads of clips the user does not own, per period; null is unlimited. */
export const DOWNLOAD_QUOTA_BY_PLAN: Readonly<Record<PlanKey, number | null>> = {
  free: 10,
  pro: 100,
  premier: null,
};
export const DOWNLOAD_QUOTA_PERIOD = 'month';
// prettier-ignore
export const DOWNLOAD_ACTIONS = ['download_audio', 'download_audio_wav', 'download_video', 'share'] as const;
export const WAV_EXPORT_BIT_DEPTHS = [16, 32] as const;

// ---------------------------------------------------------------------------------------------
// Audio upload and recording (2-studio §2, §4, §5, §9)
// ---------------------------------------------------------------------------------------------

export const UPLOAD_MAX_BYTES = 524_288_000;
export const UPLOAD_MAX_FILES = 1;
export const UPLOAD_MIN_DURATION_S = 6;
/** Decided: maxima per user kind; "largest" (staff, skip-paywall) is the 8-minute limit. */
export const UPLOAD_MAX_DURATION_FREE_S = 60;
export const UPLOAD_MAX_DURATION_PAID_S = 480;
export const UPLOAD_MAX_DURATION_LARGEST_S = 480;
/** The trim minimum plus this applies when cutting. */
export const UPLOAD_TRIM_CUT_MARGIN_S = 0.5;
export const UPLOAD_PROGRESS_PERCENT = { uploading: 20, initializing: 75, complete: 100 } as const;
export const UPLOAD_PROGRESS_RESET_MS = 500;
export const UPLOAD_MODAL_HEIGHT_PX = 600;
export const UPLOAD_MODAL_MAX_WIDTH_PX = 500;
/** Decided: the path for setting metadata after an upload (2-studio §7 "path not shown"). */
export const UPLOAD_SET_METADATA_PATH = '/api/gen/{gen_id}/set_metadata/';

// ---------------------------------------------------------------------------------------------
// Video and hooks (2-studio §4, §5, §9)
// ---------------------------------------------------------------------------------------------

export const VIDEO_UPLOAD_DEFAULT_MAX_BYTES = 104_857_600;
export const HOOK_VIDEO_MAX_BYTES = 209_715_200;
export const HOOK_VIDEO_MIN_DURATION_MS = 10_000;
export const HOOK_VIDEO_MAX_DURATION_MS = 120_000;
export const HOOK_AUDIO_SNIPPET_MAX_MS = 120_000;
export const HOOK_AV_DURATION_TOLERANCE_MS = 100;
export const HOOK_TRIM_STEP_S = 0.2;
export const HOOK_TRIM_MIN_HANDLE_GAP_PX = 10;
export const PHOTO_UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp', 'bmp'] as const;
export const PHOTO_SCALE_MIN = 0.5;
export const PHOTO_SCALE_MAX = 1.5;
export const PHOTO_SCALE_DEFAULT = 1;
export const PHOTO_SCALE_SLIDER_MAX = 100;
export const IMAGE_CROP_DEFAULT_PX = 200;
export const IMAGE_CROP_SMALL_PX = 150;
export const IMAGE_CROP_DEBOUNCE_MS = 200;
export const IMAGE_CROP_BORDER_PX = 4;

// ---------------------------------------------------------------------------------------------
// Studio and edit timeline (2-studio §2, §3, §4, §5, §9)
// ---------------------------------------------------------------------------------------------

export const AUTOSAVE_DEBOUNCE_MS = 2500;
export const HISTORY_COMMIT_IDLE_MS = 150;
export const PREVIEW_STOP_MS = 250;
/** Queued generation (clip creation intent) timeout: abandoned after this. */
export const QUEUED_GENERATION_TIMEOUT_MS = 60_000;
export const EDIT_FADE_OUT_DEFAULT_MS = 5000;
export const EDIT_SPEED_FACTOR_DEFAULT = 1;
export const CONTEXT_WINDOW_DEFAULT_BEATS = 32;
export const ZOOM_MIN_PX_PER_BEAT = 0.01;
/** The §9 list gives 128000 and also calls maximum zoom "not shown"; decided: 128000. */
export const ZOOM_MAX_PX_PER_BEAT = 128_000;
export const ZOOM_DEFAULT_PX_PER_BEAT = 100;
export const GRID_BASE_BEATS = 1;
export const GRID_MULTIPLIER_MIN = 1 / 32;
export const GRID_MULTIPLIER_MAX = 32;
export const MIN_DRAGGABLE_CONTENT_PX = 4;
export const DRAG_THRESHOLD_PX = 5;
export const TRACK_HEIGHT_STUDIO_PX = 88;
export const TRACK_HEIGHT_EDIT_PX = 160;
/** The alternate track-height reading (2-studio §3: "Both readings are given"). */
export const TRACK_HEIGHT_ALT_DEFAULT_PX = 80;
export const TRACK_HEIGHT_ALT_MIN_PX = 40;
export const TRACK_HEIGHT_ALT_MAX_PX = 160;
export const TAKE_LANE_HEIGHT_PX = 32;
export const SIDEBAR_COLLAPSED_PX = 50;
export const SIDEBAR_OPEN_PX = 350;
export const CREATE_PANEL_DEFAULT_PX = 450;
export const LIBRARY_PANEL_DEFAULT_PX = 450;
export const VERTICAL_TOP_PANEL_DEFAULT_PX = 500;
export const PANEL_COLLAPSED_PX = 48;
export const PANEL_EXPANDED_MIN_PX = 368;
export const STUDIO_LOADING_OVERLAY_MS = 8000;
export const LEGACY_EDITOR_LINK_DELAY_MS = 5000;
export const MASTER_VOLUME_DEFAULT = 1;
export const DEFAULT_CLIP_LENGTH_S = 480;
export const DEFAULT_CLIP_LENGTH_BEATS = 960;
export const DEFAULT_LOOP_START_BEATS = 0;
export const DEFAULT_LOOP_END_BEATS = 32;
export const LOOP_DEFAULT_LENGTH_BEATS = 8;
export const DEFAULT_LOOP_END_IN_CLIP_BEATS = 999;
export const PREVIEW_CLIP_LENGTH_BEATS = 999;
export const WARP_SPEED_DEFAULT = 1;
export const FALLBACK_TEMPO_BPS = 2;
export const METRONOME_CLIP_START_BEATS = -32;
export const METRONOME_CLIP_END_BEATS = 1024;
export const FADE_EXPONENT = 2;
export const AUTO_FADE_BEATS = 0.0625;
export const ARRANGEMENT_DEFAULT_END_BEATS = 240;
export const ARRANGEMENT_LENGTH_FACTOR = 1.5;
export const ARRANGEMENT_MIN_LENGTH_BEATS = 240;
export const WARP_MAP_CACHE_SIZE = 1000;
export const WARP_ARRAY_MEMO_SIZE = 100_000;
export const SELECTOR_MEMO_SIZE = 50;
export const MERGE_ID_CACHE_SIZE = 250;
export const TRANSPOSITION_MIN_SEMITONES = -24;
export const TRANSPOSITION_MAX_SEMITONES = 24;
export const TRANSPOSITION_STEP_SEMITONES = 1;
export const SPEED_MULTIPLIER_MIN = 1 / 128;
export const SPEED_MULTIPLIER_MAX = 128;
/** Speed buttons halve or double. */
export const SPEED_BUTTON_FACTOR = 2;
/** Decided: the studio's other limits (2-studio §9 "constants for the other limits not shown"). */
export const CLIP_AMPLITUDE_MIN = 0;
export const CLIP_AMPLITUDE_MAX = 4;
export const TRACK_AMPLITUDE_MIN = 0;
export const TRACK_AMPLITUDE_MAX = 4;
export const TRACK_BALANCE_MIN = -1;
export const TRACK_BALANCE_MAX = 1;
export const MASTER_VOLUME_MIN = 0;
export const MASTER_VOLUME_MAX = 2;
export const EMBED_FRAME_WIDTH_PX = 760;
export const EMBED_FRAME_HEIGHT_PX = 240;

// Waveform and decoder (2-studio §4, §9).
export const WAVEFORM_BLOCKS_PER_PAGE = 512;
export const WAVEFORM_MAX_CACHED_PAGES = 7800;
/** Levels above this are never evicted. */
export const WAVEFORM_PINNED_LEVEL_ABOVE = 10;
export const WAVEFORM_PAGE_LOAD_RETRIES = 3;
export const WAVEFORM_PAGE_LOAD_RETRY_DELAY_MS = 1000;
export const WAVEFORM_SAMPLES_PER_SECOND_PER_POINT = 15;
export const WAVEFORM_POINTS_DEFAULT = 2000;
export const WAVEFORM_DEFAULT_HEIGHT_PX = 200;
export const WAVEFORM_SELECTION_QUANTIZE_S = 0.2;
export const SCRUB_THROTTLE_MS = 50;
export const DECODER_OPEN_MAX_RETRIES = 6;
export const DECODER_OPEN_TIMEOUT_MS = 1000;
export const DECODER_BACKOFF_INITIAL_MS = 200;
export const DECODER_BACKOFF_FACTOR = 2;
export const DECODER_BACKOFF_MAX_MS = 8000;

// Stems (2-studio §3).
// prettier-ignore
export const STEM_GROUPS = [
  'Vocals', 'Backing_Vocals', 'Drums', 'Bass', 'Guitar', 'Keyboard', 'Percussion', 'Strings', 'Synth',
  'FX', 'Brass', 'Woodwinds',
] as const;
export const STEM_MODEL_NAME_MARKER = '-stem';
export const COLOUR_SWATCH_COUNT = 40;
export const INSTRUMENT_ICON_COUNT = 20;
/** Decided: the instrument list (order 0-127) is the General MIDI program list. */
// prettier-ignore
export const STEM_INSTRUMENT_NAMES = [
  'Acoustic Grand Piano', 'Bright Acoustic Piano', 'Electric Grand Piano', 'Honky-tonk Piano',
  'Electric Piano 1', 'Electric Piano 2', 'Harpsichord', 'Clavinet',
  'Celesta', 'Glockenspiel', 'Music Box', 'Vibraphone', 'Marimba', 'Xylophone', 'Tubular Bells', 'Dulcimer',
  'Drawbar Organ', 'Percussive Organ', 'Rock Organ', 'Church Organ', 'Reed Organ', 'Accordion',
  'Harmonica', 'Tango Accordion',
  'Acoustic Guitar (nylon)', 'Acoustic Guitar (steel)', 'Electric Guitar (jazz)',
  'Electric Guitar (clean)', 'Electric Guitar (muted)', 'Overdriven Guitar', 'Distortion Guitar',
  'Guitar Harmonics',
  'Acoustic Bass', 'Electric Bass (finger)', 'Electric Bass (pick)', 'Fretless Bass', 'Slap Bass 1',
  'Slap Bass 2', 'Synth Bass 1', 'Synth Bass 2',
  'Violin', 'Viola', 'Cello', 'Contrabass', 'Tremolo Strings', 'Pizzicato Strings', 'Orchestral Harp',
  'Timpani',
  'String Ensemble 1', 'String Ensemble 2', 'Synth Strings 1', 'Synth Strings 2', 'Choir Aahs',
  'Voice Oohs', 'Synth Voice', 'Orchestra Hit',
  'Trumpet', 'Trombone', 'Tuba', 'Muted Trumpet', 'French Horn', 'Brass Section', 'Synth Brass 1',
  'Synth Brass 2',
  'Soprano Sax', 'Alto Sax', 'Tenor Sax', 'Baritone Sax', 'Oboe', 'English Horn', 'Bassoon', 'Clarinet',
  'Piccolo', 'Flute', 'Recorder', 'Pan Flute', 'Blown Bottle', 'Shakuhachi', 'Whistle', 'Ocarina',
  'Lead 1 (square)', 'Lead 2 (sawtooth)', 'Lead 3 (calliope)', 'Lead 4 (chiff)', 'Lead 5 (charang)',
  'Lead 6 (voice)', 'Lead 7 (fifths)', 'Lead 8 (bass + lead)',
  'Pad 1 (new age)', 'Pad 2 (warm)', 'Pad 3 (polysynth)', 'Pad 4 (choir)', 'Pad 5 (bowed)',
  'Pad 6 (metallic)', 'Pad 7 (halo)', 'Pad 8 (sweep)',
  'FX 1 (rain)', 'FX 2 (soundtrack)', 'FX 3 (crystal)', 'FX 4 (atmosphere)', 'FX 5 (brightness)',
  'FX 6 (goblins)', 'FX 7 (echoes)', 'FX 8 (sci-fi)',
  'Sitar', 'Banjo', 'Shamisen', 'Koto', 'Kalimba', 'Bagpipe', 'Fiddle', 'Shanai',
  'Tinkle Bell', 'Agogo', 'Steel Drums', 'Woodblock', 'Taiko Drum', 'Melodic Tom', 'Synth Drum',
  'Reverse Cymbal',
  'Guitar Fret Noise', 'Breath Noise', 'Seashore', 'Bird Tweet', 'Telephone Ring', 'Helicopter',
  'Applause', 'Gunshot',
] as const;
/** Decided: instrument colour = swatch STEM_INSTRUMENT_FAMILY_SWATCH_INDEX[floor(order / 8)]. */
export const STEM_INSTRUMENT_FAMILY_SWATCH_INDEX = [
  0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 25, 27, 30, 32, 35, 37,
] as const;

// Live radio (2-studio §4, §9; 3-library-social §4, §9).
export const RADIO_VOLUME_MIN = 0;
export const RADIO_VOLUME_MAX = 100;
export const RADIO_VOLUME_DEFAULT = 100;
export const RADIO_SYNC_TOLERANCE_MS = 2000;
export const RADIO_REFETCH_BEFORE_END_MS = 15_000;
export const RADIO_REFETCH_MIN_MS = 1000;

// ---------------------------------------------------------------------------------------------
// Library, playlists, personas, workspaces (1-generation §9; 3-library-social §4, §5, §7, §9)
// ---------------------------------------------------------------------------------------------

export const CLIP_PAGE_SIZE_DEFAULT = 20;
export const LIBRARY_PAGE_MIN = 0;
export const WORKSPACE_PAGE_MIN = 1;
/** A workspace clip list reloads when it holds fewer than this fraction of a page. */
export const WORKSPACE_RELOAD_PAGE_FRACTION = 0.5;
export const WORKSPACE_NAME_MAX_CHARS = 100;
export const FILTER_DEBOUNCE_MS = 350;
/** Decided: library search text maximum (the shared 256-character search maximum). */
export const LIBRARY_SEARCH_MAX_CHARS = 256;
/** Decided: library search debounce (the same as the clip-browser filter debounce). */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 350;
export const SEARCH_TERM_MAX_CHARS = 256;
export const PLAYLIST_SEARCH_DEBOUNCE_MS = 300;
/** Playlist page size 12 (1-generation §9); playlist clips page 20 (3-library-social §7). */
export const PLAYLIST_PAGE_SIZE = 12;
export const PLAYLIST_CLIPS_PAGE_SIZE = 20;
export const LIKED_PLAYLIST_PAGE_SIZE = 50;
export const PROFILES_PAGE_SIZE = 20;
export const PERSONA_LIST_PAGE_SIZE = 20;
export const REMIX_CHILDREN_PAGE_SIZE = 20;
/** Decided: following-feed page_size (3-library-social §7 gives no value). */
export const FOLLOWING_FEED_PAGE_SIZE = 20;
export const PERSONA_AVATAR_PROMPT_MAX_CHARS = 200;
/** Decided: persona description maximum (the shared limit). */
export const PERSONA_DESCRIPTION_MAX_CHARS = 200;
/** Persona songs up to 4 minutes. */
export const PERSONA_SOURCE_MAX_DURATION_S = 240;

// Search (3-library-social §2, §7).
// prettier-ignore
export const SEARCH_PAGE_TYPES = ['public_song', 'public_persona', 'playlist', 'user', 'platform_genre'] as const;
// prettier-ignore
export const SEARCH_TYPES = [
  'public_song', 'public_persona', 'library_song', 'library_persona', 'library_playlist', 'tag_song',
  'hashtag_song',
] as const;
export const SEARCH_RANK_BY = ['trending', 'most_relevant'] as const;
export const LIBRARY_SEARCH_PAGE_SIZE = 20;
export const SIMPLE_SEARCH_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZES = [20, 40, 40] as const;

// Discover (3-library-social §3, §7).
// prettier-ignore
export const DISCOVER_SECTION_NAMES = [
  'banner', 'playlist', 'playlist_list', 'style_list', 'user_list', 'persona_list', 'featured_feed',
  'shortcut', 'hooks', 'contest_list',
] as const;
export type DiscoverSectionName = (typeof DISCOVER_SECTION_NAMES)[number];
// prettier-ignore
export type DiscoverItemKind =
  'banner' | 'clip' | 'playlist' | 'style' | 'profile' | 'persona' | 'shortcut' | 'hook' | 'contest';
/** Decided: what the items of each discover section are. */
export const DISCOVER_SECTION_CONTENTS: Readonly<Record<DiscoverSectionName, DiscoverItemKind>> = {
  banner: 'banner',
  playlist: 'clip',
  playlist_list: 'playlist',
  style_list: 'style',
  user_list: 'profile',
  persona_list: 'persona',
  featured_feed: 'clip',
  shortcut: 'shortcut',
  hooks: 'hook',
  contest_list: 'contest',
};
/** Decided: items per section and sections per discover page. */
export const DISCOVER_SECTION_SIZE = 12;
export const DISCOVER_PAGE_SIZE = 5;

// ---------------------------------------------------------------------------------------------
// Player, queue, navigation, local state (3-library-social §2, §4, §9)
// ---------------------------------------------------------------------------------------------

export const PLAYER_STEP_BACK_RESTART_MS = 3000;
export const UNMUTE_DEFAULT_VOLUME = 0.6;
export const LOCAL_VOLUME_DEFAULT = 1;
export const LOCAL_VOLUME_MIN = 0;
export const LOCAL_VOLUME_MAX = 1;
export const PLAYBAR_VOLUME_MAX = 100;
export const RECENTLY_PLAYED_MAX = 50;
export const UNKNOWN_DURATION_STREAM_S = 60;
export const UNKNOWN_DURATION_EXTEND_S = 30;
/** Audio format gates (3-library-social §4). */
export const SAFARI_OPUS_WEBM_MIN_VERSION = 17.5;
export const WEBM_CLIPS_CREATED_AFTER = '2025-04-27';
export const M4A_CLIPS_CREATED_AFTER = '2025-09-03';
export const AUTOPLAY_PAGE_SIZE = 30;
export const AUTOPLAY_QUEUE_ENTRIES_SENT = 50;
export const AUTOPLAY_REFILL_AHEAD_THRESHOLD = 2;
export const QUEUE_SHUFFLE_DEFAULT = false;
export const QUEUE_CONTINUOUS_DEFAULT = true;
export const QUEUE_AUTOPLAY_DEFAULT = true;
export const NAVIGATION_HISTORY_MAX = 5;
export const LOCAL_EDIT_STATE_EXPIRY_MS = 900_000;
export const PLAYBAR_SAVE_DEBOUNCE_MS = 500;
export const CURRENT_TIME_DEBOUNCE_MS = 1000;
export const STATE_SYNC_DEBOUNCE_MS = 300;
/** Playbar state is not restored on paths containing these; decided: the unshown one is '/embed/'. */
// prettier-ignore
export const PLAYBAR_RESTORE_EXCLUDED_PATHS = [
  '/song/', '/s/', '/home', '/create', '/playlist/', '/embed/',
] as const;

// Promos (3-library-social §4, §7, §9).
export const PROMO_HIDE_DISMISS_COUNT = 2;
export const PROMO_HIDE_WINDOW_MS = 172_800_000;
/** Decided: promo records persist in the injected local Storage, not through a server call. */
export const PROMO_PERSISTENCE = 'local';
export const PROMO_STORAGE_KEY = 'cadenza.promos.v1';

// Theme dimensions (3-library-social §9).
export const THEME_BUTTON_BIG_PX = 40;
export const THEME_BUTTON_SMALL_PX = 36;
export const THEME_BUTTON_BIG_COMPACT_PX = 32;
export const THEME_BUTTON_SMALL_COMPACT_PX = 32;
export const THEME_SPACES_PX = [16, 12, 8] as const;
export const THEME_SPACES_COMPACT_PX = [8, 6, 4] as const;

// ---------------------------------------------------------------------------------------------
// Response shapes the spec leaves "not shown" (1-generation §7; 2-studio §7): decided schema names
// in openapi.yaml, keyed by "METHOD path" as in openapi/spec-calls.yaml.
// ---------------------------------------------------------------------------------------------

export const NOT_SHOWN_RESPONSE_SCHEMAS = {
  'POST /api/notification/v2/read': 'MarkNotificationsReadResponse',
  'POST /api/notification/suppress': 'SuppressNotificationsResponse',
  'POST /api/profiles/follow': 'FollowProfileResponse',
  'POST /api/prompts/delete/': 'DeletePromptResponse',
  'GET /api/clips/{clip_id}/project': 'GetClipProjectResponse',
  'POST /api/gen/{gen_id}/unlock-preview': 'UnlockPreviewResponse',
  'GET /api/generate/requests/': 'GetRunningRequestsResponse',
  'GET /api/gen/{clip_id}/comments/count': 'GetClipCommentsCountResponse',
  'GET /api/gen/{clip_id}/comments': 'GetClipCommentsResponse',
  'GET /api/comment/{comment_id}/replies': 'GetCommentRepliesResponse',
  'POST /api/gen/{clip_id}/comment': 'CreateCommentResponse',
  'POST /api/comment/{comment_id}/reaction': 'ReactToCommentResponse',
  'DELETE /api/comment/{comment_id}': 'DeleteCommentResponse',
  'POST /api/comment/{comment_id}/report': 'ReportCommentResponse',
  'POST /api/comment/block-user': 'BlockUserResponse',
  'POST /api/comment/unblock-user': 'UnblockUserResponse',
  'POST /api/gen/{gen_id}/set_configurations/': 'SetConfigurationsResponse',
  'POST /api/gen/{clip_id}/toggle_comments/': 'ToggleCommentsResponse',
  'POST /api/clips/{clip_id}/set_remix_type': 'SetRemixTypeResponse',
  'POST /api/gen/{gen_id}/update_flag_state/': 'UpdateFlagStateResponse',
  'POST /api/gen/{gen_id}/update_feedback_state/': 'UpdateFeedbackStateResponse',
  'POST /api/gen/{gen_id}/update_reaction_type/': 'UpdateReactionTypeResponse',
  'POST /api/recommend/feedback/song/{clip_id}': 'SetSongFeedbackResponse',
  'DELETE /api/recommend/feedback/song/{clip_id}': 'DeleteSongFeedbackResponse',
  'POST /api/gen/{gen_id}/set_display_tags': 'SetDisplayTagsResponse',
  'POST /api/gen/{gen_id}/set_metadata/': 'SetMetadataResponse',
  'POST /api/gen/{gen_id}/set_visibility/': 'SetVisibilityResponse',
  'POST /api/gen/trash/': 'TrashClipsResponse',
  'POST /api/clips/delete/': 'DeleteClipsResponse',
  'POST /api/generate/concat/v2/': 'ConcatClipResponse',
  'POST /api/generate/merge/': 'MergeClipsResponse',
  'GET /api/clips/aligned_clip_siblings': 'GetAlignedClipSiblingsResponse',
  'GET /api/share/code/{share_id}': 'GetShareCodeResponse',
  'POST /api/gen/bulk_increment_play_counts/v2': 'BulkIncrementPlayCountsResponse',
  'GET /api/clip/{clip_id}': 'GetClipResponse',
  'GET /api/gen/{clip_id}/aligned_lyrics/v2/': 'GetAlignedLyricsV2Response',
  'GET /api/gen/{clip_id}/aligned_lyrics/v3': 'GetAlignedLyricsV3Response',
  'GET /api/gen/{clip_id}/downbeats': 'GetDownbeatsResponse',
} as const;

// ---------------------------------------------------------------------------------------------
// Mock server timings at speed 1 (decided; ARCHITECTURE.md mock-server). Each is well inside the
// spec's polling budget for that job so the happy path completes; fault injection covers timeouts.
// ---------------------------------------------------------------------------------------------

export const MOCK_CLIP_SUBMITTED_MS = 2000;
export const MOCK_CLIP_QUEUED_MS = 3000;
export const MOCK_CLIP_STREAMING_MS = 20_000;
export const MOCK_LYRICS_JOB_MS = 6000;
export const MOCK_EDIT_ACTION_MS = 8000;
export const MOCK_UPLOAD_PROCESSING_MS = 10_000;
export const MOCK_VIDEO_UPLOAD_PROCESSING_MS = 6000;
export const MOCK_VIDEO_RENDER_MS = 12_000;
export const MOCK_HOOK_RENDER_MS = 10_000;
export const MOCK_SHARE_ASSET_RENDER_MS = 6000;
export const MOCK_WAV_CONVERSION_MS = 8000;
export const MOCK_OPUS_CONVERSION_MS = 8000;
export const MOCK_DOWNBEATS_MS = 3000;
export const MOCK_LYRICS_ALIGNMENT_MS = 3000;

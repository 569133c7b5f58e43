// Clip lifecycle, polling schedules and caches. Part of ../constants.ts.

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

/** Audio buffer wait: 300 checks at 100 ms (1-generation §9). */
export const AUDIO_BUFFER_WAIT_MS = 30_000;
export const AUDIO_BUFFER_WAIT_CHECK_INTERVAL_MS = 100;
export const AUDIO_BUFFER_WAIT_CHECKS = 300;

/** Bootstrap waits for the user id (3-library-social §4). */
export const BOOTSTRAP_USER_ID_TRIES = 20;
export const BOOTSTRAP_USER_ID_INTERVAL_MS = 100;

// ---------------------------------------------------------------------------------------------
// Caches (1-generation §9; 2-studio §9; 3-library-social §7, §9)
// ---------------------------------------------------------------------------------------------

export const CLIP_CACHE_FRESHNESS_MS = 300_000;
export const CLIP_LIST_CACHE_MS = 300_000;
export const CONTEST_CACHE_MS = 300_000;
/** Query retries and the resend of an unanswered generation: the wire layer's own numbers. */
export { GENERATION_RESEND_RETRIES, QUERY_RETRIES, QUERY_RETRY_DELAY_MS } from '../../api/retry';
/** The query cache persistence key is dated with this (1-generation §9). */
export const QUERY_CACHE_PERSISTENCE_KEY_DATE = 'jul-28-2025';

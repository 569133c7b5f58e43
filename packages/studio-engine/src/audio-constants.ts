// Constants of 2-studio.md (§4, §9) used by the audio side of the engine (transport, waveform,
// decoder, recording) that the model's constants module does not hold, verbatim, in one place.

/** Playback analytics are sent about every 5 s (§4 Playback, §9 Polling). */
export const PLAYBACK_ANALYTICS_INTERVAL_MS = 5000;
/** Playback spans under 0.1 s are dropped (§4 Playback). */
export const PLAYBACK_MIN_SPAN_SECONDS = 0.1;
/** Scrub updates are throttled to 50 ms (§9 Waveform). */
export const SCRUB_THROTTLE_MS = 50;

/** Waveform mip-map pages hold 512 blocks (§9 Waveform). */
export const WAVEFORM_PAGE_BLOCKS = 512;
/** At most 7800 pages are cached (§9). */
export const WAVEFORM_MAX_CACHED_PAGES = 7800;
/** Pages of levels above 10 are never evicted (§9). */
export const WAVEFORM_PINNED_LEVEL = 10;
/** A page load is retried 3 times, 1 s apart (§9). */
export const WAVEFORM_PAGE_RETRIES = 3;
export const WAVEFORM_PAGE_RETRY_MS = 1000;
/** 15 samples per second per point, default 2000 (§9). */
export const WAVEFORM_POINTS_PER_SECOND = 15;
export const WAVEFORM_DEFAULT_POINTS = 2000;

/** Opening the audio decoder: at most 6 retries, 1 s time-out, backoff 200 ms doubling, capped at 8 s (§9). */
export const DECODER_OPEN_MAX_RETRIES = 6;
export const DECODER_OPEN_TIMEOUT_MS = 1000;
export const DECODER_BACKOFF_START_MS = 200;
export const DECODER_BACKOFF_MAX_MS = 8000;
/** Audio buffer fetches are retried 5 times, 1 s apart (§9). */
export const AUDIO_FETCH_RETRIES = 5;
export const AUDIO_FETCH_RETRY_MS = 1000;

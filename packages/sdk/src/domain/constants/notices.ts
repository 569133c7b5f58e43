// Notice and toast durations. Part of ../constants.ts.

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
export const WORKSPACE_ACTION_TOAST_MS = 2000;
/**
 * The unnamed '4 s' of 3-library-social §9's toasts ("2 s workspace actions and link copies, 3 s
 * love, 4 s, 5 s persona errors"): song actions such as pin, and the song modals' results.
 */
export const ACTION_TOAST_MS = 4000;
export const LOVE_TOAST_MS = 3000;
export const PERSONA_ERROR_TOAST_MS = 5000;

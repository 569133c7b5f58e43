// Player, queue, navigation, local state, promos and theme dimensions. Part of ../constants.ts.

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

// Song actions (pins, remaster, upsample, comments, play counts) and downloads. Part of ../constants.ts.
import type { PlanKey } from './plans';

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

/** The default embed frame of an /embed/{id} link (2-studio §2 routes). */
export const EMBED_FRAME_WIDTH_PX = 760;
export const EMBED_FRAME_HEIGHT_PX = 240;

// Audio upload, recording, video and hooks. Part of ../constants.ts.

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

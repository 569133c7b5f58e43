// Create form, control sliders, infill/extend/painting and studio selection lengths. Part of ../constants.ts.
import type { ModelKey } from './models';

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

// Models and per-model input limits. Part of ../constants.ts.

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

/**
 * The billing models' display names, one per model (decided in DECISIONS.md): the version for
 * the keys of the six tiers, the bird's name for the others; a picker adds the tier.
 */
export const MODEL_DISPLAY_NAMES: Readonly<Record<ModelKey, string>> = {
  'chirp-v2': 'v2',
  'chirp-v3-0': 'v3',
  'chirp-v3-5': 'v3.5',
  'chirp-v4': 'v4',
  'chirp-v4-5': 'v4.5',
  'chirp-v4-5-plus': 'v4.5+',
  'chirp-auk': 'v4.5',
  'chirp-auk-infill': 'v4.5 infill',
  'chirp-carp': 'carp (fixed infill)',
  'chirp-bluejay': 'v4.5+',
  'chirp-crow': 'v5',
  'chirp-dodo': 'dodo',
  'chirp-eagle': 'eagle',
  'chirp-finch': 'finch',
  'chirp-gull': 'gull',
  'chirp-hawk': 'hawk',
  'chirp-ibis': 'ibis',
};

/**
 * The further bird-named models (1-generation §3: they exist, with no tier of their own) are the
 * service's internal ones: offered to staff only (decided in DECISIONS.md), so a user's picker
 * and 'Model changed' never land on a model that reads as V3.5 beside V5.
 */
export const STAFF_ONLY_MODELS: ReadonlySet<ModelKey> = new Set([
  'chirp-dodo',
  'chirp-eagle',
  'chirp-finch',
  'chirp-gull',
  'chirp-hawk',
  'chirp-ibis',
]);

/** A stem's model name contains this (1-generation §3 clip fields; 2-studio §3). */
export const STEM_MODEL_NAME_MARKER = '-stem';

/**
 * Every locally persisted value of the spec, per user, as a table: its storage key, its schema
 * (a stored value that fails it is discarded) and its default (3-library-social §2, §4;
 * 1-generation §2; 2-studio §2, §9).
 */
import * as z from 'zod/mini';
import {
  clipBrowserFiltersKey,
  createFormPreferencesKey,
  defaultClipFilters,
  LOCAL_VOLUME_DEFAULT,
  LOCAL_VOLUME_MAX,
  LOCAL_VOLUME_MIN,
  MODEL_TIERS,
  NAVIGATION_HISTORY_MAX,
  PROMO_STORAGE_KEY,
  RECENTLY_PLAYED_MAX,
  type ClipFilters,
  type components,
  type CreateFormPreferences,
  type CreateFormScope,
  type PromoRecord,
} from '@cadenza/sdk';
import { ClipFiltersSchema, PlaybarStateSchema } from '@cadenza/sdk/contract';
import {
  DEFAULT_END_SELECTION_MODE,
  DEFAULT_REPLACE_MODE,
  MASTER_VOLUME_DEFAULT,
  MASTER_VOLUME_MAX,
  MASTER_VOLUME_MIN,
  REPLACE_MODES,
} from '@cadenza/studio-engine/rules';

/** Decided: the prefix of the persisted values the domain does not name a key for. */
export const PERSISTED_KEY_PREFIX = 'cadenza.local.v1';
const keyOf = (name: string) => (userId: string) => `${PERSISTED_KEY_PREFIX}.${name}.${userId}`;

export interface StudioPreferences {
  readonly replaceMode: (typeof REPLACE_MODES)[number];
  readonly endSelectionMode: string;
  readonly modelTier: (typeof MODEL_TIERS)[number] | null;
  readonly modelOverride: string | null;
  /** Decided: the context window is shown by default. */
  readonly contextWindowVisible: boolean;
  readonly masterVolume: number;
}

export const DEFAULT_STUDIO_PREFERENCES: StudioPreferences = {
  replaceMode: DEFAULT_REPLACE_MODE,
  endSelectionMode: DEFAULT_END_SELECTION_MODE,
  modelTier: null,
  modelOverride: null,
  contextWindowVisible: true,
  masterVolume: MASTER_VOLUME_DEFAULT,
};

export interface StoredLocalEditState {
  readonly savedAt: number;
  readonly state: unknown;
}

export interface StoredUploadTerms {
  readonly acceptedAt: number;
}

export interface PersistedItem<T, Sub extends string | undefined = undefined> {
  readonly key: (userId: string, sub: Sub) => string;
  readonly schema: () => z.ZodMiniType<T>;
  readonly fallback: () => T;
}

const item = <T, Sub extends string | undefined = undefined>(definition: PersistedItem<T, Sub>) =>
  definition;

const lazy = <T>(build: () => z.ZodMiniType<T>): (() => z.ZodMiniType<T>) => {
  let schema: z.ZodMiniType<T> | undefined;
  return () => (schema ??= build());
};

/** A list of ids kept to `max`: the newest are at the end ('last') or at the start ('first'). */
const idList = (max: number, newest: 'first' | 'last') =>
  lazy(() =>
    z.pipe(
      z.array(z.string()),
      z.transform((ids: string[]) => (newest === 'last' ? ids.slice(-max) : ids.slice(0, max))),
    ),
  );

export const PERSISTED_ITEMS = {
  /** Create-form state per user, the studio's apart (1-generation §2). */
  createForm: item<CreateFormPreferences, CreateFormScope>({
    key: (userId, scope) => createFormPreferencesKey(userId, scope),
    schema: lazy(
      () =>
        z.object({
          advancedMode: z.optional(z.boolean()),
          showSuggestions: z.optional(z.boolean()),
          panelHeights: z.optional(z.record(z.string(), z.number())),
          mv: z.optional(z.nullable(z.string())),
          mvUserPreference: z.optional(z.nullable(z.string())),
          isSimple: z.optional(z.boolean()),
          lyricsModel: z.optional(z.nullable(z.string())),
          hasSeenCrow: z.optional(z.boolean()),
          hasSeenBluejay: z.optional(z.boolean()),
          hasSeenCrowModal: z.optional(z.boolean()),
        }) as z.ZodMiniType<CreateFormPreferences>,
    ),
    fallback: () => ({}),
  }),
  /** Playbar state: signed-in users only (3-library-social §4). */
  playbar: item<components['schemas']['PlaybarState'] | null>({
    key: keyOf('playbar'),
    schema: lazy(() => z.nullable(PlaybarStateSchema)),
    fallback: () => null,
  }),
  volume: item<number>({
    key: keyOf('volume'),
    schema: lazy(() => z.number().check(z.gte(LOCAL_VOLUME_MIN), z.lte(LOCAL_VOLUME_MAX))),
    fallback: () => LOCAL_VOLUME_DEFAULT,
  }),
  /** Clip-browser filters per path and per user. */
  clipBrowserFilters: item<ClipFilters, string>({
    key: (userId, path) => clipBrowserFiltersKey(userId, path),
    schema: lazy(() => ClipFiltersSchema as z.ZodMiniType<ClipFilters>),
    fallback: defaultClipFilters,
  }),
  /** Upload terms acceptance, remembered with a timestamp (2-studio §2). */
  uploadTerms: item<StoredUploadTerms | null>({
    key: keyOf('upload-terms'),
    schema: lazy(() => z.nullable(z.object({ acceptedAt: z.number() }))),
    fallback: () => null,
  }),
  /** Local edit state, restored only when saved under 15 minutes ago. */
  localEditState: item<StoredLocalEditState | null>({
    key: keyOf('edit-state'),
    schema: lazy(
      () =>
        z.nullable(
          z.object({ savedAt: z.number(), state: z.unknown() }),
        ) as z.ZodMiniType<StoredLocalEditState | null>,
    ),
    fallback: () => null,
  }),
  navigationHistory: item<string[]>({
    key: keyOf('navigation'),
    schema: idList(NAVIGATION_HISTORY_MAX, 'last'),
    fallback: () => [],
  }),
  recentlyPlayed: item<string[]>({
    key: keyOf('recently-played'),
    schema: idList(RECENTLY_PLAYED_MAX, 'first'),
    fallback: () => [],
  }),
  promos: item<Record<string, PromoRecord>>({
    key: (userId) => `${PROMO_STORAGE_KEY}.${userId}`,
    schema: lazy(() =>
      z.record(
        z.string(),
        z.object({
          id: z.string(),
          impression: z.number(),
          dismissed: z.number(),
          dismissedAt: z.array(z.number()),
          hidden: z.boolean(),
        }),
      ),
    ),
    fallback: () => ({}),
  }),
  /** Take lanes marked unheard (2-studio §4, §9). */
  unheardTakeLanes: item<string[]>({
    key: keyOf('unheard-take-lanes'),
    schema: lazy(() => z.array(z.string())),
    fallback: () => [],
  }),
  studioPreferences: item<StudioPreferences>({
    key: keyOf('studio-preferences'),
    schema: lazy(() =>
      z.object({
        replaceMode: z.catch(z.enum(REPLACE_MODES), DEFAULT_REPLACE_MODE),
        endSelectionMode: z.catch(z.string(), DEFAULT_END_SELECTION_MODE),
        modelTier: z.catch(z.nullable(z.enum(MODEL_TIERS)), null),
        modelOverride: z.catch(z.nullable(z.string()), null),
        contextWindowVisible: z.catch(z.boolean(), DEFAULT_STUDIO_PREFERENCES.contextWindowVisible),
        masterVolume: z.catch(
          z.number().check(z.gte(MASTER_VOLUME_MIN), z.lte(MASTER_VOLUME_MAX)),
          MASTER_VOLUME_DEFAULT,
        ),
      }),
    ),
    fallback: () => DEFAULT_STUDIO_PREFERENCES,
  }),
} as const;

export type PersistedItemName = keyof typeof PERSISTED_ITEMS;
export type PersistedValue<N extends PersistedItemName> = ReturnType<
  (typeof PERSISTED_ITEMS)[N]['fallback']
>;
export type PersistedSub<N extends PersistedItemName> = Parameters<
  (typeof PERSISTED_ITEMS)[N]['key']
>[1];

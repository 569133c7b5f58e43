/**
 * Zod-valid factories for every entity of the contract: `build('Clip', overrides)` works for
 * every component schema (the value is built from the schema, realistic defaults are laid over
 * it, then the overrides, and the result is parsed by the schema, so it is always valid). The
 * main entities have named shortcuts (makeClip, makeSession, ...).
 */
import type { z } from 'zod';
import { type components } from '@cadenza/sdk';
import { componentSchemas } from '@cadenza/sdk/contract';
import {
  FREE_REMASTERS_DEFAULT,
  FREE_V4_GENERATIONS_DEFAULT,
  MODEL_MAX_LENGTHS,
  MONTHLY_CREDITS_BY_PLAN,
} from '@cadenza/sdk';
import { fakeFromSchema } from './fake-from-schema';

export type ComponentName = keyof typeof componentSchemas;
export type Component<N extends ComponentName> = z.output<(typeof componentSchemas)[N]>;

export type DeepPartial<T> = T extends readonly (infer E)[]
  ? readonly E[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export interface BuildOptions {
  /** Varies ids and texts (each build without one gets the next number). */
  readonly seed?: number;
  /** Epoch ms of every timestamp. */
  readonly now?: number;
}

let sequence = 0;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = merge(base[key], value);
  return merged;
}

type Schemas = components['schemas'];

/** Realistic values over the schema-built ones, per entity. */
const DEFAULTS: Partial<{
  [N in ComponentName]: (seed: number, now: string) => DeepPartial<Component<N>>;
}> = {
  Clip: (seed, now) => ({
    id: `clip-${seed}`,
    user_id: 'user-1',
    user_handle: 'cadenza',
    title: `Song ${seed}`,
    status: 'complete',
    created_at: now,
    is_public: false,
    is_trashed: false,
    is_pinned: false,
    allow_comments: true,
    upvote_count: 0,
    play_count: 0,
    comment_count: 0,
    reaction: null,
    major_model_version: 'V5',
    model_name: 'chirp-crow',
    audio_url: `https://cadenza.test/media/audio/clip-${seed}`,
    image_url: `https://cadenza.test/media/image/clip-${seed}`,
    metadata: {
      tags: 'synthwave, dreamy',
      negative_tags: '',
      prompt: '[Verse]\nNeon lights',
      duration: 120,
      type: 'gen',
      has_vocal: true,
      can_remix: true,
    },
  }),
  Session: () => ({
    user: { id: 'user-1', handle: 'cadenza', display_name: 'Cadenza', avatar_image_url: null },
    plan: 'pro',
    subscription: { level: 'pro', status: 'active' },
    credits: {
      credits_left: 500,
      monthly_limit: MONTHLY_CREDITS_BY_PLAN.pro,
      monthly_usage: 0,
      period_end: null,
    },
    free_counters: {
      free_remasters_left: FREE_REMASTERS_DEFAULT,
      free_v4_generations_left: FREE_V4_GENERATIONS_DEFAULT,
    },
    flags: {},
    roles: { pro: true, staff: false },
    isStaff: false,
    plan_features: [
      'EditMode',
      'Studio',
      'GetStems',
      'Auk',
      'V4',
      'Persona',
      'Remaster',
      'GenerateSongVideo',
    ],
    models: [
      {
        external_key: 'chirp-crow',
        name: 'v5',
        major_model_version: 'V5',
        can_use: true,
        max_lengths: MODEL_MAX_LENGTHS['chirp-crow'],
        is_default: true,
      },
    ],
    audioUploadLimits: { min: 6, max: 480 },
  }),
  Persona: (seed) => ({
    id: `persona-${seed}`,
    name: 'Untitled Persona',
    description: '',
    root_clip_id: `clip-${seed}`,
    is_owned: true,
    is_loved: false,
    upvote_count: 0,
    is_trashed: false,
    is_public: false,
    user_id: 'user-1',
  }),
  Playlist: (seed) => ({
    id: `playlist-${seed}`,
    name: 'Untitled',
    image_url: null,
    num_total_results: 0,
    is_owned: true,
  }),
  Notification: (seed, now) => ({
    id: `notification-${seed}`,
    notification_type: 'clip_like',
    updated_at: now,
    is_read: false,
    user_profiles: [],
  }),
};

/** A valid value of any component schema, with overrides. */
export function build<N extends ComponentName>(
  name: N,
  overrides?: DeepPartial<Component<N>>,
  options: BuildOptions = {},
): Component<N> {
  sequence += 1;
  const seed = options.seed ?? sequence;
  const now = options.now ?? Date.UTC(2025, 0, 1);
  const schema = componentSchemas[name] as unknown as z.ZodType<Component<N>>;
  const defaults = DEFAULTS[name] as ((seed: number, now: string) => unknown) | undefined;
  const value = merge(
    merge(fakeFromSchema(schema, { seed, now }), defaults?.(seed, new Date(now).toISOString())),
    overrides,
  );
  return schema.parse(value);
}

export const makeClip = (overrides?: DeepPartial<Schemas['Clip']>, options?: BuildOptions) =>
  build('Clip', overrides, options);
export const makeSession = (overrides?: DeepPartial<Schemas['Session']>, options?: BuildOptions) =>
  build('Session', overrides, options);
export const makePersona = (overrides?: DeepPartial<Schemas['Persona']>, options?: BuildOptions) =>
  build('Persona', overrides, options);
export const makePlaylist = (
  overrides?: DeepPartial<Schemas['Playlist']>,
  options?: BuildOptions,
) => build('Playlist', overrides, options);
export const makeNotification = (
  overrides?: DeepPartial<Schemas['Notification']>,
  options?: BuildOptions,
) => build('Notification', overrides, options);
export const makeWorkspace = (
  overrides?: DeepPartial<Schemas['Workspace']>,
  options?: BuildOptions,
) => build('Workspace', overrides, options);

/** Every component name, for tests that walk them all. */
export const COMPONENT_NAMES = Object.keys(componentSchemas) as ComponentName[];

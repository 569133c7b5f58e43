/**
 * Remaster (1-generation §5, §7, §8; 2-studio §5, §8): which clips may be remastered, the title
 * limit, the request's clamp-and-send rules and the error messages.
 */
import type { components } from '../api/schema.gen';
import {
  REMASTER_MAX_DURATION_S,
  REMASTER_TITLE_MAX_CHARS,
  UPSAMPLE_CLARITY_DEFAULT,
  UPSAMPLE_FREEDOM_DEFAULT,
  UPSAMPLE_PARAM_MAX,
  UPSAMPLE_PARAM_MIN,
  UPSAMPLE_STEREO_WIDTH_DEFAULT,
  UPSAMPLE_STRENGTH_DEFAULT,
  UPSAMPLE_TONE_DEFAULT,
} from './constants';
import { REMASTER_ERROR_MESSAGES } from './messages/generation';
import { SONG_MENU_DISABLED_MESSAGES } from './messages/song-menu';

/** A clip as the remaster limits read it. */
export interface RemasterSourceClip {
  readonly is_contest_base_clip?: boolean | null;
  readonly metadata?: { readonly duration?: number | null } | null;
}

/**
 * Why a clip cannot be remastered, or null: over 960 s ('Cannot remaster songs longer than 16
 * minutes'), or a contest base clip ('Contest songs cannot be remastered').
 */
export function remasterProblem(clip: RemasterSourceClip): string | null {
  if ((clip.metadata?.duration ?? 0) > REMASTER_MAX_DURATION_S)
    return SONG_MENU_DISABLED_MESSAGES.remasterTooLong;
  if (clip.is_contest_base_clip === true) return SONG_MENU_DISABLED_MESSAGES.remasterContest;
  return null;
}

/** Remaster title at most 80 characters ('Title too long.'). */
export const validateRemasterTitle = (title: string): string | null =>
  title.length > REMASTER_TITLE_MAX_CHARS ? REMASTER_ERROR_MESSAGES.titleTooLong : null;

/** Remaster errors: 400 not allowed, 422 title too long, otherwise failed. */
export function describeRemasterError(status: number): string {
  if (status === 400) return REMASTER_ERROR_MESSAGES.notAllowed;
  if (status === 422) return REMASTER_ERROR_MESSAGES.titleTooLong;
  return REMASTER_ERROR_MESSAGES.failed;
}

export type UpsampleRequest = components['schemas']['UpsampleRequest'];
type UpsampleParam = 'freedom' | 'tone' | 'strength' | 'stereo_width' | 'clarity';

/** The request body as sent: parameters at their defaults are left out. */
export type UpsampleRequestBody = Omit<UpsampleRequest, UpsampleParam> &
  Partial<Pick<UpsampleRequest, UpsampleParam>>;

/** Each upsample parameter's default; a parameter is sent only when it differs. */
export const UPSAMPLE_DEFAULTS: Readonly<Record<UpsampleParam, number>> = {
  freedom: UPSAMPLE_FREEDOM_DEFAULT,
  tone: UPSAMPLE_TONE_DEFAULT,
  strength: UPSAMPLE_STRENGTH_DEFAULT,
  stereo_width: UPSAMPLE_STEREO_WIDTH_DEFAULT,
  clarity: UPSAMPLE_CLARITY_DEFAULT,
};

export interface UpsampleInput {
  readonly clipId: string;
  readonly modelName: UpsampleRequest['model_name'];
  readonly title?: string | null;
  readonly tags?: string | null;
  readonly variationCategory?: string | null;
  readonly params?: Partial<Readonly<Record<UpsampleParam, number>>>;
}

const clampParam = (value: number): number =>
  Math.min(UPSAMPLE_PARAM_MAX, Math.max(UPSAMPLE_PARAM_MIN, value));

/**
 * The upsample (remaster) body: freedom, tone, clarity, strength and stereo width clamped to
 * 0..1 and sent only when non-default (freedom not 0, the others not 0.5); tags only if non-blank.
 */
export function buildUpsampleRequest(input: UpsampleInput): UpsampleRequestBody {
  const params = (Object.keys(UPSAMPLE_DEFAULTS) as UpsampleParam[]).flatMap((name) => {
    const given = input.params?.[name];
    if (given === undefined || !Number.isFinite(given)) return [];
    const value = clampParam(given);
    return value === UPSAMPLE_DEFAULTS[name] ? [] : [[name, value] as const];
  });
  const tags = input.tags?.trim() ?? '';
  return {
    clip_id: input.clipId,
    model_name: input.modelName,
    ...(input.title == null ? {} : { title: input.title }),
    ...(tags === '' ? {} : { tags: input.tags }),
    ...(input.variationCategory == null ? {} : { variation_category: input.variationCategory }),
    ...Object.fromEntries(params),
  };
}

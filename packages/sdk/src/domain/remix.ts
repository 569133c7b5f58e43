/**
 * Remixes (1-generation §2 /create query, §4, §5): opening the create form prefilled for a remix
 * type, studio selections applied as conditions, the remix-like rule and the speed-adjust rule.
 */
import { applyRemixCondition, REMIX_PLANS, type RemixType } from './create-form/remix-plans';
import { resolvedUpdate, formError } from './create-form/actions';
import { hasCover, timedType } from './create-form/conditions';
import type { CreateFormState, FormSourceClip, FormUpdate } from './create-form/types';
import { SELECTION_PREP_ERROR } from './messages/create-form';
import { SONG_MENU_DISABLED_MESSAGES } from './messages/song-menu';
import { isUploadClip } from './personas';
import type { RulesContext } from './rules-context';

/** What the /create query asks for: a remix of a clip, or a persona taken from a clip. */
export interface CreateQuery {
  readonly remix: { readonly clipId: string; readonly type: RemixType } | null;
  readonly usePersonaClipId: string | null;
}

const isRemixType = (value: string): value is RemixType => Object.hasOwn(REMIX_PLANS, value);

/** Reads remix_clip + remix_type and use_persona from the /create query. */
export function parseCreateQuery(
  query: Readonly<Record<string, string | null | undefined>>,
): CreateQuery {
  const clipId = query['remix_clip'];
  const type = query['remix_type'];
  const remix =
    clipId != null && clipId !== '' && type != null && isRemixType(type) ? { clipId, type } : null;
  const persona = query['use_persona'];
  return { remix, usePersonaClipId: persona != null && persona !== '' ? persona : null };
}

/** A clip as the speed-adjust rule needs it. */
export interface SpeedSourceClip {
  readonly metadata?: {
    readonly type?: string | null;
    readonly task?: string | null;
    readonly has_vocal?: boolean | null;
    readonly history?: readonly { readonly type?: string | null }[] | null;
  } | null;
}

/**
 * Speed adjustment is not allowed for uploaded audio and its derivatives (upload_extend, or an
 * upload in the clip's history) or for vocal clips ('Cannot adjust speed of uploaded audio and
 * its derivatives').
 */
export function speedAdjustProblem(clip: SpeedSourceClip): string | null {
  const metadata = clip.metadata;
  const fromUpload =
    isUploadClip(clip) ||
    metadata?.task === 'upload_extend' ||
    (metadata?.history ?? []).some((segment) => segment.type === 'upload');
  return fromUpload || metadata?.has_vocal === true
    ? SONG_MENU_DISABLED_MESSAGES.speedUpload
    : null;
}

/**
 * Opens the form prefilled for a remix of a clip (cover, extend, reuse, add_vocal,
 * add_instrumental or speed), then applies every conflict rule.
 */
export function applyRemix(
  state: CreateFormState,
  type: RemixType,
  clip: FormSourceClip & SpeedSourceClip,
  ctx: RulesContext,
): FormUpdate {
  if (type === 'speed') {
    const problem = speedAdjustProblem(clip);
    if (problem !== null) return formError({ code: 'speed_not_allowed', message: problem });
  }
  // Re-applying reuse of the same clip is still an add: its conflict rule (dropping the timed
  // condition and the playlist) applies again.
  const before =
    type === 'reuse' ? { ...state, custom: { ...state.custom, reusedFromClipId: null } } : state;
  return resolvedUpdate(before, applyRemixCondition(state, type, clip, ctx, true), ctx);
}

/** The studio selection types and the remix each is applied as. */
const SELECTION_REMIX: Readonly<Record<string, RemixType>> = {
  cover: 'cover',
  extend: 'extend',
  underpaint: 'add_instrumental',
  overpaint: 'add_vocal',
};

/**
 * A studio timeline selection, rendered to a clip, applied as cover, extend, underpaint or
 * overpaint (the condition only); any other type is an error ('Error preparing selection for
 * edit' / 'Please try again.').
 */
export function applyStudioSelection(
  state: CreateFormState,
  selection: { readonly type: string; readonly clip: FormSourceClip },
  ctx: RulesContext,
): FormUpdate {
  const remix = Object.hasOwn(SELECTION_REMIX, selection.type)
    ? SELECTION_REMIX[selection.type]
    : undefined;
  if (remix === undefined)
    return formError({
      code: 'unsupported_selection',
      message: SELECTION_PREP_ERROR.title,
      description: SELECTION_PREP_ERROR.description,
    });
  return resolvedUpdate(state, applyRemixCondition(state, remix, selection.clip, ctx, false), ctx);
}

/** Generation is remix-like in custom mode with a cover, an extend on a clip, or a reused-from clip. */
export const isRemixLike = (state: CreateFormState): boolean =>
  state.global.mode === 'custom' &&
  (hasCover(state) || timedType(state) === 'extend' || state.custom.reusedFromClipId !== null);

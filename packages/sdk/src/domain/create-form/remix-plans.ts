/**
 * What each remix type does to the create form (1-generation §2 remix_type, §4): its mode, the
 * source clip's texts it copies, and the condition it sets. One table, one applier.
 */
import { PAINTING_MAX_S } from '../constants';
import { CREATE_FORM_TITLES } from '../messages/create-form';
import { modelMaxLengths } from '../models';
import type { RulesContext } from '../rules-context';
import { capPaintingRange, defaultContinueAt } from '../validation';
import { withTimed, withUntimed } from './conditions';
import { cutTo } from './truncate';
import type { CreateFormMode, CreateFormState, FormSourceClip } from './types';

// prettier-ignore
export const REMIX_TYPES = ['cover', 'extend', 'reuse', 'add_vocal', 'add_instrumental', 'speed'] as const;
export type RemixType = (typeof REMIX_TYPES)[number];

type CopiedText = 'title' | 'lyrics' | 'styles' | 'excludeStyles';

const SOURCE_TEXT: Readonly<
  Record<CopiedText, (clip: FormSourceClip) => string | null | undefined>
> = {
  title: (clip) => clip.title,
  lyrics: (clip) => clip.metadata?.prompt,
  styles: (clip) => clip.metadata?.tags,
  excludeStyles: (clip) => clip.metadata?.negative_tags,
};

export interface RemixPlan {
  readonly mode: CreateFormMode;
  /** Texts copied from the source clip when the form is prefilled. */
  readonly copies: readonly CopiedText[];
  readonly condition: (state: CreateFormState, clip: FormSourceClip) => CreateFormState;
  /** A title written when prefilled (after the copies). */
  readonly title?: (clip: FormSourceClip, maxTitle: number) => string;
}

const clipDuration = (clip: FormSourceClip): number | null => clip.metadata?.duration ?? null;

const paint =
  (type: 'underpaint' | 'overpaint') =>
  (state: CreateFormState, clip: FormSourceClip): CreateFormState => {
    const range = capPaintingRange(0, clipDuration(clip) ?? PAINTING_MAX_S);
    return withTimed(state, {
      type,
      clipId: clip.id,
      startSeconds: range.startS,
      endSeconds: range.endS,
    });
  };

/** The source title ending ' (Add Vocal)', cut so the whole fits the model's title maximum. */
export function addVocalTitle(title: string, maxTitle: number): string {
  const suffix = CREATE_FORM_TITLES.addVocalSuffix;
  const base = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return cutTo(base, maxTitle - suffix.length) + suffix;
}

export const REMIX_PLANS: Readonly<Record<RemixType, RemixPlan>> = {
  cover: {
    mode: 'custom',
    copies: ['title', 'lyrics', 'styles', 'excludeStyles'],
    condition: (s, clip) => withUntimed(s, { cover: { clipId: clip.id } }),
  },
  extend: {
    mode: 'custom',
    copies: ['title', 'styles', 'excludeStyles'],
    condition: (s, clip) =>
      withTimed(s, {
        type: 'extend',
        clipId: clip.id,
        startSeconds: defaultContinueAt(clipDuration(clip) ?? 0),
        clipDurationSeconds: clipDuration(clip),
        isUploadSource: clip.metadata?.type === 'upload',
      }),
  },
  reuse: {
    mode: 'custom',
    copies: ['lyrics', 'styles', 'excludeStyles'],
    condition: (s, clip) => ({ ...s, custom: { ...s.custom, reusedFromClipId: clip.id } }),
  },
  add_vocal: {
    mode: 'custom',
    copies: ['lyrics', 'styles', 'excludeStyles'],
    condition: paint('overpaint'),
    title: (clip, maxTitle) => addVocalTitle(clip.title ?? '', maxTitle),
  },
  add_instrumental: {
    mode: 'custom',
    copies: ['styles', 'excludeStyles'],
    condition: paint('underpaint'),
  },
  speed: {
    mode: 'adjust_speed',
    copies: [],
    condition: (s, clip) => ({ ...s, adjustSpeed: { ...s.adjustSpeed, clipId: clip.id } }),
  },
};

/**
 * The form with a remix's mode and condition, and (when `prefill`) its copied texts and title.
 * The result still needs resolveCreateForm.
 */
export function applyRemixCondition(
  state: CreateFormState,
  type: RemixType,
  clip: FormSourceClip,
  ctx: RulesContext,
  prefill: boolean,
): CreateFormState {
  const plan = REMIX_PLANS[type];
  let next: CreateFormState = { ...state, global: { ...state.global, mode: plan.mode } };
  if (prefill) {
    const copied = Object.fromEntries(
      plan.copies.map((field) => [field, SOURCE_TEXT[field](clip) ?? '']),
    );
    const maxTitle = modelMaxLengths(state.global.model, ctx.billingModels).title;
    const title = plan.title === undefined ? {} : { title: plan.title(clip, maxTitle) };
    next = { ...next, custom: { ...next.custom, ...copied, ...title } };
  }
  return plan.condition(next, clip);
}

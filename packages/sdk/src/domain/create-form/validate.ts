/**
 * validateCreateForm (ARCHITECTURE.md named entry point): the first blocking message of
 * 1-generation §5, in the spec's order, or null.
 */
import { DESCRIPTION_PROMPT_MAX_CHARS } from '../constants';
import { CREATE_FORM_ERRORS } from '../messages/create-form';
import { modelMaxLengths } from '../models';
import type { RulesContext } from '../rules-context';
import { hasAnyCondition } from './conditions';
import { createFormTask } from './form-task';
import type { CreateFormState } from './types';

const blank = (text: string): boolean => text.trim() === '';

type Check = (state: CreateFormState, ctx: RulesContext) => string | false;

const tooLong =
  (
    text: (s: CreateFormState) => string,
    limit: (max: ReturnType<typeof modelMaxLengths>) => number,
    message: string,
  ): Check =>
  (s, ctx) =>
    text(s).length > limit(modelMaxLengths(s.global.model, ctx.billingModels)) && message;

/** Checks of every mode, then of the current mode, in the spec's order. */
const COMMON_CHECKS: readonly Check[] = [
  (_, ctx) => ctx.session.credits <= 0 && CREATE_FORM_ERRORS.outOfCredits,
  (_, ctx) => ctx.session.credits < 1 && CREATE_FORM_ERRORS.insufficientCredits,
];

const MODE_CHECKS: Readonly<Record<CreateFormState['global']['mode'], readonly Check[]>> = {
  adjust_speed: [(s) => s.adjustSpeed.clipId === null && CREATE_FORM_ERRORS.noClipSelected],
  custom: [
    (s) =>
      [s.custom.lyrics, s.custom.lyricsPrompt, s.custom.styles, s.custom.excludeStyles].every(
        blank,
      ) &&
      !hasAnyCondition(s) &&
      CREATE_FORM_ERRORS.enterStylesOrLyrics,
    tooLong(
      (s) => s.custom.excludeStyles,
      (m) => m.negative_tags,
      CREATE_FORM_ERRORS.excludedStylesTooLong,
    ),
    tooLong(
      (s) => s.custom.styles,
      (m) => m.tags,
      CREATE_FORM_ERRORS.stylesTooLong,
    ),
    tooLong(
      (s) => s.custom.lyrics,
      (m) => m.prompt,
      CREATE_FORM_ERRORS.lyricsTooLong,
    ),
  ],
  simple: [
    (s) => blank(s.simple.prompt) && CREATE_FORM_ERRORS.enterDescription,
    tooLong(
      (s) => s.simple.prompt,
      (m) => Math.min(DESCRIPTION_PROMPT_MAX_CHARS, m.gpt_description_prompt),
      CREATE_FORM_ERRORS.descriptionTooLong,
    ),
  ],
};

/** After the spec's list: the conditions' reference-combination or task error, if any. */
const referencesCheck: Check = (s) => {
  if (s.global.mode === 'adjust_speed') return false;
  const task = createFormTask(s);
  return !task.ok && task.message !== null && task.message;
};

/**
 * The first blocking message, in the spec's order: 'Out of credits.' (credits 0 or less),
 * 'Insufficient credits.' (below 1), 'No clip selected' (adjust speed without a clip); custom:
 * 'Enter styles or lyrics to create', 'Excluded styles are too long', 'Styles are too long',
 * 'Lyrics are too long'; simple: 'Enter a description to create', 'Description is too long'.
 * Then a reference-combination error of the conditions. Null when nothing blocks.
 */
export function validateCreateForm(state: CreateFormState, ctx: RulesContext): string | null {
  const checks = [...COMMON_CHECKS, ...MODE_CHECKS[state.global.mode], referencesCheck];
  for (const check of checks) {
    const message = check(state, ctx);
    if (message !== false) return message;
  }
  return null;
}

// The generate request's text fields against the model's billing max_lengths (1-generation §5):
// a description over 200 characters, a title over 100, or lyrics, styles or excluded styles over
// the model's maxima answer 400 with the create form's message, before anything is charged.
import {
  CREATE_FORM_ERRORS,
  DESCRIPTION_PROMPT_MAX_CHARS,
  songTitleTooLong,
  type MaxLengths,
  type components,
} from '@cadenza/sdk';
import { badRequest } from '../http/errors';

type GenerateRequest = components['schemas']['GenerateRequest'];

interface LengthRule {
  readonly text: (body: GenerateRequest) => string | null | undefined;
  readonly max: (limits: MaxLengths) => number;
  readonly message: (max: number) => string;
}

/** In the create form's order (excluded styles, styles, lyrics; then description; then title). */
const RULES: readonly LengthRule[] = [
  {
    text: (b) => b.negative_tags,
    max: (m) => m.negative_tags,
    message: () => CREATE_FORM_ERRORS.excludedStylesTooLong,
  },
  { text: (b) => b.tags, max: (m) => m.tags, message: () => CREATE_FORM_ERRORS.stylesTooLong },
  { text: (b) => b.prompt, max: (m) => m.prompt, message: () => CREATE_FORM_ERRORS.lyricsTooLong },
  {
    text: (b) => b.gpt_description_prompt,
    max: (m) => Math.min(DESCRIPTION_PROMPT_MAX_CHARS, m.gpt_description_prompt),
    message: () => CREATE_FORM_ERRORS.descriptionTooLong,
  },
  { text: (b) => b.title, max: (m) => m.title, message: songTitleTooLong },
];

/** Throws 400 with the first over-long field's message. */
export function assertWithinMaxLengths(body: GenerateRequest, limits: MaxLengths): void {
  for (const rule of RULES) {
    const max = rule.max(limits);
    if ((rule.text(body)?.length ?? 0) > max) throw badRequest(rule.message(max));
  }
}

/**
 * Cutting the form's texts to a model's maxima (1-generation §4 'Inputs truncated', §5): prompt,
 * lyrics, styles, title and excluded styles, each by its billing-model max_lengths field.
 */
import type { MaxLengths } from '../constants';
import type { CreateFormState } from './types';

/** A limited text of the form: how to read and write it, and its max_lengths field. */
export interface LimitedText {
  readonly limit: keyof MaxLengths;
  readonly get: (state: CreateFormState) => string;
  readonly set: (state: CreateFormState, value: string) => CreateFormState;
}

const customText = (
  field: 'lyrics' | 'styles' | 'title' | 'excludeStyles',
  limit: keyof MaxLengths,
): LimitedText => ({
  limit,
  get: (s) => s.custom[field],
  set: (s, value) => ({ ...s, custom: { ...s.custom, [field]: value } }),
});

/** Each truncated text and the max_lengths field that limits it. */
export const LIMITED_TEXTS: readonly LimitedText[] = [
  {
    limit: 'gpt_description_prompt',
    get: (s) => s.simple.prompt,
    set: (s, value) => ({ ...s, simple: { ...s.simple, prompt: value } }),
  },
  customText('lyrics', 'prompt'),
  customText('styles', 'tags'),
  customText('title', 'title'),
  customText('excludeStyles', 'negative_tags'),
];

/** Cuts a text to at most `max` characters. */
export const cutTo = (text: string, max: number): string =>
  text.length > max ? text.slice(0, Math.max(0, max)) : text;

/** The form with every limited text cut to the maxima, and whether anything was cut. */
export function truncateToLimits(
  state: CreateFormState,
  limits: MaxLengths,
): { readonly state: CreateFormState; readonly truncated: boolean } {
  const next = LIMITED_TEXTS.reduce((s, text) => {
    const value = text.get(s);
    const cut = cutTo(value, limits[text.limit]);
    return cut === value ? s : text.set(s, cut);
  }, state);
  return { state: next, truncated: next !== state };
}

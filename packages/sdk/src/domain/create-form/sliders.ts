/**
 * Control sliders (1-generation §3, §5): weirdness_constraint, style_weight and audio_weight,
 * sent as fractions of 100, only when different from the default and only for supporting models.
 * The audio weight reads 75 while a painting is set.
 */
import type { components } from '../../api/schema.gen';
import {
  AUDIO_WEIGHT_DEFAULT,
  AUDIO_WEIGHT_PAINTING_DEFAULT,
  CONTROL_SLIDER_MAX,
  CONTROL_SLIDER_MIN,
  CONTROL_SLIDER_SHARED_DEFAULT,
} from '../constants';
import { supportsControlSliders } from '../models';
import { hasPainting } from './conditions';
import type { CreateFormState } from './types';

export type ControlSliders = components['schemas']['ControlSliders'];

type SliderKey = keyof ControlSliders;

interface SliderRule {
  readonly value: (state: CreateFormState) => number | null;
  /** The value the slider shows when untouched. */
  readonly shown: (state: CreateFormState) => number;
  /** The default it is compared with before sending. */
  readonly sendDefault: number;
}

const SLIDERS: Readonly<Record<SliderKey, SliderRule>> = {
  weirdness_constraint: {
    value: (s) => s.custom.weirdness,
    shown: () => CONTROL_SLIDER_SHARED_DEFAULT,
    sendDefault: CONTROL_SLIDER_SHARED_DEFAULT,
  },
  style_weight: {
    value: (s) => s.custom.styleInfluence,
    shown: () => CONTROL_SLIDER_SHARED_DEFAULT,
    sendDefault: CONTROL_SLIDER_SHARED_DEFAULT,
  },
  audio_weight: {
    value: (s) => s.custom.audioInfluence,
    shown: (s) => (hasPainting(s) ? AUDIO_WEIGHT_PAINTING_DEFAULT : AUDIO_WEIGHT_DEFAULT),
    sendDefault: AUDIO_WEIGHT_DEFAULT,
  },
};
const SLIDER_KEYS = Object.keys(SLIDERS) as SliderKey[];

const clampSlider = (value: number): number =>
  Math.min(CONTROL_SLIDER_MAX, Math.max(CONTROL_SLIDER_MIN, value));

/** The value a slider shows (0-100): the user's, else its default (75 audio with painting). */
export const sliderValue = (state: CreateFormState, key: SliderKey): number =>
  clampSlider(SLIDERS[key].value(state) ?? SLIDERS[key].shown(state));

/**
 * The control_sliders to send for a model, or null when none differs from its default or the
 * model takes no sliders.
 */
export function controlSlidersToSend(state: CreateFormState, model: string): ControlSliders | null {
  if (!supportsControlSliders(model)) return null;
  const sent = SLIDER_KEYS.flatMap((key) => {
    const value = sliderValue(state, key);
    return value === SLIDERS[key].sendDefault ? [] : [[key, value / CONTROL_SLIDER_MAX] as const];
  });
  return sent.length === 0 ? null : Object.fromEntries(sent);
}

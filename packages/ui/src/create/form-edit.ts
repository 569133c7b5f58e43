/**
 * Plain edits of the create form's state, field by field. They only build the changed state: the
 * container runs it through @cadenza/sdk's conflict rules (resolveCreateForm) before keeping it.
 */
import type {
  AdjustSpeedFormState,
  CreateFormMode,
  CreateFormState,
  CustomFormState,
  SimpleFormState,
  UntimedConditions,
} from '@cadenza/sdk';

export const editCustom = (
  state: CreateFormState,
  patch: Partial<CustomFormState>,
): CreateFormState => ({ ...state, custom: { ...state.custom, ...patch } });

export const editSimple = (
  state: CreateFormState,
  patch: Partial<SimpleFormState>,
): CreateFormState => ({ ...state, simple: { ...state.simple, ...patch } });

export const editAdjustSpeed = (
  state: CreateFormState,
  patch: Partial<AdjustSpeedFormState>,
): CreateFormState => ({ ...state, adjustSpeed: { ...state.adjustSpeed, ...patch } });

export const editUntimed = (
  state: CreateFormState,
  patch: Partial<UntimedConditions>,
): CreateFormState => ({
  ...state,
  global: {
    ...state.global,
    untimedConditions: { ...state.global.untimedConditions, ...patch },
  },
});

export const setMode = (state: CreateFormState, mode: CreateFormMode): CreateFormState => ({
  ...state,
  global: { ...state.global, mode },
});

/** Appends a style to a comma-separated styles text (no duplicates). */
export function appendStyle(styles: string, style: string): string {
  const parts = styles
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => part.toLowerCase() === style.toLowerCase())) return styles;
  return [...parts, style].join(', ');
}

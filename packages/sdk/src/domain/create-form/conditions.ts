/**
 * The create form's conditions as small pure steps: predicates over the state and removers that
 * report what they really removed (a removal is reported only when something was there).
 */
import type { ModelNeeds } from '../models';
import type {
  CreateFormState,
  TimedCondition,
  TimedConditionType,
  UntimedConditions,
} from './types';

/** What a step removed; each maps to one info notice. */
export type Removal =
  | 'playlist'
  | 'inspirationClips'
  | 'persona'
  /** A persona removed by inspiration, where the voice persona would have kept it. */
  | 'personaForInspiration'
  | 'painting'
  | 'cover'
  | 'condition';

export interface StepResult {
  readonly state: CreateFormState;
  readonly removed: readonly Removal[];
}

export type Step = (state: CreateFormState) => StepResult;

export const unchanged = (state: CreateFormState): StepResult => ({ state, removed: [] });

/** Runs steps in order, collecting what they removed. */
export const sequence =
  (...steps: readonly Step[]): Step =>
  (state) =>
    steps.reduce<StepResult>((acc, step) => {
      const next = step(acc.state);
      return { state: next.state, removed: [...acc.removed, ...next.removed] };
    }, unchanged(state));

/** Runs a step only when a predicate holds. */
export const when =
  (test: (state: CreateFormState) => boolean, ...steps: readonly Step[]): Step =>
  (state) =>
    test(state) ? sequence(...steps)(state) : unchanged(state);

export const withUntimed = (
  state: CreateFormState,
  patch: Partial<UntimedConditions>,
): CreateFormState => ({
  ...state,
  global: {
    ...state.global,
    untimedConditions: { ...state.global.untimedConditions, ...patch },
  },
});

export const withTimed = (
  state: CreateFormState,
  timedCondition: TimedCondition | null,
): CreateFormState => ({ ...state, global: { ...state.global, timedCondition } });

const untimed = (s: CreateFormState): UntimedConditions => s.global.untimedConditions;

export const isPaintingType = (type: TimedConditionType | undefined): boolean =>
  type === 'underpaint' || type === 'overpaint';
export const timedType = (s: CreateFormState): TimedConditionType | undefined =>
  s.global.timedCondition?.type;
export const hasTimed = (s: CreateFormState): boolean => s.global.timedCondition !== null;
export const hasPainting = (s: CreateFormState): boolean => isPaintingType(timedType(s));
export const hasPlaylist = (s: CreateFormState): boolean => untimed(s).playlist !== null;
export const hasInspirationClips = (s: CreateFormState): boolean =>
  untimed(s).inspirationClipIds.length > 0;
export const hasInspiration = (s: CreateFormState): boolean =>
  hasPlaylist(s) || hasInspirationClips(s);
export const hasPersonas = (s: CreateFormState): boolean => untimed(s).personas.length > 0;
export const hasCover = (s: CreateFormState): boolean => untimed(s).cover !== null;
export const isVoxPersona = (s: CreateFormState): boolean => untimed(s).voxPersona.enabled;

/** Any condition at all (the 'Enter styles or lyrics to create' rule). */
export const hasAnyCondition = (s: CreateFormState): boolean =>
  hasTimed(s) ||
  hasCover(s) ||
  hasPersonas(s) ||
  hasInspiration(s) ||
  untimed(s).chameleon.enabled ||
  s.custom.reusedFromClipId !== null;

/** What the form's conditions ask of the model. */
export const modelNeeds = (s: CreateFormState): ModelNeeds => ({
  extend: timedType(s) === 'extend',
  persona: hasPersonas(s),
  cover: hasCover(s),
  playlist: hasInspiration(s),
  painting: hasPainting(s),
});

/** Removes the timed condition (only paintings when `paintingOnly`). */
export const dropTimed =
  (paintingOnly = false): Step =>
  (s) => {
    const type = timedType(s);
    if (type === undefined || (paintingOnly && !isPaintingType(type))) return unchanged(s);
    return {
      state: withTimed(s, null),
      removed: [isPaintingType(type) ? 'painting' : 'condition'],
    };
  };

export const dropPlaylist: Step = when(hasPlaylist, (s) => ({
  state: withUntimed(s, { playlist: null }),
  removed: ['playlist'],
}));

export const dropInspirationClips: Step = when(hasInspirationClips, (s) => ({
  state: withUntimed(s, { inspirationClipIds: [] }),
  removed: ['inspirationClips'],
}));

export const dropCover: Step = when(hasCover, (s) => ({
  state: withUntimed(s, { cover: null }),
  removed: ['cover'],
}));

export const dropPersonas =
  (removal: 'persona' | 'personaForInspiration'): Step =>
  (s) =>
    hasPersonas(s) ? { state: withUntimed(s, { personas: [] }), removed: [removal] } : unchanged(s);

/** Runs a step only when the voice persona is off. */
export const unlessVox =
  (step: Step): Step =>
  (s) =>
    isVoxPersona(s) ? unchanged(s) : step(s);

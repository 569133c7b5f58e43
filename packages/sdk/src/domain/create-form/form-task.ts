/**
 * The create form's references and task (1-generation §4 Task selection; 3-library-social §4):
 * persona selection sets artist_consistency, artist_cover (with a cover clip) or artist_extend
 * (with a continue clip); clearing it reverts to null, cover, extend or cover_extend.
 */
import type { Reference } from '../references';
import { selectTask, type TaskOptions, type TaskSelection } from '../tasks';
import type { CreateFormState, TimedCondition } from './types';

const TIMED_REFERENCE: Readonly<
  Record<TimedCondition['type'], (t: TimedCondition) => Reference['type']>
> = {
  extend: () => 'Extend',
  infill: (t) => (t.type === 'infill' && t.kind === 'fixed_infill' ? 'FixedInfill' : 'Infill'),
  underpaint: () => 'Underpaint',
  overpaint: () => 'Overpaint',
};

/** The references the form's conditions make. */
export function createFormReferences(state: CreateFormState): Reference[] {
  const untimed = state.global.untimedConditions;
  const timed = state.global.timedCondition;
  const refs: Reference[] = [];
  if (untimed.cover !== null) refs.push({ type: 'Cover' });
  for (let i = 0; i < untimed.personas.length; i += 1) refs.push({ type: 'Persona' });
  if (timed !== null) refs.push({ type: TIMED_REFERENCE[timed.type](timed) });
  if (untimed.playlist !== null || untimed.inspirationClipIds.length > 0)
    refs.push({ type: 'Playlist' });
  return refs;
}

const INFILL_KIND_OPTION = { infill_intro: 'intro', infill_outro: 'outro' } as const;

/** The task options the form's state implies. */
export function createFormTaskOptions(
  state: CreateFormState,
  surface: TaskOptions['surface'] = 'create',
): TaskOptions {
  const untimed = state.global.untimedConditions;
  const timed = state.global.timedCondition;
  const infillKind =
    timed?.type === 'infill' && (timed.kind === 'infill_intro' || timed.kind === 'infill_outro')
      ? INFILL_KIND_OPTION[timed.kind]
      : undefined;
  return {
    voxPersona: untimed.voxPersona.enabled,
    uploadedSource: timed?.type === 'extend' && timed.isUploadSource,
    personalization: untimed.chameleon.enabled,
    surface,
    ...(infillKind === undefined ? {} : { infillKind }),
  };
}

/** The task of the form's current conditions. */
export const createFormTask = (
  state: CreateFormState,
  surface: TaskOptions['surface'] = 'create',
): TaskSelection => selectTask(createFormReferences(state), createFormTaskOptions(state, surface));

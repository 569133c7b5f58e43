/**
 * Task selection (1-generation §4 Task selection; 2-studio §3 task values): the task value for a
 * set of references, the model fixed_infill forces, and the task families.
 */
import { EXTEND_TASKS, INFILL_TASKS } from '@cadenza/studio-engine/rules';
import type { ModelKey } from './constants';
import { TASK_ERRORS } from './messages/create-form';
import { forcedModelForTask } from './models';
import { validateReferences, type Reference, type ReferenceType } from './references';

// prettier-ignore
export const TASKS = [
  'cover', 'extend', 'upload_extend', 'artist_consistency', 'vox', 'infill', 'fixed_infill',
  'infill_intro', 'infill_outro', 'cover_infill', 'artist_infill', 'artist_cover_infill', 'gen_stem',
  'stem_condition', 'stem_condition_infill', 'artist_cover', 'vox_cover', 'artist_extend',
  'artist_cover_extend', 'cover_extend', 'playlist_condition', 'vox_playlist_condition',
  'underpainting', 'overpainting',
] as const;
export type Task = (typeof TASKS)[number];

/** The infill and extend tasks: the studio engine's (it edits the timeline with them). */
export { EXTEND_TASKS, INFILL_TASKS };
export const STEM_TASKS = ['gen_stem', 'stem_condition'] as const satisfies readonly Task[];

export const isInfillTask = (task: string | null | undefined): boolean =>
  (INFILL_TASKS as readonly (string | null | undefined)[]).includes(task);
export const isExtendTask = (task: string | null | undefined): boolean =>
  (EXTEND_TASKS as readonly (string | null | undefined)[]).includes(task);

export interface TaskOptions {
  /** The voice persona is enabled. */
  readonly voxPersona?: boolean;
  /** The extended clip is an upload (extend becomes upload_extend). */
  readonly uploadedSource?: boolean;
  /** Personalization (chameleon mode) is on. */
  readonly personalization?: boolean;
  /** Where the generation starts; the timeline reports cover_infill and artist_infill unsupported. */
  readonly surface?: 'create' | 'timeline';
  /** An intro or outro infill. */
  readonly infillKind?: 'intro' | 'outro';
}

export type TaskErrorCode =
  | 'invalid_references'
  | 'persona_playlist_needs_vox'
  | 'infill_cover_unsupported'
  | 'artist_infill_unsupported'
  | 'no_task';

export type TaskSelection =
  | {
      readonly ok: true;
      readonly task: Task | null;
      readonly usePersonalization: boolean;
      /** The model the task forces (fixed_infill: chirp-carp), or null. */
      readonly model: ModelKey | null;
    }
  | {
      readonly ok: false;
      readonly code: TaskErrorCode;
      /** The spec's message; null where the spec gives none (a combination with no task). */
      readonly message: string | null;
    };

/** Tasks of one combination of non-persona references: alone, with a persona, with a vox persona. */
interface TaskRow {
  readonly plain: Task | null;
  readonly persona?: Task;
  readonly vox?: Task;
}

/** Keyed by the combination's non-persona reference types, sorted, joined with '+'. */
const TASK_TABLE: Readonly<Record<string, TaskRow>> = {
  '': { plain: null, persona: 'artist_consistency', vox: 'vox' },
  Cover: { plain: 'cover', persona: 'artist_cover', vox: 'vox_cover' },
  Extend: { plain: 'extend', persona: 'artist_extend' },
  'Cover+Extend': { plain: 'cover_extend', persona: 'artist_cover_extend' },
  Infill: { plain: 'infill', persona: 'artist_infill' },
  'Cover+Infill': { plain: 'cover_infill' },
  FixedInfill: { plain: 'fixed_infill' },
  GenStem: { plain: 'gen_stem' },
  StemCondition: { plain: 'stem_condition' },
  'Infill+StemCondition': { plain: 'stem_condition_infill' },
  Playlist: { plain: 'playlist_condition', vox: 'vox_playlist_condition' },
  Underpaint: { plain: 'underpainting' },
  Overpaint: { plain: 'overpainting' },
};

const TIMELINE_UNSUPPORTED: Partial<Record<Task, readonly [TaskErrorCode, string]>> = {
  cover_infill: ['infill_cover_unsupported', TASK_ERRORS.infillCoverUnsupported],
  artist_infill: ['artist_infill_unsupported', TASK_ERRORS.artistInfillUnsupported],
};

const INFILL_KIND_TASK = { intro: 'infill_intro', outro: 'infill_outro' } as const;

function plainTask(row: TaskRow, key: string, options: TaskOptions): Task | null {
  if (key === 'Extend' && options.uploadedSource === true) return 'upload_extend';
  if (key === 'Infill' && options.infillKind !== undefined)
    return INFILL_KIND_TASK[options.infillKind];
  return row.plain;
}

const fail = (code: TaskErrorCode, message: string | null): TaskSelection => ({
  ok: false,
  code,
  message,
});

/**
 * The task for a set of references (1-generation §4): Cover → cover; Persona → artist_consistency
 * (vox with the voice persona); Cover + Persona → artist_cover / vox_cover; Extend → extend
 * (upload_extend for an upload), with Persona artist_extend; Infill with Cover, Persona or
 * StemCondition → cover_infill, artist_infill, stem_condition_infill; Playlist → playlist_condition,
 * with Persona only under the voice persona (vox_playlist_condition); personalization with no
 * references → playlist_condition and use_personalization; fixed_infill forces chirp-carp.
 */
export function selectTask(refs: readonly Reference[], options: TaskOptions = {}): TaskSelection {
  const personalization = options.personalization === true;
  const invalid = validateReferences(refs, { chameleon: personalization });
  if (invalid !== null) return fail('invalid_references', invalid);

  const withPersona = refs.some((r) => r.type === 'Persona');
  const others = refs.map((r) => r.type).filter((t): t is ReferenceType => t !== 'Persona');
  const key = personalization && others.length === 0 ? 'Playlist' : [...others].sort().join('+');
  const row = TASK_TABLE[key];
  if (row === undefined) return fail('no_task', null);

  const vox = options.voxPersona === true;
  const personaTask = vox ? (row.vox ?? row.persona) : row.persona;
  if (withPersona && personaTask === undefined) {
    return row.vox === undefined
      ? fail('no_task', null)
      : fail('persona_playlist_needs_vox', TASK_ERRORS.personaPlaylistNeedsVox);
  }
  const task =
    withPersona && personaTask !== undefined ? personaTask : plainTask(row, key, options);

  const unsupported = task === null ? undefined : TIMELINE_UNSUPPORTED[task];
  if (options.surface === 'timeline' && unsupported !== undefined)
    return fail(unsupported[0], unsupported[1]);

  return {
    ok: true,
    task,
    usePersonalization: personalization,
    model: forcedModelForTask(task),
  };
}

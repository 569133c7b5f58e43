// The references a generation request carries (1-generation §3), read from its fields. The
// SDK's selectTask checks their combination (validateReferences) and picks the task.
import { INFILL_TASKS, type ReferenceType, type components } from '@cadenza/sdk';

type GenerateRequest = components['schemas']['GenerateRequest'];

const INFILL = new Set<string>(INFILL_TASKS.filter((task) => task !== 'fixed_infill'));

const present = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** The reference types a request carries. */
export function referencesOf(request: GenerateRequest): ReferenceType[] {
  const refs: ReferenceType[] = [];
  const task = request.task ?? null;
  if (present(request.cover_clip_id)) refs.push('Cover');
  if (
    present(request.persona_id) ||
    present(request.persona_ids) ||
    present(request.artist_clip_id) ||
    present(request.artist_clip_ids)
  )
    refs.push('Persona');
  if (present(request.continue_clip_id)) refs.push('Extend');
  if (task === 'fixed_infill') refs.push('FixedInfill');
  else if (task !== null && INFILL.has(task)) refs.push('Infill');
  if (task === 'gen_stem') refs.push('GenStem');
  if (present(request.stem_condition_clip_id)) refs.push('StemCondition');
  if (present(request.playlist_id) || present(request.playlist_clip_ids)) refs.push('Playlist');
  if (present(request.underpainting_clip_id)) refs.push('Underpaint');
  if (present(request.overpainting_clip_id)) refs.push('Overpaint');
  return refs;
}

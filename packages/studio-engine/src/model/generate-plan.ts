// Generating inside the timeline (§4, §5, §7): from the selection, in one pure call, the generate
// mode shown live while the user drags, the first generate-blocked message (Generate disabled
// while there is one), the §7 generation fields and the intent to queue over the range. The
// placed clip reads the new audio from where the range sits in it: a replace or a create gives
// the whole source with the range rewritten (read from infill_start_s), an extend starts at
// continue_at (read from 0).
import type { QueueSection } from './commands/sections';
import {
  buildGenerationFields,
  isGenerationFieldsError,
  type GenerationFields,
  type GenerationFieldsOptions,
} from './generation-fields';
import {
  deriveGenerateMode,
  selectionNeighbours,
  selectionRange,
  selectionTrack,
  validateSelection,
  type SelectionRange,
  type ValidateSelectionOptions,
} from './selection';
import { bpsAt, durationSeconds } from './timing';
import type { GenerateMode, StudioProjectState } from './types';

export type GeneratePlanOptions = GenerationFieldsOptions & ValidateSelectionOptions;

export interface GeneratePlan {
  generateMode: GenerateMode;
  /** The selection is at the end of the track's content: the end-selection mode decides. */
  isEndSelection: boolean;
  trackId: string | null;
  range: SelectionRange;
  /** The selection's length in seconds (the X of the messages). */
  seconds: number;
  /** The first generate-blocked message of §5, or null when Generate may be pressed. */
  blocked: string | null;
  /** The §7 fields (task, infill bounds and context, continue_*, metadata overrides). */
  fields: GenerationFields | null;
  /** The intent to queue over the range (its queuedGenerationIds added when sent). */
  queue: QueueSection | null;
}

const QUEUE_TYPE = {
  replace: 'replaceSection',
  create: 'createSection',
  extend: 'extend',
} as const satisfies Record<GenerateMode, QueueSection['type']>;

/**
 * A replace over one clip names that clip as both history and future (as edit mode does), so the
 * service knows which audio it rewrites; explicit overrides of neighbouring clips are kept.
 */
function withSourceOverrides(fields: GenerationFields, sourceClipId: string): GenerationFields {
  const { metadata } = fields;
  return {
    ...fields,
    metadata: {
      override_history_clip_id: sourceClipId,
      override_history_end_seconds: fields.infill_start_s as number,
      override_future_clip_id: sourceClipId,
      override_future_start_seconds: fields.infill_end_s as number,
      ...metadata,
    },
  };
}

export function planGeneration(state: StudioProjectState, opts: GeneratePlanOptions): GeneratePlan {
  const { selection, timing } = state;
  const range = selectionRange(selection);
  const track = selectionTrack(selection, state, opts);
  const neighbours = selectionNeighbours(range, track?.clips ?? []);
  const generateMode = opts.generateMode ?? deriveGenerateMode(selection, state, opts);
  const seconds = durationSeconds(timing, range.startBeats, range.endBeats);
  const base = {
    generateMode,
    isEndSelection: neighbours.isEndSelection,
    trackId: track?.id ?? null,
    range,
    seconds,
  };
  const blocked = validateSelection(selection, state, { ...opts, generateMode });
  const built =
    track === null ? null : buildGenerationFields(selection, state, { ...opts, generateMode });
  if (blocked !== null || built === null || isGenerationFieldsError(built))
    return { ...base, blocked, fields: null, queue: null };
  const source = neighbours.overlapping[0];
  const fields =
    generateMode === 'replace' && source?.clipId != null
      ? withSourceOverrides(built, source.clipId)
      : built;
  const readFromSeconds = generateMode === 'extend' ? 0 : (fields.infill_start_s ?? 0);
  const queue: QueueSection = {
    type: QUEUE_TYPE[generateMode],
    trackId: (track as { id: string }).id,
    startBeats: range.startBeats,
    endBeats: range.endBeats,
    startTrimmedBeats: readFromSeconds * bpsAt(timing, range.startBeats),
  };
  return { ...base, blocked: null, fields, queue };
}

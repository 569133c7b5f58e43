// The generation request fields (§7) for replace, extend and create, measured in the source
// clips' audio; the aligned-clip lookup with its tolerances (0.1 s lookup, 0.08 s matching);
// the unsupported infill tasks; and the default start for extend in edit mode (§4).
import {
  ALIGNED_LOOKUP_TOLERANCE_SECONDS,
  CONTEXT_WINDOW_BEATS,
  DEFAULT_REPLACE_MODE,
  REPLACE_MODE_TASK,
  EXTEND_LONG_CLIP_BACK_SECONDS,
  EXTEND_LONG_CLIP_SECONDS,
  EXTEND_MEDIUM_CLIP_BACK_SECONDS,
  EXTEND_MEDIUM_CLIP_SECONDS,
  TEMPO_ALIGNED_MATCH_SECONDS,
} from './constants';
import { MESSAGES } from './messages';
import {
  deriveGenerateMode,
  selectionNeighbours,
  selectionRange,
  selectionTrack,
  type GenerateModeOptions,
} from './selection';
import { durationSeconds } from './timing';
import type { GenerateMode, ReplaceMode, Selection, StudioClip, StudioProjectState } from './types';
import { clipContentSecondsAt } from './warp';

export interface GenerationMetadata {
  override_history_clip_id?: string;
  override_history_end_seconds?: number;
  override_future_clip_id?: string;
  override_future_start_seconds?: number;
}

export interface GenerationFields {
  task: string;
  infill_start_s?: number;
  infill_end_s?: number;
  infill_dur_s?: number;
  infill_context_start_s?: number;
  infill_context_end_s?: number;
  include_history_s?: number;
  include_future_s?: number;
  continue_clip_id?: string;
  continue_at?: number;
  metadata: GenerationMetadata;
}

export interface GenerationFieldsOptions extends GenerateModeOptions {
  generateMode?: GenerateMode;
  replaceMode?: ReplaceMode;
  /** Context on each side of the selection, in beats (32 by default). */
  contextWindowBeats?: number;
  /** Full-context infill: history and future are the context minus the infill bounds (default). */
  fullContext?: boolean;
  /** Whether a generated clip is an upload (extending it is upload_extend); studio upload ids by default. */
  isUpload?: (clip: StudioClip) => boolean;
}

/** What cannot be generated from this selection. */
export interface GenerationFieldsError {
  error: 'no-source-clip';
}

const isGenerationFieldsError = (
  v: GenerationFields | GenerationFieldsError,
): v is GenerationFieldsError => 'error' in v;
export { isGenerationFieldsError };

function withContext(
  fields: GenerationFields,
  contextStart: number,
  contextEnd: number,
  opts: GenerationFieldsOptions,
  stem: boolean,
): GenerationFields {
  const start = fields.infill_start_s as number;
  const end = fields.infill_end_s as number;
  const out = {
    ...fields,
    infill_context_start_s: Math.max(0, contextStart),
    infill_context_end_s: contextEnd,
  };
  if (stem) return { ...out, include_history_s: 0, include_future_s: 0 };
  if (opts.fullContext === false) return out;
  return {
    ...out,
    include_history_s: start - out.infill_context_start_s,
    include_future_s: contextEnd - end,
  };
}

export function buildGenerationFields(
  selection: Selection,
  state: StudioProjectState,
  opts: GenerationFieldsOptions,
): GenerationFields | GenerationFieldsError {
  const track = selectionTrack(selection, state, opts);
  const range = selectionRange(selection);
  const n = selectionNeighbours(range, track?.clips ?? []);
  const generateMode = opts.generateMode ?? deriveGenerateMode(selection, state, opts);
  const { timing } = state;
  const at = (clip: StudioClip, beats: number) => clipContentSecondsAt(clip, beats, timing);
  const window = opts.contextWindowBeats ?? CONTEXT_WINDOW_BEATS;
  const stem = track?.stemType != null;
  const { startBeats: start, endBeats: end } = range;

  if (generateMode === 'extend') {
    const clip = n.isEndSelection ? n.overlapping[0] : n.before;
    if (clip == null || clip.clipId === null) return { error: 'no-source-clip' };
    const upload = opts.isUpload?.(clip) ?? clip.uploadId !== null;
    return {
      task: upload ? 'upload_extend' : 'extend',
      continue_clip_id: clip.clipId,
      continue_at: at(clip, Math.min(start, clip.endBeats)),
      metadata: {},
    };
  }

  if (generateMode === 'create') {
    const { before, after } = n;
    if (before === null || after === null || before.clipId === null || after.clipId === null) {
      return { error: 'no-source-clip' };
    }
    const historyEnd = at(before, before.endBeats);
    const futureStart = at(after, after.startBeats);
    const duration = durationSeconds(timing, start, end);
    const fields: GenerationFields = {
      task: stem ? 'stem_condition_infill' : 'infill',
      infill_start_s: historyEnd,
      infill_end_s: historyEnd + duration,
      infill_dur_s: duration,
      metadata: {
        override_history_clip_id: before.clipId,
        override_history_end_seconds: historyEnd,
        override_future_clip_id: after.clipId,
        override_future_start_seconds: futureStart,
      },
    };
    const historyWindow = Math.min(historyEnd, durationSeconds(timing, start - window, start));
    const futureWindow = Math.min(
      at(after, after.endBeats) - futureStart,
      durationSeconds(timing, end, end + window),
    );
    return withContext(
      fields,
      historyEnd - historyWindow,
      historyEnd + duration + futureWindow,
      opts,
      stem,
    );
  }

  const source = n.overlapping[0];
  if (source === undefined || source.clipId === null) return { error: 'no-source-clip' };
  const infillStart = at(source, start);
  const infillEnd = at(source, end);
  const metadata: GenerationMetadata = {};
  if (source.startBeats > start && n.before !== null && n.before.clipId !== null) {
    metadata.override_history_clip_id = n.before.clipId;
    metadata.override_history_end_seconds = at(n.before, n.before.endBeats);
  }
  const last = n.overlapping.at(-1) as StudioClip;
  if (last !== source && last.clipId !== null && last.endBeats > end) {
    metadata.override_future_clip_id = last.clipId;
    metadata.override_future_start_seconds = at(last, end);
  }
  const fields: GenerationFields = {
    task: stem
      ? 'stem_condition_infill'
      : REPLACE_MODE_TASK[opts.replaceMode ?? DEFAULT_REPLACE_MODE],
    infill_start_s: infillStart,
    infill_end_s: infillEnd,
    infill_dur_s: infillEnd - infillStart,
    metadata,
  };
  const contextStart = at(source, Math.min(start, Math.max(start - window, source.startBeats)));
  const contextEnd = at(source, Math.max(end, Math.min(end + window, source.endBeats)));
  return withContext(fields, contextStart, contextEnd, opts, stem);
}

/** §3: the infill tasks that cannot be generated, with their message; null when supported. */
export function unsupportedTaskMessage(task: string): string | null {
  if (task === 'cover_infill') return MESSAGES.infillCoverUnsupported;
  if (task === 'artist_infill') return MESSAGES.artistInfillUnsupported;
  return null;
}

/** §4: duration over 45 s → duration − 15; over 15 s → duration − 5; else 0. */
export function defaultExtendStartSeconds(durationSeconds: number): number {
  if (durationSeconds > EXTEND_LONG_CLIP_SECONDS)
    return durationSeconds - EXTEND_LONG_CLIP_BACK_SECONDS;
  if (durationSeconds > EXTEND_MEDIUM_CLIP_SECONDS)
    return durationSeconds - EXTEND_MEDIUM_CLIP_BACK_SECONDS;
  return 0;
}

/** §3 Aligned clip. */
export interface AlignedClip {
  clip: { id: string };
  history_clip_id: string | null;
  history_end_seconds: number | null;
  clip_start_seconds: number | null;
  future_clip_id: string | null;
  clip_end_seconds: number | null;
  future_start_seconds: number | null;
}

/** The query of GET /api/clips/aligned_clips for a generation, ±0.1 s around each bound. */
export function alignedClipsQuery(metadata: GenerationMetadata): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (
    metadata.override_history_clip_id !== undefined &&
    metadata.override_history_end_seconds !== undefined
  ) {
    query.history_clip_id = metadata.override_history_clip_id;
    query.history_end_seconds_gte =
      metadata.override_history_end_seconds - ALIGNED_LOOKUP_TOLERANCE_SECONDS;
    query.history_end_seconds_lte =
      metadata.override_history_end_seconds + ALIGNED_LOOKUP_TOLERANCE_SECONDS;
  }
  if (
    metadata.override_future_clip_id !== undefined &&
    metadata.override_future_start_seconds !== undefined
  ) {
    query.future_clip_id = metadata.override_future_clip_id;
    query.future_start_seconds_gte =
      metadata.override_future_start_seconds - ALIGNED_LOOKUP_TOLERANCE_SECONDS;
    query.future_start_seconds_lte =
      metadata.override_future_start_seconds + ALIGNED_LOOKUP_TOLERANCE_SECONDS;
  }
  return query;
}

const near = (a: number | null, b: number | undefined): boolean =>
  b === undefined || (a !== null && Math.abs(a - b) <= TEMPO_ALIGNED_MATCH_SECONDS);

/** Whether an aligned clip matches a generation's history and future within 0.08 s. */
export function matchesAlignedClip(aligned: AlignedClip, metadata: GenerationMetadata): boolean {
  if (
    metadata.override_history_clip_id !== undefined &&
    aligned.history_clip_id !== metadata.override_history_clip_id
  ) {
    return false;
  }
  if (
    metadata.override_future_clip_id !== undefined &&
    aligned.future_clip_id !== metadata.override_future_clip_id
  ) {
    return false;
  }
  return (
    near(aligned.history_end_seconds, metadata.override_history_end_seconds) &&
    near(aligned.future_start_seconds, metadata.override_future_start_seconds)
  );
}

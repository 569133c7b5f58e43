/**
 * Edit mode's rules (2-studio §3 edit state, §4 edit actions, §5, §6): the waveform selector's
 * range in 0.2 s steps, whether a clip can start an edit ('Clip is not complete'), the crop, fade
 * and speed calls with the edit session id, the infill gate (at least 5 units and the EditMode
 * plan feature), and the model tier edit mode generates with.
 */
import {
  EDIT_FADE_OUT_DEFAULT_MS,
  EDIT_SELECTION_STEP_S,
  EDIT_SPEED_FACTOR_DEFAULT,
  MESSAGES,
} from '@cadenza/studio-engine/rules';
import type { CallArgs } from '../api/call-types';
import type { components } from '../api/schema.gen';
import {
  GENERATION_TYPE_DEFAULT,
  INFILL_TOOL_MIN_SELECTION_S,
  type ModelKey,
  type ModelTier,
} from './constants';
import {
  baseModelKey,
  defaultModelTier,
  isModelKey,
  modelTier,
  TIER_DEFAULT_MODEL,
} from './models';
import { isUploadClip } from './personas';
import { hasPlanFeature, type Viewer } from './permissions';

/** A range of the clip in seconds, start before end. */
export interface EditRange {
  readonly start: number;
  readonly end: number;
}

/** The edit tools of the edit screen. */
export const EDIT_TOOLS = ['crop', 'fade', 'speed', 'replace', 'extend'] as const;
export type EditTool = (typeof EDIT_TOOLS)[number];

export const isEditTool = (value: unknown): value is EditTool =>
  typeof value === 'string' && (EDIT_TOOLS as readonly string[]).includes(value);

/** Rounds to the selector's 0.2 s step, kept inside the clip (its end is always reachable). */
export function quantizeEditTime(seconds: number, durationS: number): number {
  if (!(durationS > 0) || !Number.isFinite(seconds)) return 0;
  if (seconds >= durationS - EDIT_SELECTION_STEP_S / 2) return durationS;
  const stepped = Math.round(seconds / EDIT_SELECTION_STEP_S) * EDIT_SELECTION_STEP_S;
  return Math.min(durationS, Math.max(0, Number(stepped.toFixed(3))));
}

/** The selector's range between two points (either order), quantised. */
export function editRange(a: number, b: number, durationS: number): EditRange {
  const x = quantizeEditTime(a, durationS);
  const y = quantizeEditTime(b, durationS);
  return { start: Math.min(x, y), end: Math.max(x, y) };
}

export const editRangeLength = (range: EditRange | null): number =>
  range === null ? 0 : Math.max(0, range.end - range.start);

/** §5: a clip that is not complete cannot start an edit. */
export const editStartProblem = (clip: { readonly status: string }): string | null =>
  clip.status === 'complete' ? null : MESSAGES.clipNotComplete;

/** An edit action as the edit screen asks for it. */
export type EditAction =
  | {
      readonly kind: 'crop';
      readonly range: EditRange;
      /** Remove the range (true) or keep only it (false). */
      readonly remove: boolean;
      readonly fadeOutMs?: number | null;
    }
  | { readonly kind: 'fade'; readonly fadeOutMs: number }
  | {
      readonly kind: 'speed';
      readonly speedFactor: number;
      readonly tempoOnly: boolean;
      readonly range?: EditRange | null;
    };

export type EditActionCall =
  | { readonly id: 'cropClip'; readonly args: CallArgs<'cropClip'> }
  | { readonly id: 'fadeClip'; readonly args: CallArgs<'fadeClip'> }
  | { readonly id: 'changeClipSpeed'; readonly args: CallArgs<'changeClipSpeed'> };

const seconds = (ms: number): number => ms / 1000;

/** The call of an edit action (2-studio §7 Edit), carrying the edit session id. */
export function editActionCall(
  clipId: string,
  action: EditAction,
  editSessionId: string | null,
): EditActionCall {
  const path = { clip_id: clipId };
  const session = { edit_session_id: editSessionId };
  switch (action.kind) {
    case 'crop':
      return {
        id: 'cropClip',
        args: {
          path,
          body: {
            crop_start_s: action.range.start,
            crop_end_s: action.range.end,
            is_crop_remove: action.remove,
            ...(action.fadeOutMs != null && action.fadeOutMs > 0
              ? { fade_out_time: seconds(action.fadeOutMs) }
              : {}),
            ...session,
          },
        },
      };
    case 'fade':
      return {
        id: 'fadeClip',
        args: { path, body: { fade_out_time: seconds(action.fadeOutMs), ...session } },
      };
    case 'speed':
      return {
        id: 'changeClipSpeed',
        args: {
          path,
          body: {
            speed_factor: action.speedFactor,
            tempo_only: action.tempoOnly,
            change_speed_start_time: action.range?.start ?? null,
            change_speed_end_time: action.range?.end ?? null,
            ...session,
          },
        },
      };
  }
}

/** The edit state's defaults for the action settings (§3). */
export const EDIT_ACTION_DEFAULTS = {
  speedFactor: EDIT_SPEED_FACTOR_DEFAULT,
  changeTempoOnly: false,
  isCropRemove: false,
  isFadeOut: false,
  fadeOutLengthMs: EDIT_FADE_OUT_DEFAULT_MS,
} as const;

/** Why a selection cannot be replaced: the plan lacks EditMode (upsell) or it is under 5 units. */
export type InfillGate = { readonly kind: 'upsell' } | { readonly kind: 'too-short' } | null;

/** §4, §6: infill needs the EditMode plan feature and a selection of at least 5 units. */
export function infillGate(range: EditRange | null, viewer: Viewer): InfillGate {
  if (!hasPlanFeature(viewer, 'EditMode') && viewer.isStaff !== true) return { kind: 'upsell' };
  if (editRangeLength(range) < INFILL_TOOL_MIN_SELECTION_S) return { kind: 'too-short' };
  return null;
}

/** §6: edit mode generates with the clip's own model version when known, else the Auk default. */
export function editModelTier(
  clip: { readonly major_model_version?: string | null; readonly model_name?: string | null },
  viewer: Viewer,
): ModelTier {
  if (clip.major_model_version != null && clip.major_model_version !== '')
    return modelTier(clip.major_model_version);
  if (clip.model_name != null && clip.model_name !== '') return modelTier(clip.model_name);
  return defaultModelTier(viewer);
}

/** A generation started from edit mode (§4): replace the selection, or extend from a point. */
export type EditGeneration =
  | { readonly kind: 'replace'; readonly range: EditRange; readonly lyrics?: string | null }
  | { readonly kind: 'extend'; readonly startS: number };

/** The clip as an edit-mode generation reads it. */
export interface EditGenerationClip {
  readonly id: string;
  readonly title?: string | null;
  readonly model_name?: string | null;
  readonly major_model_version?: string | null;
  readonly metadata?: {
    readonly type?: string | null;
    readonly duration?: number | null;
    readonly tags?: string | null;
    readonly negative_tags?: string | null;
    readonly prompt?: string | null;
  } | null;
}

type GenerateRequest = components['schemas']['GenerateRequest'];

/** The model edit mode generates with: the clip's own when it is a known key, else its tier's. */
export function editModel(clip: EditGenerationClip, viewer: Viewer): ModelKey {
  const own = clip.model_name != null ? baseModelKey(clip.model_name) : null;
  return own !== null && isModelKey(own) ? own : TIER_DEFAULT_MODEL[editModelTier(clip, viewer)];
}

/**
 * The generation request of a replace or an extend in edit mode (2-studio §7: task, infill
 * bounds with full context, continue_clip_id and continue_at, edit_session_id, the history and
 * future overrides and infill_lyrics), with the clip's styles and lyrics.
 */
export function editGenerationRequest(
  clip: EditGenerationClip,
  generation: EditGeneration,
  viewer: Viewer,
  editSessionId: string | null,
): GenerateRequest {
  const metadata = clip.metadata ?? {};
  const duration = metadata.duration ?? 0;
  const base: GenerateRequest = {
    mv: editModel(clip, viewer),
    generation_type: GENERATION_TYPE_DEFAULT,
    edit_session_id: editSessionId,
    ...(clip.title != null ? { title: clip.title } : {}),
    ...(metadata.tags != null ? { tags: metadata.tags } : {}),
    ...(metadata.negative_tags != null ? { negative_tags: metadata.negative_tags } : {}),
    ...(metadata.prompt != null ? { prompt: metadata.prompt } : {}),
  };
  if (generation.kind === 'extend')
    return {
      ...base,
      task: isUploadClip(clip) ? 'upload_extend' : 'extend',
      continue_clip_id: clip.id,
      ...(generation.startS > 0 ? { continue_at: generation.startS } : {}),
      metadata: {},
    };
  const { start, end } = generation.range;
  const lyrics = generation.lyrics?.trim();
  return {
    ...base,
    task: 'infill',
    infill_start_s: start,
    infill_end_s: end,
    infill_dur_s: Number((end - start).toFixed(3)),
    infill_context_start_s: 0,
    infill_context_end_s: duration,
    include_history_s: start,
    include_future_s: Number(Math.max(0, duration - end).toFixed(3)),
    metadata: {
      override_history_clip_id: clip.id,
      override_history_end_seconds: start,
      override_future_clip_id: clip.id,
      override_future_start_seconds: end,
      ...(lyrics ? { infill_lyrics: lyrics, lyrics_updated: true } : {}),
    },
  };
}

/**
 * buildGenerationRequest (ARCHITECTURE.md named entry point): the generation request body of
 * 1-generation §3 with every sending rule of §4 and §5 applied.
 */
import type { components } from '../../api/schema.gen';
import {
  CUSTOM_DURATION_MAX_S,
  CUSTOM_DURATION_MIN_S,
  GENERATION_TYPE_DEFAULT,
  SIMPLE_MODE_LYRICS_MODEL_DEFAULT,
  SUBSCRIPTION_LEVEL_BY_PLAN,
  type MaxLengths,
} from '../constants';
import {
  modelForReferences,
  modelMaxLengths,
  supportsControlSliders,
  supportsMumble,
} from '../models';
import { isRemixLike } from '../remix';
import type { RulesContext } from '../rules-context';
import { isInfillTask, type Task, type TaskErrorCode } from '../tasks';
import { capPaintingRange, fullContextInfill, isIntroOutroDuration } from '../validation';
import { createFormReferences, createFormTask } from './form-task';
import { controlSlidersToSend } from './sliders';
import { cutTo } from './truncate';
import type {
  CreateFormState,
  CreateMode,
  InfillCondition,
  PaintCondition,
  TimedCondition,
} from './types';

export type GenerateRequest = components['schemas']['GenerateRequest'];
export type GenerationMetadata = components['schemas']['GenerationMetadata'];
type RequestFields = Partial<GenerateRequest>;

/** What the caller adds to the form: ids, tokens, where the request starts. */
export interface GenerationRequestOptions {
  readonly transactionUuid?: string;
  readonly token?: string;
  readonly projectId?: string;
  readonly editSessionId?: string;
  readonly hash?: string;
  readonly webClientPathname?: string;
  readonly createSessionToken?: string;
  readonly fromStudioProjectId?: string;
  /** create_mode for studio generations (studio_edit, studio_instrument); else the form's mode. */
  readonly createMode?: CreateMode;
  /** Where the generation starts; the timeline rejects cover_infill and artist_infill. */
  readonly surface?: 'create' | 'timeline';
  readonly continuedAlignedPrompt?: string;
  readonly lyricsUpdated?: boolean;
  readonly lastTagsGeneration?: components['schemas']['LastTagsGeneration'];
  readonly disableVolumeNormalization?: boolean;
  /** Staff-only inference overrides (ignored for other users). */
  readonly forcedInferConfig?: Readonly<Record<string, unknown>>;
  /** Studio history/future overrides (metadata.override_*). */
  readonly overrides?: Pick<
    GenerationMetadata,
    | 'override_history_clip_id'
    | 'override_history_end_seconds'
    | 'override_future_clip_id'
    | 'override_future_start_seconds'
  >;
}

export type GenerationRequestErrorCode =
  TaskErrorCode | 'adjust_speed_mode' | 'missing_infill_bounds' | 'unsupported_duration';

export type GenerationRequestResult =
  | { readonly ok: true; readonly request: GenerateRequest }
  | {
      readonly ok: false;
      readonly code: GenerationRequestErrorCode;
      /** The spec's message, where it gives one. */
      readonly message: string | null;
    };

type Built =
  | { readonly ok: true; readonly fields: RequestFields }
  | Extract<GenerationRequestResult, { ok: false }>;

const fieldsOk = (fields: RequestFields): Built => ({ ok: true, fields });

const blank = (text: string): boolean => text.trim() === '';

/** Lyrics made only of bracketed parts ('[Instrumental]', '[Intro] [Outro]') are instrumental-like. */
export const isInstrumentalLikeLyrics = (lyrics: string): boolean =>
  /\[[^\]]*\]/.test(lyrics) && blank(lyrics.replace(/\[[^\]]*\]/g, ''));

/** Mumble mode counts only for models that allow it (bluejay and crow). */
const isMumble = (state: CreateFormState): boolean =>
  state.custom.lyricsMode === 'mumble_mode' && supportsMumble(state.global.model);

/** Title, styles, lyrics or description, cut to the model's maxima; make_instrumental. */
function textFields(state: CreateFormState, limits: MaxLengths, task: Task | null): RequestFields {
  const infill = isInfillTask(task);
  if (state.global.mode === 'simple') {
    return {
      gpt_description_prompt: state.simple.prompt,
      ...(infill ? {} : { make_instrumental: state.simple.instrumental }),
    };
  }
  const custom = state.custom;
  const instrumentalMode = custom.lyricsMode === 'instrumental';
  const lyrics = instrumentalMode ? '' : custom.lyrics;
  const instrumental = (blank(lyrics) || isInstrumentalLikeLyrics(lyrics)) && !isMumble(state);
  return {
    title: cutTo(custom.title, limits.title),
    tags: cutTo(custom.styles, limits.tags),
    negative_tags: cutTo(custom.excludeStyles, limits.negative_tags),
    prompt: cutTo(lyrics, limits.prompt),
    ...(infill ? {} : { make_instrumental: instrumental }),
  };
}

/** Custom duration is sent only between 120 and 480 s. */
const durationField = (state: CreateFormState): RequestFields => {
  const duration = state.custom.durationSeconds;
  return state.global.mode === 'custom' &&
    duration !== null &&
    duration >= CUSTOM_DURATION_MIN_S &&
    duration <= CUSTOM_DURATION_MAX_S
    ? { duration }
    : {};
};

function infillFields(infill: InfillCondition): Built {
  const span = { infill_start_s: infill.startSeconds, infill_end_s: infill.endSeconds };
  const duration = infill.endSeconds - infill.startSeconds;
  const introOutro = infill.kind === 'infill_intro' || infill.kind === 'infill_outro';
  if (introOutro && !isIntroOutroDuration(duration))
    return { ok: false, code: 'unsupported_duration', message: null };
  const withContext = infill.contextStartSeconds !== null || infill.contextEndSeconds !== null;
  if (!withContext) return fieldsOk({ ...span, infill_dur_s: duration });
  const context = fullContextInfill({
    infillStartS: infill.startSeconds,
    infillEndS: infill.endSeconds,
    contextStartS: infill.contextStartSeconds,
    contextEndS: infill.contextEndSeconds,
  });
  return context.ok
    ? fieldsOk({ ...context.fields, infill_dur_s: duration })
    : { ok: false, code: context.code, message: null };
}

const paintingFields = (
  prefix: 'underpainting' | 'overpainting',
  t: PaintCondition,
): RequestFields => {
  const range = capPaintingRange(t.startSeconds, t.endSeconds);
  return {
    [`${prefix}_clip_id`]: t.clipId,
    [`${prefix}_start_s`]: range.startS,
    [`${prefix}_end_s`]: range.endS,
  };
};

function timedFields(timed: TimedCondition | null): Built {
  switch (timed?.type) {
    case undefined:
      return fieldsOk({});
    case 'extend':
      return fieldsOk({ continue_clip_id: timed.clipId, continue_at: timed.startSeconds });
    case 'infill':
      return infillFields(timed);
    case 'underpaint':
      return fieldsOk(paintingFields('underpainting', timed));
    case 'overpaint':
      return fieldsOk(paintingFields('overpainting', timed));
  }
}

/** Cover, persona (with voice persona settings), inspiration and reused styles/lyrics. */
function untimedFields(state: CreateFormState): RequestFields {
  const untimed = state.global.untimedConditions;
  const [persona] = untimed.personas;
  const personaFields: RequestFields =
    persona === undefined
      ? {}
      : {
          persona_id: persona.personaId,
          persona_ids: untimed.personas.map((p) => p.personaId),
          artist_clip_id: persona.clipId,
          artist_clip_ids: untimed.personas.map((p) => p.clipId),
          artist_start_s: persona.startSeconds,
          artist_end_s: persona.endSeconds,
          ...(untimed.voxPersona.enabled
            ? { cfg_coef: untimed.gptCfg, source_cfg_coef: untimed.diffusionCfg }
            : {}),
        };
  return {
    ...(untimed.cover === null ? {} : { cover_clip_id: untimed.cover.clipId }),
    ...personaFields,
    ...(untimed.playlist === null ? {} : { playlist_id: untimed.playlist.playlistId }),
    ...(untimed.inspirationClipIds.length === 0
      ? {}
      : { playlist_clip_ids: [...untimed.inspirationClipIds] }),
    ...(state.custom.reusedFromClipId === null
      ? {}
      : { styles_lyrics_clip_id: state.custom.reusedFromClipId }),
  };
}

/** Drops undefined values so absent options are not sent. */
const defined = <T extends object>(record: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

function metadataFor(
  state: CreateFormState,
  ctx: RulesContext,
  options: GenerationRequestOptions,
  model: string,
): GenerationMetadata {
  const custom = state.global.mode === 'custom' ? state.custom : null;
  const sliders = controlSlidersToSend(state, model);
  const timed = state.global.timedCondition;
  const session = ctx.session;
  const lyricsModel =
    state.global.mode === 'simple'
      ? (state.global.lyricsModel ?? SIMPLE_MODE_LYRICS_MODEL_DEFAULT)
      : (state.global.lyricsModel ?? undefined);
  return defined({
    web_client_pathname: options.webClientPathname,
    is_max_mode: custom?.maxMode,
    is_mumble: isMumble(state),
    create_mode: options.createMode ?? state.global.mode,
    user_tier: session.subscriptionLevel ?? SUBSCRIPTION_LEVEL_BY_PLAN[session.plan ?? 'free'],
    from_studio_project_id: options.fromStudioProjectId,
    create_session_token: options.createSessionToken,
    disable_volume_normalization: options.disableVolumeNormalization,
    forced_infer_config: session.isStaff === true ? options.forcedInferConfig : undefined,
    vocal_gender:
      custom === null || custom.vocalGender === 'unspecified' ? undefined : custom.vocalGender,
    is_remix: isRemixLike(state),
    control_sliders: sliders ?? undefined,
    can_control_sliders: supportsControlSliders(model),
    lyrics_model: lyricsModel,
    last_lyrics_generation: custom?.lastLyricsGeneration ?? undefined,
    last_tags_generation: options.lastTagsGeneration,
    lyrics_updated: options.lyricsUpdated,
    infill_lyrics: timed?.type === 'infill' ? (timed.lyrics ?? undefined) : undefined,
    ...options.overrides,
  });
}

/**
 * The generation request body: mv (the tau variant when references are present; chirp-carp for
 * fixed_infill), the task of the form's references, texts cut silently to the model's maxima,
 * make_instrumental (custom: blank or bracket-only lyrics with mumble off; simple: the switch;
 * unset for infill tasks), duration only between 120 and 480 s, the conditions' fields, and the
 * metadata (sliders only when different from default and for supporting models, as fractions of
 * 100; lyrics model 'default' in simple mode). Adjust-speed mode has no generation request.
 */
export function buildGenerationRequest(
  state: CreateFormState,
  ctx: RulesContext,
  options: GenerationRequestOptions = {},
): GenerationRequestResult {
  if (state.global.mode === 'adjust_speed')
    return { ok: false, code: 'adjust_speed_mode', message: null };
  const selection = createFormTask(state, options.surface ?? 'create');
  if (!selection.ok) return selection;
  const timed = timedFields(state.global.timedCondition);
  if (!timed.ok) return timed;

  const hasReferences = createFormReferences(state).length > 0;
  const mv = selection.model ?? modelForReferences(state.global.model, hasReferences);
  const limits = modelMaxLengths(mv, ctx.billingModels);
  const request: GenerateRequest = {
    ...defined({
      transaction_uuid: options.transactionUuid,
      token: options.token,
      project_id: options.projectId,
      edit_session_id: options.editSessionId,
      hash: options.hash,
      continued_aligned_prompt:
        options.continuedAlignedPrompt === undefined
          ? undefined
          : cutTo(options.continuedAlignedPrompt, limits.prompt),
    }),
    mv,
    generation_type: GENERATION_TYPE_DEFAULT,
    task: selection.task,
    ...textFields(state, limits, selection.task),
    ...durationField(state),
    ...timed.fields,
    ...untimedFields(state),
    ...(selection.usePersonalization ? { use_personalization: true } : {}),
    metadata: metadataFor(state, ctx, options, mv),
  };
  return { ok: true, request };
}

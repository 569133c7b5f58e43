// POST /api/generate/v2/ (and v2-web): checks the request with the rules the server owns, then
// charges it and creates its clips. Order: idempotency, account (423, 503, 402 past due), model
// can_use (403), plan features (403), reference combinations (400), referenced objects (404/403),
// text over the model's max_lengths (400, generation-input.ts), lyrics moderation (451),
// copyright (424), concurrency (429), credits (402).
import {
  CLIPS_PER_GENERATION,
  CONTINUE_AT_END_OFFSET_S,
  STEM_CONDITION_BATCH_SIZE,
  forcedModelForTask,
  selectTask,
  type ReferenceType,
  type components,
} from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipMetadata, ClipRecord, StoredDerivation, StoredSource } from '../db/clips';
import type { User } from '../db/users';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { storedSourceOf, type NewClip } from '../lifecycle/clips';
import { GENERATION_DETAILS } from '../messages';
import { canViewClip, isOwner } from './access';
import {
  assertAccountCanGenerate,
  assertConcurrency,
  chargeFor,
  existingRequest,
  startRequest,
} from './charging';
import { findArtist, findModerated } from './moderation';
import {
  baseModelKey,
  canUseModel,
  hasFeature,
  maxLengthsOf,
  usesFreeV4Counter,
  type PlanFeature,
} from './plans';
import { assertWithinMaxLengths } from './generation-input';
import { referencesOf } from './references';
import { lyricsFor, stylesFromDescription, titleFrom } from './styles';

type GenerateRequest = components['schemas']['GenerateRequest'];

/** Decided: the most clips one request may ask for (batch_size), to keep requests bounded. */
export const MAX_BATCH_SIZE = 4;

const VOX_TASKS = new Set(['vox', 'vox_cover', 'vox_playlist_condition']);

/** Plan features the references need (the upsell opens without them). */
function featuresFor(types: readonly ReferenceType[]): PlanFeature[] {
  const needs: PlanFeature[] = [];
  if (types.includes('Persona')) needs.push('Persona');
  if (types.includes('Infill') || types.includes('FixedInfill')) needs.push('EditMode');
  if (types.includes('GenStem') || types.includes('StemCondition')) needs.push('GetStems');
  if (types.includes('Playlist')) needs.push('PLAYLIST_CONDITION');
  return needs;
}

/** A referenced clip: visible (404) and, when not the viewer's, remixable (403). */
function referencedClip(
  ctx: ServerContext,
  viewer: User,
  id: string | null | undefined,
): ClipRecord | null {
  if (id == null || id === '') return null;
  const clip = ctx.repos.clips.get(id);
  if (!clip || !canViewClip(clip, viewer)) throw notFound(`Clip ${id} not found.`);
  if (!isOwner(clip, viewer) && (clip.metadata.can_remix === false || clip.is_trashed))
    throw forbidden('This clip cannot be remixed.');
  return clip;
}

interface Parentage {
  parent: ClipRecord | null;
  derivation: StoredDerivation | null;
  kind: string | null;
}

function parentage(
  ctx: ServerContext,
  viewer: User,
  body: GenerateRequest,
  task: string | null,
): Parentage {
  const clip = (id: string | null | undefined) => referencedClip(ctx, viewer, id);
  const extend = clip(body.continue_clip_id);
  if (extend) {
    const duration = extend.metadata.duration ?? 0;
    const at = body.continue_at ?? Math.round(duration - CONTINUE_AT_END_OFFSET_S);
    if (!(at > 0) || at > duration)
      throw badRequest('continue_at must be greater than 0 and at most the clip duration.');
    return { parent: extend, derivation: { kind: 'extend', continueAtS: at }, kind: 'extend' };
  }
  const infillTarget = task?.includes('infill')
    ? clip(body.metadata?.override_history_clip_id ?? body.cover_clip_id)
    : null;
  if (infillTarget) {
    const start = body.infill_start_s ?? 0;
    const end = body.infill_end_s ?? start;
    if (!(end > start)) throw badRequest('infill_end_s must be after infill_start_s.');
    return {
      parent: infillTarget,
      derivation: { kind: 'infill', startS: start, endS: end },
      kind: 'infill',
    };
  }
  const cover = clip(body.cover_clip_id);
  if (cover) return { parent: cover, derivation: { kind: 'cover' }, kind: 'cover' };
  for (const [id, kind, start, end] of [
    [body.overpainting_clip_id, 'overpaint', body.overpainting_start_s, body.overpainting_end_s],
    [
      body.underpainting_clip_id,
      'underpaint',
      body.underpainting_start_s,
      body.underpainting_end_s,
    ],
  ] as const) {
    const painted = clip(id);
    if (painted)
      return {
        parent: painted,
        derivation: { kind, startS: start ?? 0, endS: end ?? painted.metadata.duration ?? 0 },
        kind,
      };
  }
  const stemSource = clip(body.stem_condition_clip_id);
  if (stemSource)
    return {
      parent: stemSource,
      derivation: { kind: 'stem', stem: body.stem_type_group_name ?? 'Vocals' },
      kind: 'stem',
    };
  return { parent: null, derivation: null, kind: null };
}

function personaOf(ctx: ServerContext, viewer: User, body: GenerateRequest) {
  const id = body.persona_id ?? body.persona_ids?.[0] ?? null;
  if (id === null) return null;
  const persona = ctx.repos.personas.get(id);
  if (!persona || persona.is_trashed || (!persona.is_public && persona.user_id !== viewer.id))
    throw notFound(`Persona ${id} not found.`);
  return persona;
}

export function generate(ctx: ServerContext, viewer: User, body: GenerateRequest) {
  const again = existingRequest(ctx, viewer, body.transaction_uuid);
  if (again) return { retried: true, clips: again };

  assertAccountCanGenerate(ctx, viewer);
  const types = referencesOf(body);
  const selection = selectTask(
    types.map((type) => ({ type })),
    {
      voxPersona: VOX_TASKS.has(body.task ?? ''),
      personalization: body.use_personalization === true,
    },
  );
  const model =
    forcedModelForTask(body.task ?? null) ?? (selection.ok ? selection.model : null) ?? body.mv;
  if (!canUseModel(viewer, model))
    throw forbidden(`The model ${model} is not available on your plan.`);
  const missing = featuresFor(types).find((feature) => !hasFeature(viewer, feature));
  if (missing) throw forbidden(`Your plan does not include ${missing}.`);
  if (!selection.ok && selection.message !== null) throw badRequest(selection.message);
  assertWithinMaxLengths(body, maxLengthsOf(model));

  const persona = personaOf(ctx, viewer, body);
  for (const id of [
    ...(body.playlist_clip_ids ?? []),
    body.styles_lyrics_clip_id,
    body.artist_clip_id,
  ])
    referencedClip(ctx, viewer, id);
  if (body.playlist_id) {
    const playlist = ctx.repos.playlists.get(body.playlist_id);
    if (!playlist || (playlist.user_id !== viewer.id && !playlist.is_public))
      throw notFound('Playlist not found.');
  }
  const task = body.task ?? (selection.ok ? selection.task : null);
  const { parent, derivation, kind } = parentage(ctx, viewer, body, task);

  const description = body.gpt_description_prompt ?? null;
  const lyricsIn = body.prompt ?? null;
  const tagsIn = body.tags ?? null;
  if (findModerated(lyricsIn) !== null)
    throw new HttpError(451, GENERATION_DETAILS.lyricsGuidelines);
  const artist = findArtist(lyricsIn, tagsIn, body.title, description);
  if (artist !== null)
    throw new HttpError(
      424,
      `Your input matched copyrighted material (${GENERATION_DETAILS.copyrightInfringement}): ${artist}.`,
    );
  assertConcurrency(ctx, viewer);

  const batch =
    task === 'stem_condition'
      ? STEM_CONDITION_BATCH_SIZE
      : (body.batch_size ?? CLIPS_PER_GENERATION);
  if (batch > MAX_BATCH_SIZE) throw badRequest(`batch_size must be at most ${MAX_BATCH_SIZE}.`);
  const freeV4 = usesFreeV4Counter(viewer, model);
  const charge = chargeFor(viewer, batch, freeV4 ? 'free_v4_left' : 'credits');

  const simple =
    description !== null && description.trim() !== '' && (lyricsIn === null || lyricsIn === '');
  const instrumental = body.make_instrumental === true;
  const lyrics = instrumental
    ? ''
    : (lyricsIn ?? (simple ? lyricsFor(description ?? '') : (parent?.metadata.prompt ?? '')));
  const tags =
    tagsIn ?? (simple ? stylesFromDescription(description ?? '') : (parent?.metadata.tags ?? ''));
  const title =
    body.title ||
    (simple ? titleFrom(description ?? '') : (parent?.title ?? titleFrom(lyrics, 'Untitled')));
  const negativeTags = body.negative_tags ?? null;
  const isStem = task === 'gen_stem' || task === 'stem_condition';
  const workspace = body.project_id ? ctx.repos.workspaces.get(body.project_id) : null;
  const canAddToWorkspace =
    workspace !== null &&
    !workspace.is_trashed &&
    (workspace.user_id === viewer.id ||
      ctx.repos.workspaces.isCollaborator(workspace.id, viewer.id));

  const metadata: Partial<ClipMetadata> & Pick<ClipMetadata, 'type'> = {
    type: isStem ? 'stem' : 'gen',
    task: (task as ClipMetadata['task']) ?? null,
    tags,
    negative_tags: negativeTags,
    prompt: lyrics,
    gpt_description_prompt: description,
    infill: task?.includes('infill') === true ? true : null,
    infill_start_s: body.infill_start_s ?? null,
    infill_end_s: body.infill_end_s ?? null,
    infill_dur_s: body.infill_dur_s ?? null,
    infill_context_start_s: body.infill_context_start_s ?? null,
    infill_context_end_s: body.infill_context_end_s ?? null,
    infill_lyrics: body.metadata?.infill_lyrics ?? null,
    continue_at: kind === 'extend' && derivation?.kind === 'extend' ? derivation.continueAtS : null,
    continued_from_prompt: kind === 'extend' ? (parent?.metadata.prompt ?? null) : null,
    history:
      kind === 'extend' && parent && derivation?.kind === 'extend'
        ? [
            ...(parent.metadata.history ?? []),
            { id: parent.id, type: parent.metadata.type, continue_at: derivation.continueAtS },
          ]
        : null,
    is_remix:
      parent !== null &&
      (parent.user_id !== viewer.id || body.metadata?.is_remix === true || kind === 'cover'),
    cover_clip_id: kind === 'cover' ? (parent?.id ?? null) : null,
    persona_id: persona?.id ?? null,
    stem_from_id: isStem ? (parent?.id ?? null) : null,
    stem_type_id: body.stem_type_id ?? null,
    stem_type_group_name: body.stem_type_group_name ?? null,
    stem_task: body.stem_task ?? null,
    edit_session_id: body.edit_session_id ?? null,
    free_quota_category: freeV4 ? 'v4' : null,
  };
  const personaRoot = persona ? ctx.repos.clips.get(persona.root_clip_id) : null;
  const source: Omit<StoredSource, 'id' | 'seed'> = {
    title,
    tags,
    negativeTags: negativeTags ?? '',
    lyrics,
    instrumental: instrumental || lyrics.trim() === '',
    description: description ?? '',
    durationS: body.duration ?? null,
    parent:
      parent && derivation
        ? { source: storedSourceOf(parent), derivation }
        : personaRoot
          ? {
              source: storedSourceOf(personaRoot),
              derivation: { kind: 'persona', root: storedSourceOf(personaRoot) },
            }
          : null,
    upload: null,
  };
  const modelName = isStem ? `${baseModelKey(model)}-stem` : baseModelKey(model);
  const started = startRequest(ctx, viewer, {
    txn: body.transaction_uuid,
    charge,
    build: () =>
      Array.from({ length: batch }, (): NewClip => ({
        user: viewer,
        title,
        source,
        metadata,
        modelName,
        lifecycle: 'generation',
        personaId: persona?.id ?? null,
        parentId: parent?.id ?? null,
        remixKind: kind,
        fromStudioProjectId: body.metadata?.from_studio_project_id ?? null,
      })),
  });
  if (canAddToWorkspace && workspace)
    ctx.repos.workspaces.addClips(
      workspace.id,
      started.clips.map((c) => c.id),
      ctx.clock.now(),
    );
  return { retried: false, id: started.id, clips: started.clips };
}

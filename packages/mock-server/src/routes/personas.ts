// Tag personas: create (root clip required: 400 'Root clip ID is required.'; Pro and Premier),
// get, edit, trash and undo, visibility, love, follow, and the lists (20 a page; the loved and
// followed lists answer 404 'No loved personas found' / 'No followed personas found' when
// empty), plus the avatar image from a prompt (the cover of a song planned from it, drawn
// without rendering audio).
import {
  PERSONA_DESCRIPTION_MAX_CHARS,
  PERSONA_NAME_MAX_CHARS,
  PERSONA_LIST_PAGING,
  PERSONA_SOURCE_MAX_DURATION_S,
  pageOf,
  pageOffset,
  type components,
} from '@cadenza/sdk';
import type { Request } from 'express';
import { coverArtOf } from '../audio/image/cover-art';
import { isoAt } from '../clock';
import type { ServerContext } from '../context';
import type { PersonaRecord } from '../db/personas';
import type { User } from '../db/users';
import { newId, newSeed, shortCode } from '../db/ids';
import { canViewClip, isListable, isOwner, visibleClip } from '../domain/access';
import { decodeCursor, encodeCursor, page, pageNumberOf } from '../domain/library';
import { findModerated } from '../domain/moderation';
import { notify } from '../domain/notify';
import { hasFeature, hasFlag } from '../domain/plans';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { defineRoutes, type PrepareTable } from '../http/route';
import { PERSONA_MESSAGES } from '../messages';
import { serializeClip, serializeClips, mediaUrls } from '../serialize/clips';
import { userSummary } from '../serialize/users';

type Schemas = components['schemas'];

export function visiblePersona(ctx: ServerContext, id: string, viewer: User | null): PersonaRecord {
  const persona = ctx.repos.personas.get(id);
  if (!persona || (persona.user_id !== viewer?.id && (!persona.is_public || persona.is_trashed)))
    throw notFound('Persona not found.');
  return persona;
}

function ownPersona(ctx: ServerContext, id: string, viewer: User): PersonaRecord {
  const persona = visiblePersona(ctx, id, viewer);
  if (persona.user_id !== viewer.id) throw forbidden('Only the owner can change this persona.');
  return persona;
}

export function serializePersona(
  ctx: ServerContext,
  persona: PersonaRecord,
  viewer: User | null,
): Schemas['Persona'] {
  const root = ctx.repos.clips.get(persona.root_clip_id);
  const extras = ctx.repos.clips
    .getMany(persona.extra_clip_ids)
    .filter((c) => canViewClip(c, viewer));
  const rootVisible = root !== null && canViewClip(root, viewer);
  const owner = ctx.repos.users.get(persona.user_id);
  const used = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM clips WHERE persona_id = ?')
    .get(persona.id) as { n: number };
  return {
    id: persona.id,
    name: persona.name,
    description: persona.description,
    root_clip_id: persona.root_clip_id,
    image_s3_id: persona.image_s3_id,
    image_url: persona.image_s3_id
      ? `${ctx.options.publicUrl}/media/uploads/${persona.image_s3_id}`
      : rootVisible && root
        ? mediaUrls(ctx, root).image(360)
        : null,
    ...(rootVisible && root ? { clip: serializeClip(ctx, root, viewer) } : {}),
    clips: serializeClips(ctx, [...(rootVisible && root ? [root] : []), ...extras], viewer),
    is_owned: persona.user_id === viewer?.id,
    is_loved: viewer !== null && ctx.repos.personas.isLoved(viewer.id, persona.id),
    is_following: viewer !== null && ctx.repos.personas.isFollowing(viewer.id, persona.id),
    upvote_count: ctx.repos.personas.loveCount(persona.id),
    is_trashed: persona.is_trashed,
    is_public: persona.is_public,
    user_id: persona.user_id,
    user: owner ? userSummary(owner) : null,
    persona_clips_count: used.n,
    created_at: isoAt(persona.created_at),
  };
}

function listPage(
  ctx: ServerContext,
  personas: PersonaRecord[],
  viewer: User | null,
  pageNumber: number = PERSONA_LIST_PAGING.first,
): Schemas['PersonaListResponse'] {
  const next = pageOffset(PERSONA_LIST_PAGING, pageNumber + 1);
  const more = next < personas.length;
  return {
    personas: pageOf(personas, PERSONA_LIST_PAGING, pageNumber).map((p) =>
      serializePersona(ctx, p, viewer),
    ),
    num_total_results: personas.length,
    current_page: pageNumber,
    continuation_token: more ? encodeCursor(next) : null,
  };
}

/** Whether a clip may be a persona's source (1-generation §5; 3-library-social §5). */
function checkSource(ctx: ServerContext, clipId: string, viewer: User): void {
  const clip = visibleClip(ctx, clipId, viewer);
  if (!isOwner(clip, viewer) && !isListable(clip)) throw notFound('Clip not found.');
  const infill = clip.metadata.infill === true || (clip.metadata.task ?? '').includes('infill');
  const stem = clip.metadata.type === 'stem' || (clip.model_name ?? '').includes('-stem');
  if (
    clip.status !== 'complete' ||
    infill ||
    stem ||
    (clip.metadata.duration ?? 0) > PERSONA_SOURCE_MAX_DURATION_S
  )
    throw badRequest(PERSONA_MESSAGES.notAllowedSource);
  if (
    clip.metadata.type === 'upload' &&
    !viewer.is_staff &&
    !hasFlag(viewer, 'personas-audio-upload')
  )
    throw badRequest(PERSONA_MESSAGES.audioUploadDisabled);
}

const emptyList = (message: string) => new HttpError(404, message);

export const personaPrepare: PrepareTable = {
  createPersona: (req: Request) => {
    const body = req.body as Record<string, unknown> | undefined;
    const root = body?.root_clip_id;
    if (root === undefined || root === null || (typeof root === 'string' && root.trim() === ''))
      throw badRequest(PERSONA_MESSAGES.rootClipRequired);
  },
};

/** Trimmed and cut to the decided maximum; blank is 'Untitled Persona' (issue 32 item 8). */
const personaName = (name: string | null | undefined): string =>
  name?.trim().slice(0, PERSONA_NAME_MAX_CHARS).trim() || PERSONA_MESSAGES.untitledPersona;

export const personaRoutes = defineRoutes({
  createPersona: ({ ctx, viewer, body }) => {
    if (!hasFeature(viewer, 'Persona') && !viewer.is_staff)
      throw forbidden('Your plan does not include Persona.');
    checkSource(ctx, body.root_clip_id, viewer);
    const extras = [...new Set(body.clips ?? [])].filter((id) => id !== body.root_clip_id);
    for (const id of extras) checkSource(ctx, id, viewer);
    const record: PersonaRecord = {
      id: newId(),
      user_id: viewer.id,
      root_clip_id: body.root_clip_id,
      name: personaName(body.name),
      description: (body.description ?? '').slice(0, PERSONA_DESCRIPTION_MAX_CHARS),
      image_s3_id: body.image_s3_id ?? null,
      extra_clip_ids: extras,
      is_public: body.is_public ?? !hasFlag(viewer, 'privacy-mode'),
      is_trashed: false,
      created_at: ctx.clock.now(),
    };
    ctx.repos.personas.insert(record);
    const root = ctx.repos.clips.get(record.root_clip_id)!;
    return {
      id: record.id,
      root_clip_id: record.root_clip_id,
      clip: serializeClip(ctx, root, viewer),
    };
  },

  getPersonas: ({ ctx, viewer, query }) => {
    const offset = decodeCursor(query.continuation_token);
    return listPage(
      ctx,
      ctx.repos.personas.byUser(viewer.id, false),
      viewer,
      PERSONA_LIST_PAGING.first + Math.floor(offset / PERSONA_LIST_PAGING.size),
    );
  },

  getPersona: ({ ctx, viewer, params }) =>
    serializePersona(ctx, visiblePersona(ctx, params.persona_id, viewer), viewer),

  getPersonaPaginated: ({ ctx, viewer, params, query }) => {
    const persona = visiblePersona(ctx, params.persona_id, viewer);
    const clips = (
      ctx.db
        .prepare('SELECT id FROM clips WHERE persona_id = ? ORDER BY created_at DESC')
        .all(persona.id) as { id: string }[]
    ).flatMap(({ id }) => {
      const clip = ctx.repos.clips.get(id);
      return clip &&
        clip.status !== 'error' &&
        (isListable(clip) || (isOwner(clip, viewer) && !clip.is_trashed))
        ? [clip]
        : [];
    });
    const pageNumber = pageNumberOf('getPersonaPaginated', query.page);
    return {
      persona: serializePersona(ctx, persona, viewer),
      clips: serializeClips(ctx, page(clips, 'getPersonaPaginated', pageNumber), viewer),
      num_total_results: clips.length,
      current_page: pageNumber,
    };
  },

  editPersona: ({ ctx, viewer, params, body }) => {
    const persona = ownPersona(ctx, params.persona_id, viewer);
    const extras = body.clips?.filter((id) => id !== persona.root_clip_id);
    for (const id of extras ?? []) checkSource(ctx, id, viewer);
    const updated = ctx.repos.personas.update(persona.id, {
      ...(body.name !== undefined ? { name: personaName(body.name) } : {}),
      ...(body.description !== undefined
        ? { description: body.description.slice(0, PERSONA_DESCRIPTION_MAX_CHARS) }
        : {}),
      ...(body.image_s3_id !== undefined ? { image_s3_id: body.image_s3_id } : {}),
      ...(body.is_public !== undefined ? { is_public: body.is_public } : {}),
      ...(extras !== undefined ? { extra_clip_ids: [...new Set(extras)] } : {}),
    });
    return serializePersona(ctx, updated!, viewer);
  },

  getCadenzaPersonas: ({ ctx, viewer, query }) =>
    listPage(ctx, ctx.repos.personas.publicPersonas(), viewer, query.page),

  trashPersona: ({ ctx, viewer, params, query }) => {
    const persona = ownPersona(ctx, params.persona_id, viewer);
    return serializePersona(
      ctx,
      ctx.repos.personas.update(persona.id, { is_trashed: query.undo !== true })!,
      viewer,
    );
  },

  getTrashedPersonas: ({ ctx, viewer, query }) =>
    listPage(ctx, ctx.repos.personas.byUser(viewer.id, true), viewer, query.page),

  setPersonaVisibility: ({ ctx, viewer, params, body }) => {
    const persona = ownPersona(ctx, params.persona_id, viewer);
    ctx.repos.personas.update(persona.id, { is_public: body.is_public });
    return { id: persona.id, is_public: body.is_public };
  },

  togglePersonaLove: ({ ctx, viewer, params }) => {
    const persona = visiblePersona(ctx, params.persona_id, viewer);
    const loved = ctx.repos.personas.toggleLove(viewer.id, persona.id, ctx.clock.now());
    if (loved)
      notify(ctx, persona.user_id, 'persona_favorite', {
        actorId: viewer.id,
        contentId: persona.id,
        contentTitle: persona.name,
      });
    return { loved, upvote_count: ctx.repos.personas.loveCount(persona.id) };
  },

  getLovedPersonas: ({ ctx, viewer, query }) => {
    const loved = ctx.repos.personas.loved(viewer.id);
    if (loved.length === 0) throw emptyList(PERSONA_MESSAGES.noLovedPersonas);
    return listPage(ctx, loved, viewer, query.page);
  },

  followPersona: ({ ctx, viewer, params, query }) => {
    const persona = visiblePersona(ctx, params.persona_id, viewer);
    const follow = query.follow !== false;
    if (ctx.repos.personas.setFollow(viewer.id, persona.id, follow, ctx.clock.now()) && follow)
      notify(ctx, persona.user_id, 'persona_follow', {
        actorId: viewer.id,
        contentId: persona.id,
        contentTitle: persona.name,
      });
    return { is_following: follow };
  },

  getFollowedPersonas: ({ ctx, viewer, query }) => {
    const followed = ctx.repos.personas.followed(viewer.id);
    if (followed.length === 0) throw emptyList(PERSONA_MESSAGES.noFollowedPersonas);
    return listPage(ctx, followed, viewer, query.page);
  },

  generatePromptImage: async ({ ctx, viewer, body }) => {
    if (findModerated(body.prompt) !== null)
      throw new HttpError(451, 'That prompt did not pass moderation.');
    const bytes = await coverArtOf(
      ctx.audio,
      {
        id: newId(),
        seed: newSeed(),
        title: body.prompt,
        tags: body.prompt,
        negativeTags: '',
        lyrics: '',
        instrumental: true,
        description: body.prompt,
        durationS: null,
        parent: null,
        upload: null,
      },
      360,
    );
    const id = newId();
    ctx.repos.uploads.insert({
      id,
      user_id: viewer.id,
      kind: 'image',
      extension: 'png',
      is_stem_mix: false,
      signature: shortCode(24),
      created_at: ctx.clock.now(),
    });
    ctx.repos.uploads.update(id, {
      filename: 'avatar.png',
      content_type: 'image/png',
      bytes: Buffer.from(bytes),
      size: bytes.length,
      finished_at: ctx.clock.now(),
      ready_at: ctx.clock.now(),
      outcome: 'complete',
    });
    return { image_url: `${ctx.options.publicUrl}/media/uploads/${id}`, image_s3_id: id };
  },
});

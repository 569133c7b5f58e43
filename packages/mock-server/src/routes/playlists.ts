// Tag playlists: a playlist with a page of 20 entries, the user's playlists (12 a page), liked
// playlists (50 a page), trending, create (default name 'Untitled'), add and remove clips,
// rename, describe and change the image, trash and restore, like, visibility, regenerate (a playlist-conditioned generation) and playlist play counts.
import {
  CLIPS_PER_GENERATION,
  type components,
  LIKED_PLAYLIST_PAGE_SIZE,
  pageOffset,
  PAGING,
  playlistDescription,
  playlistName,
} from '@cadenza/sdk';
import { isoAt } from '../clock';
import type { ServerContext } from '../context';
import type { PlaylistRecord } from '../db/playlists';
import type { User } from '../db/users';
import { newId } from '../db/ids';
import { canViewClip, isListable, isOwner } from '../domain/access';
import {
  assertAccountCanGenerate,
  assertConcurrency,
  chargeFor,
  startRequest,
} from '../domain/charging';
import { page, pageNumberOf } from '../domain/library';
import { baseModelKey, canUseModel } from '../domain/plans';
import { badRequest, forbidden, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { serializeClips } from '../serialize/clips';
import { userSummary } from '../serialize/users';

type Schemas = components['schemas'];

/** Decided: playlists send all their clip ids up to this many. */
const CLIP_IDS_MAX = 200;

/** The playlist if the viewer may see it (their own, or public and not trashed), else 404. */
export function visiblePlaylist(
  ctx: ServerContext,
  id: string,
  viewer: User | null,
): PlaylistRecord {
  const playlist = ctx.repos.playlists.get(id);
  if (
    !playlist ||
    (playlist.user_id !== viewer?.id && (!playlist.is_public || playlist.is_trashed))
  )
    throw notFound('Playlist not found.');
  return playlist;
}

function ownPlaylist(ctx: ServerContext, id: string, viewer: User): PlaylistRecord {
  const playlist = visiblePlaylist(ctx, id, viewer);
  if (playlist.user_id !== viewer.id) throw forbidden('Only the owner can change this playlist.');
  return playlist;
}

/** The entries of a playlist the viewer may see. */
function visibleEntries(ctx: ServerContext, playlist: PlaylistRecord, viewer: User | null) {
  const entries = ctx.repos.playlists.entries(playlist.id);
  const clips = new Map(
    ctx.repos.clips.getMany(entries.map((e) => e.clip_id)).map((c) => [c.id, c]),
  );
  return entries.flatMap((entry) => {
    const clip = clips.get(entry.clip_id);
    return clip &&
      clip.status !== 'error' &&
      (isListable(clip) || (isOwner(clip, viewer) && !clip.is_trashed))
      ? [{ entry, clip }]
      : [];
  });
}

export function serializePlaylist(
  ctx: ServerContext,
  playlist: PlaylistRecord,
  viewer: User | null,
  withPage: number | null,
): Schemas['Playlist'] {
  const entries = visibleEntries(ctx, playlist, viewer);
  const owner = ctx.repos.users.get(playlist.user_id);
  const shown = withPage === null ? [] : page(entries, 'getPlaylist', withPage);
  const wire = serializeClips(
    ctx,
    shown.map((e) => e.clip),
    viewer,
  );
  const first = entries[0] ? serializeClips(ctx, [entries[0].clip], viewer)[0] : undefined;
  return {
    id: playlist.id,
    name: playlist.name,
    description: playlist.description,
    image_url: playlist.image_url ?? first?.image_url ?? null,
    num_total_results: entries.length,
    is_owned: playlist.user_id === viewer?.id,
    is_public: playlist.is_public,
    is_trashed: playlist.is_trashed,
    shared: false,
    user: owner ? userSummary(owner) : null,
    upvote_count: ctx.repos.playlists.likeCount(playlist.id),
    is_liked: viewer ? ctx.repos.playlists.isLiked(viewer.id, playlist.id) : false,
    play_count: playlist.play_count,
    playlist_clips: shown.map((e, i) => ({
      clip: wire[i]!,
      relative_index: pageOffset(PAGING.getPlaylist, withPage ?? undefined) + i,
      added_at: isoAt(e.entry.added_at),
    })),
    clip_ids: entries.length <= CLIP_IDS_MAX ? entries.map((e) => e.clip.id) : [],
    current_page: pageNumberOf('getPlaylist', withPage ?? undefined),
    created_at: isoAt(playlist.created_at),
    updated_at: isoAt(playlist.updated_at),
  };
}

const list = (
  ctx: ServerContext,
  playlists: PlaylistRecord[],
  viewer: User | null,
  pageNumber: number,
) => ({
  playlists: page(playlists, 'getMyPlaylists', pageNumber).map((p) =>
    serializePlaylist(ctx, p, viewer, null),
  ),
  num_total_results: playlists.length,
  current_page: pageNumber,
});

export const playlistRoutes = defineRoutes({
  getPlaylist: ({ ctx, viewer, params, query }) =>
    serializePlaylist(
      ctx,
      visiblePlaylist(ctx, params.playlist_id, viewer),
      viewer,
      pageNumberOf('getPlaylist', query.page),
    ),

  getMyPlaylists: ({ ctx, viewer, query }) => {
    const text = query.query?.trim().toLowerCase() ?? '';
    const mine = ctx.repos.playlists
      .byUser(viewer.id)
      .filter((p) => p.is_trashed === (query.show_trashed === true))
      .filter((p) => text === '' || p.name.toLowerCase().includes(text));
    return list(ctx, mine, viewer, pageNumberOf('getMyPlaylists', query.page));
  },

  getLikedPlaylists: ({ ctx, viewer, query }) => {
    const liked = ctx.repos.playlists
      .likedPlaylists(viewer.id)
      .filter((p) => p.user_id === viewer.id || (p.is_public && !p.is_trashed));
    const from = query.from_index ?? 0;
    const size = Math.min(query.page_size ?? LIKED_PLAYLIST_PAGE_SIZE, LIKED_PLAYLIST_PAGE_SIZE);
    return {
      playlists: liked.slice(from, from + size).map((p) => serializePlaylist(ctx, p, viewer, null)),
      num_total_results: liked.length,
      current_page: Math.floor(from / size),
    };
  },

  getTrendingMetaplaylists: ({ ctx, viewer }) =>
    list(ctx, ctx.repos.playlists.publicPlaylists(), viewer, PAGING.getMyPlaylists.first),

  createPlaylist: ({ ctx, viewer, body }) => {
    const now = ctx.clock.now();
    const record: PlaylistRecord = {
      id: newId(),
      user_id: viewer.id,
      name: playlistName(body.name ?? ''),
      description: null,
      image_url: null,
      is_public: false,
      is_trashed: false,
      play_count: 0,
      created_at: now,
      updated_at: now,
    };
    ctx.repos.playlists.insert(record);
    return serializePlaylist(ctx, record, viewer, 0);
  },

  updatePlaylistClips: ({ ctx, viewer, body }) => {
    const playlist = ownPlaylist(ctx, body.playlist_id, viewer);
    const ids = [...new Set(body.metadata.clip_ids)];
    if (body.update_type === 'add') {
      const clips = ctx.repos.clips.getMany(ids);
      if (clips.length !== ids.length || clips.some((c) => !canViewClip(c, viewer)))
        throw notFound('Clip not found.');
      ctx.repos.playlists.addClips(playlist.id, ids, ctx.clock.now());
    } else {
      ctx.repos.playlists.removeClips(playlist.id, ids, ctx.clock.now());
    }
    return { success: true, num_total_results: ctx.repos.playlists.countClips(playlist.id) };
  },

  updatePlaylistMetadata: ({ ctx, viewer, params, body }) => {
    const playlist = ownPlaylist(ctx, params.playlist_id, viewer);
    const image = body.image_s3_id ? ctx.repos.uploads.get(body.image_s3_id) : null;
    if (
      body.image_s3_id &&
      (!image || image.user_id !== viewer.id || image.kind !== 'image' || image.bytes === null)
    )
      throw badRequest('The image upload could not be found.');
    ctx.repos.playlists.update(
      playlist.id,
      {
        ...(body.name !== undefined ? { name: playlistName(body.name) } : {}),
        ...(body.description !== undefined
          ? { description: playlistDescription(body.description) }
          : {}),
        ...(body.image_s3_id !== undefined
          ? {
              image_url: body.image_s3_id
                ? `${ctx.options.publicUrl}/media/uploads/${body.image_s3_id}`
                : null,
            }
          : {}),
      },
      ctx.clock.now(),
    );
    return serializePlaylist(ctx, ctx.repos.playlists.get(playlist.id)!, viewer, null);
  },

  trashPlaylist: ({ ctx, viewer, body }) => {
    const playlist = ownPlaylist(ctx, body.playlist_id, viewer);
    const trashed = body.undo_trash !== true;
    ctx.repos.playlists.setTrashed(playlist.id, trashed, ctx.clock.now());
    return { success: true, playlist_id: playlist.id, is_trashed: trashed };
  },

  likePlaylist: ({ ctx, viewer, params, body }) => {
    const playlist = visiblePlaylist(ctx, params.playlist_id, viewer);
    if (body.unlike === true) ctx.repos.playlists.unlike(viewer.id, playlist.id);
    else ctx.repos.playlists.like(viewer.id, playlist.id, ctx.clock.now());
    return {
      is_liked: body.unlike !== true,
      upvote_count: ctx.repos.playlists.likeCount(playlist.id),
    };
  },

  setPlaylistVisibility: ({ ctx, viewer, params, body }) => {
    const playlist = ownPlaylist(ctx, params.playlist_id, viewer);
    ctx.repos.playlists.setPublic(playlist.id, body.is_public, ctx.clock.now());
    return { id: playlist.id, is_public: body.is_public };
  },

  regeneratePlaylist: ({ ctx, viewer, params, body }) => {
    const playlist = ownPlaylist(ctx, params.playlist_id, viewer);
    const own = visibleEntries(ctx, playlist, viewer).filter((e) => e.clip.user_id === viewer.id);
    if (own.length === 0)
      throw badRequest(
        'No original songs found: Please choose a playlist with at least one song you made.',
      );
    if (!canUseModel(viewer, body.model_name))
      throw forbidden(`The model ${body.model_name} is not available on your plan.`);
    assertAccountCanGenerate(ctx, viewer);
    assertConcurrency(ctx, viewer);
    const charge = chargeFor(viewer, CLIPS_PER_GENERATION);
    const tags = [
      ...new Set(
        own
          .flatMap((e) => (e.clip.metadata.tags ?? '').split(',').map((t) => t.trim()))
          .filter(Boolean),
      ),
    ]
      .slice(0, 6)
      .join(', ');
    const title = `Inspired by ${playlist.name}`.slice(0, 100);
    const started = startRequest(ctx, viewer, {
      charge,
      build: () =>
        Array.from({ length: CLIPS_PER_GENERATION }, () => ({
          user: viewer,
          title,
          source: {
            title,
            tags,
            negativeTags: '',
            lyrics: '',
            instrumental: true,
            description: '',
            durationS: null,
            parent: null,
            upload: null,
          },
          metadata: { type: 'gen' as const, task: 'playlist_condition' as const, tags, prompt: '' },
          modelName: baseModelKey(body.model_name),
          lifecycle: 'generation' as const,
        })),
    });
    return { clips: serializeClips(ctx, started.clips, viewer) };
  },

  incrementPlaylistPlayCount: ({ ctx, viewer, params, body }) => {
    const playlist = visiblePlaylist(ctx, params.playlist_id, viewer);
    if (!ctx.repos.playlists.entries(playlist.id).some((e) => e.clip_id === body.clip_id))
      throw notFound('That clip is not in the playlist.');
    ctx.repos.playlists.incrementPlays(playlist.id);
    return { success: true };
  },
});

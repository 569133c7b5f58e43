// Tag clips, reading: one clip, the feeds (v2 by ids or library flags, v3 by filters, v3 offset),
// trash, songs by ids, a clip's workspace, commercial rights, preview unlock, user events and
// the remix lists (parent, direct children, counts, by user).
import {
  CLIP_POLL_BATCH_SIZE,
  FEED_V3_LIMIT,
  PAGING,
  PAID_PLAN_KEYS,
  type components,
} from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import {
  canViewClip,
  isListable,
  isOwner,
  ownedClip,
  readableClip,
  visibleClip,
} from '../domain/access';
import { chargeFor } from '../domain/charging';
import { pushCredits } from '../domain/credits';
import {
  byCreatedDesc,
  decodeCursor,
  encodeCursor,
  filterClips,
  libraryClips,
  page,
  pageNumberOf,
} from '../domain/library';
import { badRequest, unauthorized } from '../http/errors';
import { defineRoutes, SENT } from '../http/route';
import { serializeClip, serializeClips } from '../serialize/clips';
import { userSummary } from '../serialize/users';

type Schemas = components['schemas'];

/** Decided: the most ids GET /api/clips/get_songs_by_ids takes at once. */
export const SONGS_BY_IDS_MAX = 100;
/** Remix kinds that make a clip a remix (direct child) of its parent. */
export const REMIX_KINDS = new Set([
  'cover',
  'extend',
  'infill',
  'overpaint',
  'underpaint',
  'speed',
]);

export const splitIds = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** Direct remixes of a clip the viewer may see: public ones, plus their own. */
export function remixChildren(
  ctx: ServerContext,
  clipId: string,
  viewer: User | null,
): ClipRecord[] {
  return ctx.repos.clips
    .byParent(clipId)
    .filter(
      (c) =>
        REMIX_KINDS.has(c.remix_kind ?? '') &&
        c.status !== 'error' &&
        (isListable(c) || (isOwner(c, viewer) && !c.is_trashed)),
    )
    .sort(byCreatedDesc);
}

/** A page of clips of a clip-list call, counted as PAGING says (a page_size is capped at 100). */
function paged(
  ctx: ServerContext,
  clips: ClipRecord[],
  viewer: User | null,
  id: 'getTrashedClips' | 'getDirectChildren' | 'getUserRemixesForClip',
  query: { page?: number; page_size?: number },
): Schemas['PagedClipListResponse'] {
  const pageNumber = pageNumberOf(id, query.page);
  const size = Math.min(query.page_size ?? PAGING[id].size, 100);
  return {
    clips: serializeClips(ctx, page(clips, id, pageNumber, size), viewer),
    num_total_results: clips.length,
    current_page: pageNumber,
  };
}

export const clipReadRoutes = defineRoutes({
  getClip: ({ ctx, viewer, params }) =>
    serializeClip(ctx, readableClip(ctx, params.clip_id, viewer), viewer),

  getFeedV2: ({ ctx, viewer, query, res }) => {
    if (query.ids !== undefined) {
      const ids = splitIds(query.ids);
      if (ids.length > CLIP_POLL_BATCH_SIZE)
        throw badRequest(`At most ${CLIP_POLL_BATCH_SIZE} ids a request.`);
      const key = `feed:${viewer?.id ?? ''}:${ids.join(',')}`;
      const now = ctx.clock.now();
      let body = ctx.responses.get(key, now);
      if (body === null) {
        const clips = ctx.repos.clips.getMany(ids).filter((c) => canViewClip(c, viewer));
        const page: Schemas['FeedV2Response'] = {
          clips: serializeClips(ctx, clips, viewer),
          num_total_results: clips.length,
          current_page: 0,
        };
        body = Buffer.from(JSON.stringify(page));
        ctx.responses.set(key, body, now);
      }
      res.type('application/json').send(body);
      return SENT;
    }
    if (viewer === null) throw unauthorized();
    const clips = libraryClips(ctx, viewer, query);
    const pageNumber = pageNumberOf('getFeedV2', query.page);
    return {
      clips: serializeClips(ctx, page(clips, 'getFeedV2', pageNumber), viewer),
      num_total_results: clips.length,
      current_page: pageNumber,
    };
  },

  postFeedV3: ({ ctx, viewer, body }) => {
    const offset = decodeCursor(body.cursor);
    const limit = Math.min(body.limit, Math.max(FEED_V3_LIMIT, 100));
    const clips = filterClips(ctx, viewer, body.filters);
    const slice = clips.slice(offset, offset + limit);
    return {
      clips: serializeClips(ctx, slice, viewer),
      next_cursor: offset + limit < clips.length ? encodeCursor(offset + limit) : null,
    };
  },

  getFeedV3ClipAtOffset: ({ ctx, viewer, body }) => ({
    clip_id: filterClips(ctx, viewer, body.filters)[body.offset]?.id ?? null,
  }),

  getTrashedClips: ({ ctx, viewer, query }) => {
    const liked = new Set(ctx.repos.reactions.clipIdsWith(viewer.id, 'L'));
    const clips = ctx.repos.clips
      .byUser(viewer.id)
      .filter((c) => c.is_trashed && c.status !== 'error')
      .filter((c) => query.is_liked !== true || liked.has(c.id))
      .filter((c) => query.is_public !== true || c.is_public);
    return paged(ctx, clips, viewer, 'getTrashedClips', query);
  },

  getSongsByIds: ({ ctx, viewer, query }) => {
    const ids = splitIds(query.ids);
    if (ids.length > SONGS_BY_IDS_MAX)
      throw badRequest(`At most ${SONGS_BY_IDS_MAX} ids a request.`);
    return {
      clips: serializeClips(
        ctx,
        ctx.repos.clips.getMany(ids).filter((c) => canViewClip(c, viewer)),
        viewer,
      ),
    };
  },

  getClipProject: ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    return { project: serializeClip(ctx, clip, viewer).project ?? null };
  },

  getCommercialRightsEligibility: ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    const parent = clip.parent_id ? ctx.repos.clips.get(clip.parent_id) : null;
    if (parent && parent.user_id !== clip.user_id && clip.metadata.is_remix === true)
      return {
        eligible: false,
        reason: "Remixes of another user's song carry no commercial rights.",
      };
    if (!(PAID_PLAN_KEYS as readonly string[]).includes(clip.made_on_plan ?? ''))
      return { eligible: false, reason: 'Only songs made on Pro or Premier are eligible.' };
    return { eligible: true, reason: null };
  },

  unlockPreview: ({ ctx, viewer, params }) => {
    const clip = ownedClip(ctx, params.gen_id, viewer);
    if (clip.metadata.type === 'preview') {
      ctx.db.transaction(() => {
        const charge = chargeFor(ctx.repos.users.get(viewer.id) ?? viewer, 1);
        ctx.repos.users.addCredits(viewer.id, -charge.costPerClip);
        ctx.repos.clips.update(clip.id, { preview_seconds: null });
        ctx.repos.clips.updateMetadata(clip.id, { type: 'gen' });
      })();
      pushCredits(ctx, viewer.id);
    }
    return { success: true, clip: serializeClip(ctx, ctx.repos.clips.get(clip.id)!, viewer) };
  },

  getUserEventSummary: ({ ctx, viewer }) => ({
    has_created_song: ctx.repos.clips.byUser(viewer.id).length > 0,
  }),

  getParentClip: ({ ctx, viewer, query }) => {
    const clip = visibleClip(ctx, query.clip_id, viewer);
    const parent = clip.parent_id ? ctx.repos.clips.get(clip.parent_id) : null;
    return {
      clip: parent && canViewClip(parent, viewer) ? serializeClip(ctx, parent, viewer) : null,
    };
  },

  getDirectChildren: ({ ctx, viewer, query }) => {
    visibleClip(ctx, query.clip_id, viewer);
    return paged(
      ctx,
      remixChildren(ctx, query.clip_id, viewer),
      viewer,
      'getDirectChildren',
      query,
    );
  },

  getDirectChildrenCount: ({ ctx, viewer, query }) => {
    visibleClip(ctx, query.clip_id, viewer);
    return { count: remixChildren(ctx, query.clip_id, viewer).length };
  },

  getDirectChildrenByUser: ({ ctx, viewer, query }) => {
    visibleClip(ctx, query.clip_id, viewer);
    const groups = new Map<string, ClipRecord[]>();
    for (const clip of remixChildren(ctx, query.clip_id, viewer))
      groups.set(clip.user_id, [...(groups.get(clip.user_id) ?? []), clip]);
    const users = ctx.repos.users.getMany([...groups.keys()]);
    const all = [...groups.entries()].flatMap(([userId, clips]) => {
      const user = users.get(userId);
      return user
        ? [
            {
              user: userSummary(user),
              num_remixes: clips.length,
              latest_clip: serializeClip(ctx, clips[0]!, viewer),
            },
          ]
        : [];
    });
    const size = Math.min(query.page_size ?? PAGING.getDirectChildrenByUser.size, 100);
    return {
      users: page(all, 'getDirectChildrenByUser', query.page, size),
      num_total_results: all.length,
    };
  },

  getUserRemixesForClip: ({ ctx, viewer, query }) => {
    visibleClip(ctx, query.clip_id, viewer);
    const clips = remixChildren(ctx, query.clip_id, viewer).filter(
      (c) => c.user_id === query.user_id,
    );
    return paged(ctx, clips, viewer, 'getUserRemixesForClip', query);
  },
});

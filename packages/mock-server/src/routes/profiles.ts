// Tag profiles: a profile by handle (404 when unknown), followers and following (20 a page), follow and unfollow, top clips, pinned clips
// and pins (pinning makes the clip public; beyond the limit the oldest pin is replaced), and the
// remixes other users made of a profile's songs.
import { PAGING, pageOffset } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { isListable, ownedClip } from '../domain/access';
import { contestsFor } from '../domain/contests';
import { byCreatedDesc, page, pageNumberOf } from '../domain/library';
import { notify } from '../domain/notify';
import { pinLimit } from '../domain/plans';
import { badRequest, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { pushClip } from '../lifecycle/clips';
import { CLIP_MESSAGES } from '../messages';
import { serializeClips } from '../serialize/clips';
import { profile } from '../serialize/users';
import { REMIX_KINDS } from './clips';

/** Decided: top clips of a profile shown at once. */
export const TOP_CLIPS_COUNT = 20;

function profileUser(ctx: ServerContext, handle: string | undefined, viewer: User | null): User {
  if (handle === undefined || handle.trim() === '') {
    if (viewer === null) throw badRequest('handle is required when signed out.');
    return viewer;
  }
  const user = ctx.repos.users.byHandle(handle.trim().replace(/^@/, ''));
  if (!user) throw notFound(`No profile '${handle}'.`);
  return user;
}

export const pinnedClips = (ctx: ServerContext, user: User): ClipRecord[] =>
  ctx.repos.clips
    .byUser(user.id)
    .filter((c) => c.pinned_at !== null && isListable(c))
    .sort((a, b) => a.pinned_at! - b.pinned_at! || a.id.localeCompare(b.id));

function remixesOf(ctx: ServerContext, user: User): ClipRecord[] {
  const own = ctx.repos.clips.byUser(user.id);
  return own
    .flatMap((clip) => ctx.repos.clips.byParent(clip.id))
    .filter((c) => c.user_id !== user.id && REMIX_KINDS.has(c.remix_kind ?? '') && isListable(c))
    .sort(byCreatedDesc);
}

/** A page of the profiles a user follows, or of its followers, with the total. */
function followPage(
  ctx: ServerContext,
  viewer: User | null,
  query: { handle?: string; page?: number },
  side: 'following' | 'followers',
) {
  const user = profileUser(ctx, query.handle, viewer);
  const id = side === 'following' ? 'getFollowing' : 'getFollowers';
  const offset = pageOffset(PAGING[id], pageNumberOf(id, query.page));
  const users = ctx.repos.users;
  const size = PAGING[id].size;
  const page =
    side === 'following'
      ? users.following(user.id, size, offset)
      : users.followers(user.id, size, offset);
  return {
    profiles: page.map((u) => profile(ctx, u, viewer)),
    num_total_profiles:
      side === 'following' ? users.countFollowing(user.id) : users.countFollowers(user.id),
  };
}

export const profileRoutes = defineRoutes({
  getProfile: ({ ctx, viewer, params }) =>
    profile(ctx, profileUser(ctx, params.handle, viewer), viewer),

  getFollowing: ({ ctx, viewer, query }) => followPage(ctx, viewer, query, 'following'),

  getFollowers: ({ ctx, viewer, query }) => followPage(ctx, viewer, query, 'followers'),

  followProfile: ({ ctx, viewer, body }) => {
    const user = profileUser(ctx, body.handle, viewer);
    if (user.id === viewer.id) throw badRequest('You cannot follow yourself.');
    if (body.unfollow === true) ctx.repos.users.unfollow(viewer.id, user.id);
    else if (ctx.repos.users.follow(viewer.id, user.id, ctx.clock.now()))
      notify(ctx, user.id, 'follow', { actorId: viewer.id });
    return {
      handle: user.handle,
      is_following: body.unfollow !== true,
      num_followers: ctx.repos.users.countFollowers(user.id),
    };
  },

  getTopClips: ({ ctx, viewer, query }) => {
    const user = profileUser(ctx, query.handle, viewer);
    const top = ctx.repos.clips
      .byUser(user.id)
      .filter(isListable)
      .sort((a, b) => b.play_count - a.play_count || byCreatedDesc(a, b))
      .slice(0, TOP_CLIPS_COUNT);
    return { clips: serializeClips(ctx, top, viewer) };
  },

  getPinnedClips: ({ ctx, viewer, query }) => ({
    clips: serializeClips(ctx, pinnedClips(ctx, profileUser(ctx, query.handle, viewer)), viewer),
  }),

  pinClip: ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.clip_id, viewer);
    if (clip.status !== 'complete') throw badRequest(CLIP_MESSAGES.incomplete);
    if (clip.is_trashed) throw badRequest('Trashed clips cannot be pinned.');
    let replaced: string | null = null;
    const now = ctx.clock.now();
    ctx.db.transaction(() => {
      if (body.unpin === true) {
        ctx.repos.clips.update(clip.id, { pinned_at: null });
        return;
      }
      const limit = Math.min(body.max_pins ?? pinLimit(viewer), pinLimit(viewer));
      const others = pinnedClips(ctx, viewer).filter((c) => c.id !== clip.id);
      if (clip.pinned_at === null && others.length >= limit) {
        replaced = others[0]!.id;
        ctx.repos.clips.update(replaced, { pinned_at: null });
      }
      const contestIds =
        body.submit_to_contest === true
          ? [...new Set([...(clip.metadata.contest_ids ?? []), ...contestsFor(ctx, clip)])]
          : null;
      ctx.repos.clips.update(clip.id, { is_public: true, pinned_at: clip.pinned_at ?? now });
      if (contestIds) ctx.repos.clips.updateMetadata(clip.id, { contest_ids: contestIds });
    })();
    pushClip(ctx, clip.id);
    return {
      is_pinned: body.unpin !== true,
      pinned_clip_ids: pinnedClips(ctx, viewer).map((c) => c.id),
      replaced_clip_id: replaced,
    };
  },

  getRemixesInspired: ({ ctx, viewer, params, query }) => {
    const remixes = remixesOf(ctx, profileUser(ctx, params.handle, viewer));
    const pageNumber = pageNumberOf('getRemixesInspired', query.page);
    return {
      clips: serializeClips(
        ctx,
        page(
          remixes,
          'getRemixesInspired',
          pageNumber,
          Math.min(query.page_size ?? PAGING.getRemixesInspired.size, 100),
        ),
        viewer,
      ),
      num_total_results: remixes.length,
      current_page: pageNumber,
    };
  },

  getRemixesInspiredCount: ({ ctx, viewer, params }) => ({
    count: remixesOf(ctx, profileUser(ctx, params.handle, viewer)).length,
  }),
});

// Tags discover, contests and social. Discover serves the ten named sections (5 a page, 12 items
// a section) with the decided contents of each; contests list and membership; the following feed
// lists followed users' published songs chronologically, paged by last_item_timestamp.
import {
  DISCOVER_PAGE_SIZE,
  DISCOVER_SECTION_CONTENTS,
  DISCOVER_SECTION_NAMES,
  DISCOVER_SECTION_SIZE,
  FOLLOWING_FEED_PAGE_SIZE,
  type DiscoverSectionName,
  type components,
} from '@cadenza/sdk';
import { isoAt } from '../clock';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { canViewClip, isListable, visibleClip } from '../domain/access';
import { contestsFor, serializeContest } from '../domain/contests';
import { byCreatedDesc, page } from '../domain/library';
import { defaultStyles } from '../domain/styles';
import { badRequest, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { serializeClips } from '../serialize/clips';
import { serializeHook } from '../serialize/hooks';
import { profile, userSummary } from '../serialize/users';
import { serializePersona } from './personas';
import { serializePlaylist } from './playlists';

type Schemas = components['schemas'];
type Item = Schemas['DiscoverItem'];

const SECTION_TITLES: Record<DiscoverSectionName, string> = {
  banner: 'Welcome',
  playlist: 'Featured Playlist',
  playlist_list: 'Playlists',
  style_list: 'Styles',
  user_list: 'Creators',
  persona_list: 'Personas',
  featured_feed: 'Trending',
  shortcut: 'Shortcuts',
  hooks: 'Hooks',
  contest_list: 'Contests',
};

const SHORTCUTS = [
  { id: 'create', title: 'Create a song', url: '/create' },
  { id: 'library', title: 'Your library', url: '/me' },
  { id: 'studio', title: 'Open the studio', url: '/studio' },
];

const trending = (clips: ClipRecord[]) =>
  [...clips].sort(
    (a, b) =>
      b.play_count + b.upvote_count * 10 - (a.play_count + a.upvote_count * 10) ||
      byCreatedDesc(a, b),
  );

/** Every item of a section (DISCOVER_SECTION_CONTENTS says what kind). */
function sectionItems(
  ctx: ServerContext,
  name: DiscoverSectionName,
  viewer: User | null,
  content: string | null,
): Item[] {
  const kind = DISCOVER_SECTION_CONTENTS[name];
  const { repos } = ctx;
  const clipItems = (clips: ClipRecord[]): Item[] =>
    serializeClips(ctx, clips, viewer).map((clip) => ({
      type: kind,
      id: clip.id,
      title: clip.title,
      subtitle: clip.user_handle,
      image_url: clip.image_url ?? null,
      url: `/song/${clip.id}`,
      clip,
    }));
  switch (name) {
    case 'banner':
      return [
        {
          type: kind,
          id: 'welcome',
          title: 'Make a song in seconds',
          subtitle: 'Describe it, or write the lyrics.',
          image_url: null,
          url: '/create',
        },
      ];
    case 'playlist': {
      const playlist =
        (content ? repos.playlists.get(content) : null) ?? repos.playlists.publicPlaylists()[0];
      if (!playlist || !(playlist.is_public || playlist.user_id === viewer?.id)) return [];
      return clipItems(
        repos.clips
          .getMany(repos.playlists.entries(playlist.id).map((e) => e.clip_id))
          .filter(isListable),
      );
    }
    case 'featured_feed':
      return clipItems(
        trending(
          repos.clips
            .publicComplete()
            .filter(
              (c) =>
                content === null ||
                (c.metadata.tags ?? '').toLowerCase().includes(content.toLowerCase()),
            ),
        ),
      );
    case 'playlist_list':
      return repos.playlists.publicPlaylists().map((p) => {
        const playlist = serializePlaylist(ctx, p, viewer, null);
        return {
          type: kind,
          id: p.id,
          title: p.name,
          subtitle: playlist.user?.handle ?? null,
          image_url: playlist.image_url,
          url: `/playlist/${p.id}`,
          playlist,
        };
      });
    case 'style_list':
      return defaultStyles().map((style) => ({
        type: kind,
        id: style,
        title: style,
        subtitle: null,
        image_url: null,
        url: `/search?q=${encodeURIComponent(style)}&type=public_song`,
        style,
      }));
    case 'user_list':
      return repos.users
        .all()
        .filter((u) => repos.clips.byUser(u.id).some(isListable))
        .sort(
          (a, b) =>
            repos.users.countFollowers(b.id) - repos.users.countFollowers(a.id) ||
            a.handle.localeCompare(b.handle),
        )
        .map((u) => ({
          type: kind,
          id: u.id,
          title: u.display_name ?? u.handle,
          subtitle: `@${u.handle}`,
          image_url: u.avatar_image_url,
          url: `/@${u.handle}`,
          profile: profile(ctx, u, viewer),
        }));
    case 'persona_list':
      return repos.personas.publicPersonas().map((p) => {
        const persona = serializePersona(ctx, p, viewer);
        return {
          type: kind,
          id: p.id,
          title: p.name,
          subtitle: p.description,
          image_url: persona.image_url ?? null,
          url: `/persona/${p.id}`,
          persona,
        };
      });
    case 'shortcut':
      return SHORTCUTS.map((s) => ({
        type: kind,
        id: s.id,
        title: s.title,
        subtitle: null,
        image_url: null,
        url: s.url,
      }));
    case 'hooks':
      return repos.hooks.published(ctx.clock.now(), 100).flatMap((hook) => {
        const owner = repos.users.get(hook.user_id);
        const clip = repos.clips.get(hook.clip_id);
        if (!owner || !clip || !isListable(clip)) return [];
        const wire = serializeHook(ctx, hook, hook.outcome);
        return [
          {
            type: kind,
            id: hook.id,
            title: hook.title,
            subtitle: `@${owner.handle}`,
            image_url: wire.image_url ?? null,
            url: `/@${owner.handle}/hook/${hook.id}`,
            hook: wire,
          },
        ];
      });
    case 'contest_list':
      return repos.contests.all().map((c) => ({
        type: kind,
        id: c.id,
        title: c.name,
        subtitle: c.description,
        image_url: c.image_url,
        url: `/contest/${c.id}`,
        contest: serializeContest(c),
      }));
  }
  return [];
}

export const discoverRoutes = defineRoutes({
  getDiscover: ({ ctx, viewer, body }) => {
    const size = Math.min(body.section_size ?? DISCOVER_SECTION_SIZE, 100);
    const names: readonly DiscoverSectionName[] = body.section_name
      ? [body.section_name]
      : DISCOVER_SECTION_NAMES.slice(
          body.start_index ?? 0,
          (body.start_index ?? 0) + Math.min(body.page_size ?? DISCOVER_PAGE_SIZE, 100),
        );
    const sections = names.map((name) => {
      const items = sectionItems(ctx, name, viewer, body.section_content ?? null);
      const from = (body.page ?? 0) * size;
      return {
        section_type: name,
        section_name: name,
        title: SECTION_TITLES[name],
        section_content: body.section_content ?? null,
        items: items.slice(from, from + size),
        num_total_items: items.length,
      };
    });
    return { sections, total_sections: DISCOVER_SECTION_NAMES.length };
  },

  getContests: ({ ctx }) => ({ contests: ctx.repos.contests.all().map(serializeContest) }),

  getContest: ({ ctx, viewer, params, query }) => {
    const contest = ctx.repos.contests.all().find((c) => c.id === params.contest_id);
    if (!contest) throw notFound('Contest not found.');
    const entries = ctx.repos.clips
      .publicComplete()
      .filter((c) => isListable(c) && (c.metadata.contest_ids ?? []).includes(contest.id))
      .sort(byCreatedDesc);
    const base = ctx.repos.clips
      .getMany(contest.base_clip_ids)
      .filter((c) => canViewClip(c, viewer));
    const enterable =
      viewer === null || contest.end_time <= ctx.clock.now()
        ? []
        : ctx.repos.clips
            .byUser(viewer.id)
            .filter(
              (c) =>
                c.status === 'complete' &&
                !c.is_trashed &&
                !(c.metadata.contest_ids ?? []).includes(contest.id) &&
                contestsFor(ctx, c).includes(contest.id),
            )
            .sort(byCreatedDesc);
    return {
      contest: serializeContest(contest),
      base_clips: serializeClips(ctx, base, viewer),
      entries: serializeClips(ctx, page(entries, 'getContest', query.page), viewer),
      num_total_results: entries.length,
      enterable_clips: serializeClips(ctx, enterable, viewer),
    };
  },

  checkContestClip: ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    const contestIds = clip.metadata.contest_ids ?? [];
    const base = ctx.repos.contests.all().some((c) => c.base_clip_ids.includes(clip.id));
    return {
      is_contest_clip: clip.is_contest_clip || base || contestIds.length > 0,
      contest_ids: contestIds,
    };
  },

  getFollowingFeed: ({ ctx, viewer, body }) => {
    let before = Number.MAX_SAFE_INTEGER;
    if (body.start_feed_timestamp != null) {
      before = Date.parse(body.start_feed_timestamp);
      if (Number.isNaN(before)) throw badRequest('start_feed_timestamp must be an ISO date-time.');
    }
    const size = body.page_size ?? FOLLOWING_FEED_PAGE_SIZE;
    const followees = ctx.repos.users.getMany(ctx.repos.users.followeeIds(viewer.id));
    const clips = [...followees.keys()]
      .flatMap((id) => ctx.repos.clips.byUser(id))
      .filter((c) => isListable(c) && c.created_at < before)
      .sort(byCreatedDesc);
    const slice = clips.slice(0, size);
    const wire = serializeClips(ctx, slice, viewer);
    return {
      items: slice.map((clip, i) => ({
        activity_type: 'publish_song' as const,
        clip_schema: wire[i]!,
        user: userSummary(followees.get(clip.user_id)!),
        timestamp: isoAt(clip.created_at),
      })),
      last_item_timestamp:
        clips.length > size && slice.length > 0 ? isoAt(slice[slice.length - 1]!.created_at) : null,
    };
  },
});

// Tag search: named queries of every search_type, ranked by trending or relevance, paged by
// from_index and size. Terms are trimmed and cut to 256 characters before anything else; library
// searches need sign-in (401); persona search needs the persona-search flag.
import { SEARCH_TERM_MAX_CHARS, type components } from '@cadenza/sdk';
import type { Request } from 'express';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { byCreatedDesc, matchesText } from '../domain/library';
import { hasFlag, modelTier } from '../domain/plans';
import { STYLE_FAMILIES } from '../domain/styles';
import { unauthorized } from '../http/errors';
import { defineRoutes, type PrepareTable } from '../http/route';
import { serializeClips } from '../serialize/clips';
import { profile } from '../serialize/users';
import { serializePersona } from './personas';
import { serializePlaylist } from './playlists';

type Schemas = components['schemas'];
type Query = Schemas['SearchQuery'];
type Hit = Schemas['SearchHit'];

const LIBRARY_TYPES = new Set(['library_song', 'library_persona', 'library_playlist']);

const includes = (text: string | null | undefined, term: string): boolean =>
  (text ?? '').toLowerCase().includes(term);

/** Relevance of a title to a term: exact, prefix, contains, else elsewhere. */
const relevance = (title: string, term: string): number => {
  const t = title.toLowerCase();
  return t === term ? 0 : t.startsWith(term) ? 1 : t.includes(term) ? 2 : 3;
};

const trendingScore = (c: ClipRecord): number => c.play_count + c.upvote_count * 10;

function rankClips(clips: ClipRecord[], query: Query, term: string): ClipRecord[] {
  const byRelevance =
    query.rank_by === 'most_relevant' || (query.rank_by === undefined && term !== '');
  return clips.sort((a, b) =>
    byRelevance
      ? relevance(a.title, term) - relevance(b.title, term) ||
        a.title.length - b.title.length ||
        byCreatedDesc(a, b)
      : trendingScore(b) - trendingScore(a) || byCreatedDesc(a, b),
  );
}

function clipFilters(query: Query) {
  return (c: ClipRecord): boolean =>
    (query.is_instrumental == null || (c.metadata.has_vocal === false) === query.is_instrumental) &&
    (query.model_version == null ||
      modelTier(c.model_name ?? '') === query.model_version ||
      (c.model_name ?? '').includes(query.model_version)) &&
    (query.is_public == null || c.is_public === query.is_public);
}

function clipHits(ctx: ServerContext, clips: ClipRecord[], viewer: User | null): Hit[] {
  return serializeClips(ctx, clips, viewer).map((clip) => ({ type: 'clip', clip }));
}

/** Every hit of a query, in rank order (paged by the caller). */
function hits(
  ctx: ServerContext,
  query: Query,
  viewer: User | null,
): { total: number; page: (from: number, size: number) => Hit[] } {
  const term = query.term.toLowerCase();
  const { repos } = ctx;
  const paged = <T>(items: T[], toHits: (slice: T[]) => Hit[]) => ({
    total: items.length,
    page: (from: number, size: number) => toHits(items.slice(from, from + size)),
  });
  const ownerHandles = (clips: ClipRecord[]) => repos.users.getMany(clips.map((c) => c.user_id));
  switch (query.search_type) {
    case 'public_song': {
      const clips = repos.clips.publicComplete();
      const owners = ownerHandles(clips);
      const found = clips
        .filter((c) => matchesText(c, term) || includes(owners.get(c.user_id)?.handle, term))
        .filter(clipFilters(query));
      return paged(rankClips(found, query, term), (slice) => clipHits(ctx, slice, viewer));
    }
    case 'tag_song':
    case 'hashtag_song': {
      const found = repos.clips
        .publicComplete()
        .filter((c) =>
          query.search_type === 'tag_song'
            ? (c.metadata.tags ?? '')
                .toLowerCase()
                .split(',')
                .some((t) => t.trim() === term)
            : includes(c.caption, `#${term}`),
        )
        .filter(clipFilters(query));
      return paged(rankClips(found, query, term), (slice) => clipHits(ctx, slice, viewer));
    }
    case 'library_song': {
      const found = repos.clips
        .byUser(viewer!.id)
        .filter((c) => c.status !== 'error' && !c.is_trashed && matchesText(c, term))
        .filter(clipFilters(query));
      return paged(rankClips(found, query, term), (slice) => clipHits(ctx, slice, viewer));
    }
    case 'public_persona':
    case 'library_persona': {
      const library = query.search_type === 'library_persona';
      const allowed = library || (viewer !== null && hasFlag(viewer, 'persona-search'));
      const pool = !allowed
        ? []
        : library
          ? repos.personas.byUser(viewer!.id, false)
          : repos.personas.publicPersonas();
      const found = pool.filter((p) => includes(p.name, term) || includes(p.description, term));
      return paged(found, (slice) =>
        slice.map((p) => ({ type: 'persona', persona: serializePersona(ctx, p, viewer) })),
      );
    }
    case 'library_playlist':
    case 'playlist': {
      const pool =
        query.search_type === 'library_playlist'
          ? repos.playlists.byUser(viewer!.id).filter((p) => !p.is_trashed)
          : repos.playlists.publicPlaylists();
      const found = pool.filter((p) => includes(p.name, term));
      return paged(found, (slice) =>
        slice.map((p) => ({ type: 'playlist', playlist: serializePlaylist(ctx, p, viewer, null) })),
      );
    }
    case 'user': {
      const found = repos.users
        .all()
        .filter((u) => includes(u.handle, term) || includes(u.display_name, term));
      return paged(found, (slice) =>
        slice.map((u) => ({ type: 'user', user: profile(ctx, u, viewer) })),
      );
    }
    case 'platform_genre': {
      const found = [...new Set(STYLE_FAMILIES.flat())]
        .filter((style) => style.includes(term))
        .sort((a, b) => relevance(a, term) - relevance(b, term) || a.localeCompare(b));
      return paged(found, (slice) => slice.map((tag) => ({ type: 'tag', tag })));
    }
  }
  return { total: 0, page: () => [] };
}

export const searchPrepare: PrepareTable = {
  search: (req: Request) => {
    const queries = (req.body as { search_queries?: unknown } | undefined)?.search_queries;
    if (!Array.isArray(queries)) return;
    for (const query of queries)
      if (
        query !== null &&
        typeof query === 'object' &&
        typeof (query as { term?: unknown }).term === 'string'
      ) {
        const q = query as { term: string };
        q.term = q.term.trim().slice(0, SEARCH_TERM_MAX_CHARS);
      }
  },
};

export const searchRoutes = defineRoutes({
  search: ({ ctx, viewer, body }) => {
    if (viewer === null && body.search_queries.some((q) => LIBRARY_TYPES.has(q.search_type)))
      throw unauthorized();
    const result: Record<string, Schemas['SearchResultPage']> = {};
    for (const query of body.search_queries) {
      const found = hits(ctx, query, viewer);
      const from = query.from_index ?? 0;
      const size = query.size ?? 20;
      result[query.name] = {
        search_type: query.search_type,
        term: query.term,
        from_index: from,
        page_size: size,
        total_hits: found.total,
        result: found.page(from, size),
      };
    }
    return { result };
  },
});

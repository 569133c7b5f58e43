// Clip lists: the library flags of GET /api/feed/v2 and workspace lists, and the ClipFilters of
// POST /api/feed/v3 (3-library-social §3 Clip filters). Error clips are never listed; trashed
// clips only when asked for. Free text matches title, tags, negative tags and prompt.
import { PAGING, pageOf, type PagedOperationId, type components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { badRequest } from '../http/errors';
import { canViewClip, isListable, isOwner } from './access';

type Schemas = components['schemas'];
export type ClipFilters = Schemas['ClipFilters'];

/** Server-side library flags (GET /api/feed/v2, GET /api/project/{id}). */
export interface LibraryFlags {
  liked?: boolean;
  hide_disliked?: boolean;
  hide_gen_stems?: boolean;
  hide_studio_clips?: boolean;
  public?: boolean;
  full_song?: boolean;
  is_cadenza_short?: boolean;
  is_cover?: boolean;
  is_upsample?: boolean;
  is_extend?: boolean;
  is_persona?: boolean;
  is_uploaded_audio?: boolean;
  is_infill?: boolean;
  is_gen_stem?: boolean;
  query?: string;
}

/** Decided: a short is a song of at most a minute. */
export const SHORT_MAX_S = 60;

const COVER_TASKS = new Set([
  'cover',
  'artist_cover',
  'vox_cover',
  'cover_extend',
  'artist_cover_extend',
  'cover_infill',
  'artist_cover_infill',
]);
const EXTEND_TASKS = new Set([
  'extend',
  'upload_extend',
  'cover_extend',
  'artist_extend',
  'artist_cover_extend',
]);

export const isStem = (c: ClipRecord): boolean =>
  c.metadata.type === 'stem' || (c.model_name?.includes('-stem') ?? false);
export const isCover = (c: ClipRecord): boolean =>
  c.metadata.cover_clip_id != null || COVER_TASKS.has(c.metadata.task ?? '');
export const isExtend = (c: ClipRecord): boolean =>
  EXTEND_TASKS.has(c.metadata.task ?? '') || c.remix_kind === 'extend';
export const isUpsample = (c: ClipRecord): boolean => c.metadata.upsample_clip_id != null;
export const isInfill = (c: ClipRecord): boolean =>
  c.metadata.infill === true || (c.metadata.task ?? '').includes('infill');
export const isConcat = (c: ClipRecord): boolean =>
  c.metadata.type === 'concat' || c.metadata.type === 'concat_infilling';
/** A full song: a concatenation, or a clip that is not a fragment of one (no history). */
export const isFullSong = (c: ClipRecord): boolean =>
  isConcat(c) || ((c.metadata.history ?? []).length === 0 && !isStem(c));

export function matchesText(clip: ClipRecord, text: string | undefined): boolean {
  const needle = text?.trim().toLowerCase() ?? '';
  if (needle === '') return true;
  return [clip.title, clip.metadata.tags, clip.metadata.negative_tags, clip.metadata.prompt].some(
    (field) => field?.toLowerCase().includes(needle) === true,
  );
}

interface ViewerSets {
  liked: Set<string>;
  disliked: Set<string>;
}

const viewerSets = (ctx: ServerContext, viewer: User | null): ViewerSets => ({
  liked: new Set(viewer ? ctx.repos.reactions.clipIdsWith(viewer.id, 'L') : []),
  disliked: new Set(viewer ? ctx.repos.reactions.clipIdsWith(viewer.id, 'D') : []),
});

/** The library flags as a predicate. */
export function flagPredicate(
  ctx: ServerContext,
  viewer: User | null,
  flags: LibraryFlags,
): (clip: ClipRecord) => boolean {
  const sets = viewerSets(ctx, viewer);
  const checks: ((c: ClipRecord) => boolean)[] = [];
  const when = (on: boolean | undefined, check: (c: ClipRecord) => boolean) => {
    if (on === true) checks.push(check);
  };
  when(flags.liked, (c) => sets.liked.has(c.id));
  when(flags.hide_disliked, (c) => !sets.disliked.has(c.id));
  when(flags.hide_gen_stems, (c) => !isStem(c));
  when(flags.hide_studio_clips, (c) => c.from_studio_project_id === null);
  when(flags.public, (c) => c.is_public);
  when(flags.full_song, isFullSong);
  when(flags.is_cadenza_short, (c) => (c.metadata.duration ?? Infinity) <= SHORT_MAX_S);
  when(flags.is_cover, isCover);
  when(flags.is_upsample, isUpsample);
  when(flags.is_extend, isExtend);
  when(flags.is_persona, (c) => c.persona_id !== null);
  when(flags.is_uploaded_audio, (c) => c.metadata.type === 'upload');
  when(flags.is_infill, isInfill);
  when(flags.is_gen_stem, isStem);
  return (clip) =>
    clip.status !== 'error' &&
    !clip.is_trashed &&
    matchesText(clip, flags.query) &&
    checks.every((check) => check(clip));
}

/** The viewer's library for the feed/v2 flags: own clips, or with `liked` every clip they liked. */
export function libraryClips(ctx: ServerContext, viewer: User, flags: LibraryFlags): ClipRecord[] {
  const base = flags.liked
    ? ctx.repos.clips
        .getMany(ctx.repos.reactions.clipIdsWith(viewer.id, 'L'))
        .filter((c) => canViewClip(c, viewer))
    : ctx.repos.clips.byUser(viewer.id);
  return base.filter(flagPredicate(ctx, viewer, flags)).sort(byCreatedDesc);
}

export const byCreatedDesc = (a: ClipRecord, b: ClipRecord): number =>
  b.created_at - a.created_at || a.id.localeCompare(b.id);

/**
 * One page of a call's list, counted as the call counts (PAGING, DECISIONS.md "Paging"): from 0,
 * or from 1 for workspaces. No page number means the first page; `size` defaults to the call's.
 */
export function page<T>(
  items: readonly T[],
  id: PagedOperationId,
  pageNumber: number | undefined,
  size: number = PAGING[id].size,
): T[] {
  return pageOf(items, PAGING[id], pageNumber ?? PAGING[id].first, size);
}

/** The page number a request names, or the call's first page. */
export const pageNumberOf = (id: PagedOperationId, pageNumber: number | undefined): number =>
  pageNumber ?? PAGING[id].first;

const presence = (filter: { presence: string } | undefined): 'True' | 'False' | 'Any' =>
  (filter?.presence as 'True' | 'False' | 'Any' | undefined) ?? 'Any';

function relation(
  filter: Schemas['ClipRelationFilter'] | undefined,
  has: (c: ClipRecord) => boolean,
  source: (c: ClipRecord) => string | null,
) {
  const p = presence(filter);
  if (p === 'Any') return null;
  return (c: ClipRecord) => {
    const matches = has(c) && (filter?.clipId == null || source(c) === filter.clipId);
    return p === 'True' ? matches : !matches;
  };
}

/** The base set of a ClipFilters query, before its other constraints. */
function baseSet(ctx: ServerContext, viewer: User, filters: ClipFilters): ClipRecord[] {
  const { repos } = ctx;
  if (presence(filters.ids) === 'True') return repos.clips.getMany(filters.ids?.clipIds ?? []);
  if (presence(filters.workspace) === 'True' && filters.workspace?.workspaceId) {
    const id = filters.workspace.workspaceId;
    if (id === 'default') {
      const inWorkspace = repos.workspaces.workspaceIdsOfClips(
        repos.clips.byUser(viewer.id).map((c) => c.id),
      );
      return repos.clips.byUser(viewer.id).filter((c) => !inWorkspace.has(c.id));
    }
    const workspace = repos.workspaces.get(id);
    const member =
      workspace !== null &&
      !workspace.is_trashed &&
      (workspace.user_id === viewer.id || repos.workspaces.isCollaborator(id, viewer.id));
    return member ? repos.clips.getMany(repos.workspaces.entries(id).map((e) => e.clip_id)) : [];
  }
  if (presence(filters.playlist) === 'True' && filters.playlist?.playlistId) {
    const playlist = repos.playlists.get(filters.playlist.playlistId);
    const visible =
      playlist !== null &&
      (playlist.user_id === viewer.id || (playlist.is_public && !playlist.is_trashed));
    return visible
      ? repos.clips.getMany(repos.playlists.entries(playlist.id).map((e) => e.clip_id))
      : [];
  }
  if (presence(filters.stem) === 'True' && filters.stem?.fromClipId) {
    const from = filters.stem.fromClipId;
    return repos.clips.byParent(from).filter((c) => isStem(c) && c.metadata.stem_from_id === from);
  }
  if (presence(filters.user) === 'True' && filters.user?.userId)
    return repos.clips.byUser(filters.user.userId);
  return repos.clips.byUser(viewer.id);
}

/** POST /api/feed/v3 filters: the matching clips in the requested order. */
export function filterClips(
  ctx: ServerContext,
  viewer: User,
  filters: ClipFilters = {},
): ClipRecord[] {
  const sets = viewerSets(ctx, viewer);
  const inWorkspace = ctx.repos.workspaces.workspaceIdsOfClips(
    ctx.repos.clips.byUser(viewer.id).map((c) => c.id),
  );
  const checks: ((c: ClipRecord) => boolean)[] = [
    (c) => c.status !== 'error',
    (c) =>
      isOwner(c, viewer)
        ? true
        : isListable(c) || (canViewClip(c, viewer) && presence(filters.ids) === 'True'),
    (c) => (filters.trashed === true ? c.is_trashed : !c.is_trashed),
    (c) => matchesText(c, filters.searchText),
  ];
  const add = (check: ((c: ClipRecord) => boolean) | null) => {
    if (check) checks.push(check);
  };
  if (presence(filters.ids) !== 'True') {
    if (presence(filters.workspace) === 'False') add((c) => !inWorkspace.has(c.id));
    if (presence(filters.user) === 'False' && filters.user?.userId)
      add((c) => c.user_id !== filters.user?.userId);
    if (presence(filters.fromStudioProject) !== 'Any') {
      const id = filters.fromStudioProject?.studioProjectId ?? null;
      const wanted = presence(filters.fromStudioProject) === 'True';
      add(
        (c) =>
          (c.from_studio_project_id !== null &&
            (id === null || c.from_studio_project_id === id)) === wanted,
      );
    }
    add(
      relation(
        { presence: presence(filters.stem), clipId: filters.stem?.fromClipId ?? null },
        isStem,
        (c) => c.metadata.stem_from_id ?? null,
      ),
    );
    add(relation(filters.cover, isCover, (c) => c.metadata.cover_clip_id ?? c.parent_id));
    add(relation(filters.extend, isExtend, (c) => c.parent_id));
    add(relation(filters.remaster, isUpsample, (c) => c.metadata.upsample_clip_id ?? null));
    add(relation(filters.concat, isConcat, (c) => c.parent_id));
    if (presence(filters.persona) !== 'Any') {
      const wanted = presence(filters.persona) === 'True';
      add((c) => (c.persona_id !== null) === wanted);
    }
    if (filters.liked === true) add((c) => sets.liked.has(c.id));
    if (filters.disliked === true) add((c) => sets.disliked.has(c.id));
    if (filters.public === true) add((c) => c.is_public);
    if (filters.fullSong === true) add(isFullSong);
    if (filters.upload === true) add((c) => c.metadata.type === 'upload');
    if (filters.belowLoudnessThreshold === true)
      add((c) => c.metadata.is_loudness_under_threshold === true);
  }
  const sortBy = filters.sort?.sortBy ?? 'created_at';
  const direction = filters.sort?.sortDirection === 'asc' ? 1 : -1;
  return baseSet(ctx, viewer, filters)
    .filter((c) => checks.every((check) => check(c)))
    .sort((a, b) => {
      const delta =
        sortBy === 'play_count' ? a.play_count - b.play_count : a.created_at - b.created_at;
      return direction * delta || a.id.localeCompare(b.id);
    });
}

/** Opaque feed cursors: the offset of the next page. */
export const encodeCursor = (offset: number): string =>
  Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

export function decodeCursor(cursor: string | null | undefined): number {
  if (cursor == null || cursor === '') return 0;
  try {
    const value = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown })
      .o;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('Invalid cursor.');
}

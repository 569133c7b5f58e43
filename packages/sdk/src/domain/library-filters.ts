/**
 * Clip browser rules (3-library-social §2 Clip browser, §3 Clip filters, §4 Clip browser
 * behaviour, §5): filters to the server's flags with the ids override, client-side matching
 * (free text included), new-clip insert / re-sort / remove, page anchors and page floors.
 */
import type { components } from '../api/schema.gen';
import {
  CLIP_PAGE_SIZE_DEFAULT,
  LIBRARY_PAGE_MIN,
  WORKSPACE_PAGE_MIN,
  WORKSPACE_RELOAD_PAGE_FRACTION,
} from './constants';
import { parseTime } from './clip-lifecycle';
import { isStemClip, isUploadClip } from './personas';
import { normalizeLibrarySearchText } from './search';
import { isExtendTask } from './tasks';

export type ClipFilters = components['schemas']['ClipFilters'];
export type ClipSort = components['schemas']['ClipSort'];
type Presence = components['schemas']['Presence'];

/** Newest first: created_at descending (the default sort). */
export const DEFAULT_CLIP_SORT: ClipSort = { sortBy: 'created_at', sortDirection: 'desc' };

/** The default filters: nothing filtered, newest first. Resetting returns to these. */
export const defaultClipFilters = (): ClipFilters => ({ sort: { ...DEFAULT_CLIP_SORT } });

/** Filters are kept per path and per user: the storage key of one browser's filters. */
export const clipBrowserFiltersKey = (userId: string, path: string): string =>
  `clip-browser-filters:${userId}:${path}`;

/** GET /api/feed/v2's library flags (3-library-social §3 server-side flag names). */
export interface LibraryFeedQuery {
  readonly liked?: boolean;
  readonly hide_disliked?: boolean;
  readonly hide_gen_stems?: boolean;
  readonly hide_studio_clips?: boolean;
  readonly public?: boolean;
  readonly full_song?: boolean;
  readonly is_cover?: boolean;
  readonly is_upsample?: boolean;
  readonly is_extend?: boolean;
  readonly is_persona?: boolean;
  readonly is_uploaded_audio?: boolean;
  readonly is_infill?: boolean;
  readonly is_gen_stem?: boolean;
  readonly page: number;
  readonly query?: string;
}

/** Which call lists the clips, with its query. */
export type LibraryRequest =
  | { readonly kind: 'ids'; readonly query: { readonly ids: string } }
  | {
      readonly kind: 'trashed';
      readonly query: {
        readonly is_liked?: boolean;
        readonly is_public?: boolean;
        readonly page: number;
        readonly page_size: number;
      };
    }
  | { readonly kind: 'feed'; readonly query: LibraryFeedQuery };

type LibraryFlag = Exclude<keyof LibraryFeedQuery, 'page' | 'query'>;

const isTrue = (presence: Presence | undefined): boolean => presence === 'True';
const isFalse = (presence: Presence | undefined): boolean => presence === 'False';

/** "Only" flags sent when a relation filter is True. */
const ONLY_WHEN_TRUE = [
  ['cover', 'is_cover'],
  ['remaster', 'is_upsample'],
  ['extend', 'is_extend'],
  ['concat', 'is_infill'],
  ['persona', 'is_persona'],
  ['stem', 'is_gen_stem'],
] as const satisfies readonly (readonly [keyof ClipFilters, LibraryFlag])[];

/** Flags sent when a boolean filter is true. */
const WHEN_SET = [
  ['liked', 'liked'],
  ['public', 'public'],
  ['fullSong', 'full_song'],
  ['upload', 'is_uploaded_audio'],
] as const satisfies readonly (readonly [keyof ClipFilters, LibraryFlag])[];

/**
 * The library call for a set of filters and a page. An ids filter with True overrides every
 * other filter; trashed lists come from the trash call; otherwise the feed with its flags.
 */
export function libraryRequest(
  filters: ClipFilters,
  page: number,
  pageSize: number = CLIP_PAGE_SIZE_DEFAULT,
): LibraryRequest {
  const safePage = clampLibraryPage(page);
  if (isTrue(filters.ids?.presence))
    return { kind: 'ids', query: { ids: (filters.ids?.clipIds ?? []).join(',') } };
  if (filters.trashed === true)
    return {
      kind: 'trashed',
      query: {
        ...(filters.liked === true ? { is_liked: true } : {}),
        ...(filters.public === true ? { is_public: true } : {}),
        page: safePage,
        page_size: pageSize,
      },
    };
  const flags: Partial<Record<LibraryFlag, boolean>> = {};
  for (const [filter, flag] of ONLY_WHEN_TRUE)
    if (isTrue(filters[filter]?.presence)) flags[flag] = true;
  for (const [filter, flag] of WHEN_SET) if (filters[filter] === true) flags[flag] = true;
  if (filters.disliked === false) flags.hide_disliked = true;
  if (isFalse(filters.stem?.presence)) flags.hide_gen_stems = true;
  if (isFalse(filters.fromStudioProject?.presence)) flags.hide_studio_clips = true;
  const query = normalizeLibrarySearchText(filters.searchText ?? '');
  return {
    kind: 'feed',
    query: { ...flags, page: safePage, ...(query !== '' ? { query } : {}) },
  };
}

/** A clip as the client-side filters need it; the wire Clip is assignable. */
export interface FilterableClip {
  readonly id: string;
  readonly user_id?: string | null;
  readonly title?: string | null;
  readonly status?: string | null;
  readonly created_at?: string | null;
  readonly play_count?: number | null;
  readonly is_trashed?: boolean | null;
  readonly is_public?: boolean | null;
  readonly model_name?: string | null;
  readonly reaction?: { readonly reaction_type: string } | null;
  readonly persona?: { readonly id: string } | null;
  readonly project?: { readonly id: string } | null;
  readonly metadata?: {
    readonly type?: string | null;
    readonly task?: string | null;
    readonly prompt?: string | null;
    readonly tags?: string | null;
    readonly negative_tags?: string | null;
    readonly history?: readonly { readonly id: string }[] | null;
    readonly cover_clip_id?: string | null;
    readonly upsample_clip_id?: string | null;
    readonly stem_from_id?: string | null;
    readonly persona_id?: string | null;
    readonly is_loudness_under_threshold?: boolean | null;
  } | null;
}

/**
 * Free text matches case-insensitively against title, tags, negative tags and prompt. Blank
 * text matches everything.
 */
export function clipMatchesText(clip: FilterableClip, text: string): boolean {
  const needle = normalizeLibrarySearchText(text).toLowerCase();
  if (needle === '') return true;
  const m = clip.metadata;
  return [clip.title, m?.tags, m?.negative_tags, m?.prompt].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

/** A tri-state filter: Any always passes; True needs the property; False needs its absence. */
const presenceMatches = (presence: Presence | undefined, has: boolean): boolean =>
  presence === undefined || presence === 'Any' || (presence === 'True') === has;

const historyHas = (clip: FilterableClip, id: string | null | undefined): boolean =>
  id == null || (clip.metadata?.history ?? []).some((entry) => entry.id === id);

const sameOrAny = (actual: string | null | undefined, wanted: string | null | undefined) =>
  wanted == null || actual === wanted;

/** Each relation filter: whether the clip has that relation (to the given clip, if any). */
function relationChecks(clip: FilterableClip, filters: ClipFilters): boolean[] {
  const m = clip.metadata;
  const cover = m?.cover_clip_id != null && sameOrAny(m.cover_clip_id, filters.cover?.clipId);
  const remaster =
    m?.upsample_clip_id != null && sameOrAny(m.upsample_clip_id, filters.remaster?.clipId);
  const extend = isExtendTask(m?.task) && historyHas(clip, filters.extend?.clipId);
  const concat = (m?.type ?? '').startsWith('concat') && historyHas(clip, filters.concat?.clipId);
  const stem = isStemClip(clip) && sameOrAny(m?.stem_from_id, filters.stem?.fromClipId);
  const persona = clip.persona != null || m?.persona_id != null;
  return [
    presenceMatches(filters.cover?.presence, cover),
    presenceMatches(filters.remaster?.presence, remaster),
    presenceMatches(filters.extend?.presence, extend),
    presenceMatches(filters.concat?.presence, concat),
    presenceMatches(filters.stem?.presence, stem),
    presenceMatches(filters.persona?.presence, persona),
  ];
}

/** Scope filters: ids, workspace, user, playlist (a new clip is in no playlist yet). */
function scopeChecks(clip: FilterableClip, filters: ClipFilters): boolean[] {
  const inIds = (filters.ids?.clipIds ?? []).includes(clip.id);
  const inWorkspace =
    clip.project != null && sameOrAny(clip.project.id, filters.workspace?.workspaceId);
  const byUser = clip.user_id != null && sameOrAny(clip.user_id, filters.user?.userId);
  return [
    presenceMatches(filters.ids?.presence, inIds),
    presenceMatches(filters.workspace?.presence, inWorkspace),
    presenceMatches(filters.user?.presence, byUser),
    presenceMatches(filters.playlist?.presence, false),
  ];
}

/** Boolean flag filters. */
function flagChecks(clip: FilterableClip, filters: ClipFilters): boolean[] {
  const reaction = clip.reaction?.reaction_type;
  const fullSong = (clip.metadata?.history?.length ?? 0) === 0 || clip.metadata?.type === 'concat';
  return [
    filters.liked !== true || reaction === 'L',
    filters.disliked !== false || reaction !== 'D',
    filters.disliked !== true || reaction === 'D',
    (filters.trashed === true) === (clip.is_trashed === true),
    filters.public !== true || clip.is_public === true,
    filters.fullSong !== true || fullSong,
    filters.upload !== true || isUploadClip(clip),
    filters.belowLoudnessThreshold !== true || clip.metadata?.is_loudness_under_threshold === true,
  ];
}

/** Whether a clip belongs in a list with these filters (error clips never do). */
export function clipMatchesFilters(clip: FilterableClip, filters: ClipFilters): boolean {
  if (clip.status === 'error') return false;
  return (
    [
      ...scopeChecks(clip, filters),
      ...relationChecks(clip, filters),
      ...flagChecks(clip, filters),
    ].every(Boolean) && clipMatchesText(clip, filters.searchText ?? '')
  );
}

const sortValue = (clip: FilterableClip, sortBy: ClipSort['sortBy']): number =>
  sortBy === 'play_count' ? (clip.play_count ?? 0) : (parseTime(clip.created_at) ?? 0);

/** Sorts by the filters' sort (stable: ties keep their order). */
export function sortClips<C extends FilterableClip>(
  clips: readonly C[],
  sort: ClipSort = DEFAULT_CLIP_SORT,
): C[] {
  const sign = sort.sortDirection === 'asc' ? 1 : -1;
  return [...clips].sort((a, b) => sign * (sortValue(a, sort.sortBy) - sortValue(b, sort.sortBy)));
}

/**
 * A new or updated clip in a list: inserted at the top and re-sorted if it matches the
 * filters (replacing its old copy), removed if it no longer matches.
 */
export function applyClipToList<C extends FilterableClip>(
  clips: readonly C[],
  clip: C,
  filters: ClipFilters,
): C[] {
  const others = clips.filter((c) => c.id !== clip.id);
  if (!clipMatchesFilters(clip, filters)) return others;
  return sortClips([clip, ...others], filters.sort ?? DEFAULT_CLIP_SORT);
}

/** Library page numbers never go below 0. */
export const clampLibraryPage = (page: number): number =>
  Math.max(LIBRARY_PAGE_MIN, Number.isFinite(page) ? Math.floor(page) : LIBRARY_PAGE_MIN);

/** Workspace page numbers never go below 1. */
export const clampWorkspacePage = (page: number): number =>
  Math.max(WORKSPACE_PAGE_MIN, Number.isFinite(page) ? Math.floor(page) : WORKSPACE_PAGE_MIN);

/**
 * Page-number mode: page 1 or below returns to infinite mode (null); other pages locate an
 * anchor clip at offset (page - 1) * limit - 1.
 */
export function pageAnchorOffset(page: number, limit: number = CLIP_PAGE_SIZE_DEFAULT) {
  return page <= 1 ? null : (Math.floor(page) - 1) * limit - 1;
}

/** A workspace clip list reloads when it holds fewer than half a page. */
export const shouldReloadWorkspaceList = (
  clipCount: number,
  pageSize: number = CLIP_PAGE_SIZE_DEFAULT,
): boolean => clipCount < pageSize * WORKSPACE_RELOAD_PAGE_FRACTION;

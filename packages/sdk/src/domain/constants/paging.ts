// Paging: how each page-numbered call counts its pages and how many items a page holds, decided
// once (openapi/DECISIONS.md "Paging") and shared by the SDK's callers, the mock server and the
// MSW handlers. Part of ../constants.ts.
import type { OperationId } from '../../api/operations.gen';
import {
  CLIP_PAGE_SIZE_DEFAULT,
  LIBRARY_PAGE_MIN,
  PERSONA_LIST_PAGE_SIZE,
  PLAYLIST_CLIPS_PAGE_SIZE,
  PLAYLIST_PAGE_SIZE,
  PROFILES_PAGE_SIZE,
  REMIX_CHILDREN_PAGE_SIZE,
  WORKSPACE_PAGE_MIN,
} from './radio-library';
import { SAVED_PROMPTS_PAGE_SIZE } from './create-form';

/** How one call counts its pages. */
export interface PageConvention {
  /** The number of the first page: 0, or 1 for workspaces (3 §4). */
  readonly first: 0 | 1;
  /** Items on a full page (a `page_size` or `per_page` the caller sends is capped to it). */
  readonly size: number;
  /** The list field of the answer that holds the page's items. */
  readonly items: string;
}

const library = (size: number, items: string): PageConvention => ({
  first: LIBRARY_PAGE_MIN,
  size,
  items,
});

/** The persona lists (20 a page); GET /api/persona/get-personas/ pages the same by token. */
export const PERSONA_LIST_PAGING: PageConvention = library(PERSONA_LIST_PAGE_SIZE, 'personas');

/**
 * Every call paged by a `page` number (3 §4: "Library page numbers never go below 0; workspace
 * page numbers never below 1"; every other call counts from 0, decided). Calls paged by offset
 * (`from_index`, `start_index`), cursor or timestamp are listed in DECISIONS.md.
 */
export const PAGING = {
  getFeedV2: library(CLIP_PAGE_SIZE_DEFAULT, 'clips'),
  getTrashedClips: library(CLIP_PAGE_SIZE_DEFAULT, 'clips'),
  getDirectChildren: library(REMIX_CHILDREN_PAGE_SIZE, 'clips'),
  getDirectChildrenByUser: library(REMIX_CHILDREN_PAGE_SIZE, 'users'),
  getUserRemixesForClip: library(REMIX_CHILDREN_PAGE_SIZE, 'clips'),
  getSavedPrompts: library(SAVED_PROMPTS_PAGE_SIZE, 'prompts'),
  getPlaylist: library(PLAYLIST_CLIPS_PAGE_SIZE, 'playlist_clips'),
  getMyPlaylists: library(PLAYLIST_PAGE_SIZE, 'playlists'),
  getPersonaPaginated: library(PERSONA_LIST_PAGE_SIZE, 'clips'),
  getCadenzaPersonas: PERSONA_LIST_PAGING,
  getTrashedPersonas: PERSONA_LIST_PAGING,
  getLovedPersonas: PERSONA_LIST_PAGING,
  getFollowedPersonas: PERSONA_LIST_PAGING,
  getFollowing: library(PROFILES_PAGE_SIZE, 'profiles'),
  getFollowers: library(PROFILES_PAGE_SIZE, 'profiles'),
  getRemixesInspired: library(REMIX_CHILDREN_PAGE_SIZE, 'clips'),
  getContest: library(CLIP_PAGE_SIZE_DEFAULT, 'entries'),
  getMyWorkspaces: { first: WORKSPACE_PAGE_MIN, size: CLIP_PAGE_SIZE_DEFAULT, items: 'projects' },
  getWorkspace: {
    first: WORKSPACE_PAGE_MIN,
    size: CLIP_PAGE_SIZE_DEFAULT,
    items: 'project_clips',
  },
} as const satisfies Partial<Record<OperationId, PageConvention>>;

export type PagedOperationId = keyof typeof PAGING;

/**
 * The paged calls of the conformance suite: for every call in PAGING, who reads it and with which
 * arguments (ids found in the seeded demo data through the store), and how to read a page's
 * items and the total from an answer.
 */
import { PAGING, type PagedOperationId } from '@cadenza/sdk';
import type { CadenzaStore, QueryOperationId } from '@cadenza/sdk/store';

export type Handle = 'free' | 'pro' | 'premier' | 'staff';

/** Ids of the seeded demo data the paged calls need. */
export interface SeededIds {
  readonly playlistId: string;
  readonly personaId: string;
  readonly parentClipId: string;
  readonly remixerId: string;
  readonly workspaceId: string;
  readonly contestId: string;
}

export interface PagedCall {
  readonly id: PagedOperationId & QueryOperationId;
  readonly as: Handle;
  /** The call's arguments for `page` (besides the page itself). */
  readonly args: (ids: SeededIds) => { path?: object; query?: object };
  /** The seed holds items for it (so the first page must not be empty). */
  readonly seeded: boolean;
}

// prettier-ignore
export const PAGED_CALLS: readonly PagedCall[] = [
  { id: 'getFeedV2', as: 'pro', args: () => ({}), seeded: true },
  { id: 'getContest', as: 'pro', args: (ids) => ({ path: { contest_id: ids.contestId } }), seeded: true },
  { id: 'getTrashedClips', as: 'pro', args: () => ({}), seeded: false },
  { id: 'getDirectChildren', as: 'pro', args: (ids) => ({ query: { clip_id: ids.parentClipId } }), seeded: true },
  { id: 'getDirectChildrenByUser', as: 'pro', args: (ids) => ({ query: { clip_id: ids.parentClipId } }), seeded: true },
  { id: 'getUserRemixesForClip', as: 'pro', args: (ids) => ({ query: { clip_id: ids.parentClipId, user_id: ids.remixerId } }), seeded: true },
  { id: 'getSavedPrompts', as: 'pro', args: () => ({ query: { filter_prompt_type: 'lyrics' } }), seeded: true },
  { id: 'getPlaylist', as: 'pro', args: (ids) => ({ path: { playlist_id: ids.playlistId } }), seeded: true },
  { id: 'getMyPlaylists', as: 'pro', args: () => ({}), seeded: true },
  { id: 'getPersonaPaginated', as: 'pro', args: (ids) => ({ path: { persona_id: ids.personaId } }), seeded: true },
  { id: 'getCadenzaPersonas', as: 'pro', args: () => ({}), seeded: true },
  { id: 'getTrashedPersonas', as: 'pro', args: () => ({}), seeded: false },
  { id: 'getLovedPersonas', as: 'pro', args: () => ({}), seeded: true },
  { id: 'getFollowedPersonas', as: 'free', args: () => ({}), seeded: true },
  { id: 'getFollowing', as: 'pro', args: () => ({ query: { handle: 'pro' } }), seeded: true },
  { id: 'getFollowers', as: 'pro', args: () => ({ query: { handle: 'pro' } }), seeded: true },
  { id: 'getRemixesInspired', as: 'pro', args: () => ({ path: { handle: 'pro' } }), seeded: true },
  { id: 'getMyWorkspaces', as: 'pro', args: () => ({}), seeded: true },
  { id: 'getWorkspace', as: 'pro', args: (ids) => ({ path: { project_id: ids.workspaceId } }), seeded: true },
];

/** The arguments of one page of a call. */
export function pageArgs(call: PagedCall, ids: SeededIds, page: number) {
  const { path, query } = call.args(ids);
  return { ...(path ? { path } : {}), query: { ...query, page } };
}

/** The items of a page, by the call's list field. */
export function itemsOf(call: PagedCall, answer: unknown): unknown[] {
  const items = (answer as Record<string, unknown>)[PAGING[call.id].items];
  if (!Array.isArray(items)) throw new Error(`${call.id}: no ${PAGING[call.id].items} list`);
  return items;
}

/** The total the answer reports (num_total_results, or num_total_profiles for profiles). */
export function totalOf(answer: unknown): number | undefined {
  const value = answer as { num_total_results?: number; num_total_profiles?: number };
  return value.num_total_results ?? value.num_total_profiles;
}

/** A stable identity of an item (its id, or its clip's or user's id). */
export function keyOf(item: unknown): string {
  const value = item as { id?: string; clip?: { id: string }; user?: { id: string } };
  return value.id ?? value.clip?.id ?? value.user?.id ?? JSON.stringify(item);
}

/** Finds the seeded ids through the stores (the same reads the ui makes). */
export async function findSeededIds(stores: Record<Handle, CadenzaStore>): Promise<SeededIds> {
  const pro = stores.pro;
  const playlists = (await pro.query('getMyPlaylists', { query: { page: 0 } })).playlists;
  const personas = (await pro.query('getCadenzaPersonas', { query: { page: 0 } })).personas;
  const workspaces = (await pro.query('getMyWorkspaces', { query: { page: 1 } })).projects;
  const feed = (await pro.query('getFeedV2', { query: { page: 0 } })).clips;
  const { contests } = await pro.query('getContests');
  let parentClipId = '';
  for (const clip of feed) {
    const { count } = await pro.query('getDirectChildrenCount', { query: { clip_id: clip.id } });
    if (count > 0) {
      parentClipId = clip.id;
      break;
    }
  }
  const children = await pro.query('getDirectChildren', { query: { clip_id: parentClipId } });
  const first = <T>(items: readonly T[], what: string): T => {
    if (items[0] === undefined) throw new Error(`the seed has no ${what}`);
    return items[0];
  };
  return {
    playlistId: first(playlists, 'playlist of pro').id,
    personaId: first(personas, 'public persona').id,
    parentClipId,
    remixerId: first(children.clips, 'remix of a pro song').user_id,
    workspaceId: first(workspaces, 'workspace of pro').id,
    contestId: first(contests, 'contest').id,
  };
}

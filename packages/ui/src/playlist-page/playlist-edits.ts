/**
 * The playlist page's optimistic edits as values: each edit shows at once over the server's
 * playlist, is dropped when the server shows it too (`reconcileEdits`), and is rolled back by
 * dropping it when the call fails (`dropEdit`). Pure: the connected page keeps them in state.
 */
import type { components } from '@cadenza/sdk';

type Schemas = components['schemas'];
export type Playlist = Schemas['Playlist'];
export type PlaylistEntry = Schemas['PlaylistClip'];

export interface PlaylistEdits {
  readonly name?: string;
  readonly description?: string | null;
  readonly isPublic?: boolean;
  readonly like?: { readonly liked: boolean; readonly count: number };
  readonly trashed?: boolean;
  /** Every clip id in the new order. */
  readonly order?: readonly string[];
  /** Clip ids removed and not yet gone from the server's list. */
  readonly removed?: readonly string[];
}

export type EditKey = keyof PlaylistEdits;

export const NO_EDITS: PlaylistEdits = {};

export const dropEdit = (edits: PlaylistEdits, key: EditKey): PlaylistEdits => {
  if (!(key in edits)) return edits;
  const next = { ...edits };
  delete next[key];
  return next;
};

const entryId = (entry: PlaylistEntry) => entry.clip.id;

/** The playlist and its entries as the viewer should see them, edits applied. */
export function applyEdits(
  playlist: Playlist,
  entries: readonly PlaylistEntry[],
  edits: PlaylistEdits,
  known: ReadonlyMap<string, PlaylistEntry> = new Map(entries.map((e) => [entryId(e), e])),
): { readonly playlist: Playlist; readonly entries: readonly PlaylistEntry[] } {
  let shown: readonly PlaylistEntry[] = entries;
  if (edits.order) {
    const listed = new Set(edits.order);
    shown = [
      ...edits.order.flatMap((id) => {
        const entry = known.get(id);
        return entry ? [entry] : [];
      }),
      ...entries.filter((e) => !listed.has(entryId(e))),
    ];
  }
  const removed = new Set(edits.removed ?? []);
  const kept = shown.filter((e) => !removed.has(entryId(e)));
  const gone = entries.filter((e) => removed.has(entryId(e))).length;
  return {
    playlist: {
      ...playlist,
      ...(edits.name !== undefined ? { name: edits.name } : {}),
      ...(edits.description !== undefined ? { description: edits.description } : {}),
      ...(edits.isPublic !== undefined ? { is_public: edits.isPublic } : {}),
      ...(edits.like ? { is_liked: edits.like.liked, upvote_count: edits.like.count } : {}),
      ...(edits.trashed !== undefined ? { is_trashed: edits.trashed } : {}),
      num_total_results: Math.max(0, playlist.num_total_results - gone),
    },
    entries: kept,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => b[i] === id);

/** The edits the server does not show yet (those it shows are dropped). */
export function reconcileEdits(
  edits: PlaylistEdits,
  playlist: Playlist,
  entries: readonly PlaylistEntry[],
): PlaylistEdits {
  const ids = entries.map(entryId);
  const present = new Set(ids);
  const shows: Record<EditKey, boolean> = {
    name: edits.name === playlist.name,
    description: edits.description === (playlist.description ?? null),
    isPublic: edits.isPublic === playlist.is_public,
    like: edits.like?.liked === playlist.is_liked,
    trashed: edits.trashed === playlist.is_trashed,
    order: edits.order !== undefined && sameIds(edits.order, ids),
    removed: edits.removed !== undefined && edits.removed.every((id) => !present.has(id)),
  };
  let next = edits;
  for (const key of Object.keys(edits) as EditKey[]) if (shows[key]) next = dropEdit(next, key);
  return next;
}

/** The like after a tap: toggled, its count moved by one (never below 0). */
export function toggledLike(playlist: Playlist): { liked: boolean; count: number } {
  const liked = playlist.is_liked !== true;
  const count = Math.max(0, (playlist.upvote_count ?? 0) + (liked ? 1 : -1));
  return { liked, count };
}

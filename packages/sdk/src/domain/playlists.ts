/**
 * Playlist rules (3-library-social §3, §5, §7): the 'Untitled' default, clip updates, the
 * owner's Remove from Playlist, and the playlist page's edits (DECISIONS.md, Playlist page):
 * names and descriptions cut to their limits, and a reorder sent through update_clips.
 * The inspiration playlist's own-song rule is `validateInspirationPlaylist` (validation.ts),
 * shared with the create form.
 */
import type { components } from '../api/schema.gen';
import { PLAYLIST_DESCRIPTION_MAX_CHARS, PLAYLIST_NAME_MAX_CHARS } from './constants';
import { PLAYLIST_MESSAGES } from './messages/library';

type Schemas = components['schemas'];

/** A playlist name as it is saved: trimmed, cut to 100 characters, 'Untitled' when blank. */
export function playlistName(name?: string | null): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? PLAYLIST_MESSAGES.untitled : trimmed.slice(0, PLAYLIST_NAME_MAX_CHARS);
}

/** A playlist description as it is saved: trimmed, cut to 500 characters, null when blank. */
export function playlistDescription(description?: string | null): string | null {
  const trimmed = description?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, PLAYLIST_DESCRIPTION_MAX_CHARS);
}

/** POST /api/playlist/create/ body: the name, 'Untitled' when blank. */
export function createPlaylistRequest(name?: string | null): Schemas['CreatePlaylistRequest'] {
  return { name: playlistName(name) };
}

/** POST /api/playlist/update_clips/ body. */
export function updatePlaylistClipsRequest(
  playlistId: string,
  updateType: Schemas['PlaylistUpdateType'],
  clipIds: readonly string[],
  recommendation?: Schemas['RecommendationMetadata'] | null,
): Schemas['UpdatePlaylistClipsRequest'] {
  return {
    playlist_id: playlistId,
    update_type: updateType,
    metadata: { clip_ids: [...new Set(clipIds)] },
    ...(recommendation != null ? { recommendation_metadata: recommendation } : {}),
  };
}

/** The playlist's owner may remove songs from it. */
export const canEditPlaylist = (playlist: { readonly is_owned?: boolean | null }): boolean =>
  playlist.is_owned === true;

/** The list with the item at `from` moved to `to` (both kept inside the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const next = [...items];
  if (source === target || items.length === 0) return next;
  const [moved] = next.splice(source, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * The update_clips calls that turn a playlist's order `before` into `after` (the same ids).
 * The wire has only add (which appends) and remove_by_id, so the first position that differs
 * and everything after it is removed, then added back in the new order: the unchanged head
 * keeps its positions. An unchanged order needs no call.
 */
export function reorderPlaylistRequests(
  playlistId: string,
  before: readonly string[],
  after: readonly string[],
): Schemas['UpdatePlaylistClipsRequest'][] {
  const first = after.findIndex((id, i) => before[i] !== id);
  if (first < 0) return [];
  const tail = after.slice(first);
  return [
    updatePlaylistClipsRequest(playlistId, 'remove_by_id', tail),
    updatePlaylistClipsRequest(playlistId, 'add', tail),
  ];
}

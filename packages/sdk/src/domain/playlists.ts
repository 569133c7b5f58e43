/**
 * Playlist rules (3-library-social §3, §5, §7): the 'Untitled' default, clip updates and the
 * owner's Remove from Playlist. The inspiration playlist's own-song rule is
 * `validateInspirationPlaylist` (validation.ts), shared with the create form.
 */
import type { components } from '../api/schema.gen';
import { PLAYLIST_MESSAGES } from './messages/library';

type Schemas = components['schemas'];

/** POST /api/playlist/create/ body: the name, 'Untitled' when blank. */
export function createPlaylistRequest(name?: string | null): Schemas['CreatePlaylistRequest'] {
  const trimmed = name?.trim() ?? '';
  return { name: trimmed === '' ? PLAYLIST_MESSAGES.untitled : trimmed };
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

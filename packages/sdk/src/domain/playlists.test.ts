import { describe, expect, it } from 'vitest';
import { canEditPlaylist, createPlaylistRequest, updatePlaylistClipsRequest } from './playlists';

describe('3-library-social §7 Playlists', () => {
  it.each([
    [undefined, 'Untitled'],
    ['   ', 'Untitled'],
    [' Road trip ', 'Road trip'],
  ])("POST /api/playlist/create/ body {name} (default 'Untitled') (%s)", (name, expected) => {
    expect(createPlaylistRequest(name)).toEqual({ name: expected });
  });

  it('update_clips carries add or remove_by_id with the clip ids and optional recommendation metadata', () => {
    expect(updatePlaylistClipsRequest('pl', 'add', ['a', 'b', 'a'])).toEqual({
      playlist_id: 'pl',
      update_type: 'add',
      metadata: { clip_ids: ['a', 'b'] },
    });
    expect(
      updatePlaylistClipsRequest('pl', 'remove_by_id', ['a'], { context_type: 'library' }),
    ).toMatchObject({
      update_type: 'remove_by_id',
      recommendation_metadata: { context_type: 'library' },
    });
  });

  it('only the owner of a playlist edits it (Remove from Playlist)', () => {
    expect(canEditPlaylist({ is_owned: true })).toBe(true);
    expect(canEditPlaylist({ is_owned: false })).toBe(false);
  });
});

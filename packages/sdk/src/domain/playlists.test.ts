import { describe, expect, it } from 'vitest';
import {
  createPlaylistRequest,
  moveItem,
  playlistDescription,
  playlistName,
  reorderPlaylistRequests,
  updatePlaylistClipsRequest,
} from './playlists';

describe('playlist names and descriptions', () => {
  it("a blank name is 'Untitled' (POST /api/playlist/create/ body {name} (default 'Untitled'))", () => {
    expect(createPlaylistRequest('   ')).toEqual({ name: 'Untitled' });
    expect(playlistName(null)).toBe('Untitled');
    expect(playlistName('  Gym  ')).toBe('Gym');
  });

  it('a name is cut to 100 characters and a description to 500 (decided)', () => {
    expect(playlistName('x'.repeat(130))).toHaveLength(100);
    expect(playlistDescription('y'.repeat(600))).toHaveLength(500);
    expect(playlistDescription('  ')).toBeNull();
  });
});

describe('update_clips', () => {
  it('sends each clip id once', () => {
    expect(updatePlaylistClipsRequest('p', 'add', ['a', 'a', 'b'])).toEqual({
      playlist_id: 'p',
      update_type: 'add',
      metadata: { clip_ids: ['a', 'b'] },
    });
  });
});

describe('reorder', () => {
  it('moves an item forwards and backwards, keeping the list inside its bounds', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it('a reorder removes the changed tail by id and adds it back in the new order', () => {
    const before = ['a', 'b', 'c', 'd', 'e'];
    const after = moveItem(before, 3, 1);
    expect(reorderPlaylistRequests('p', before, after)).toEqual([
      {
        playlist_id: 'p',
        update_type: 'remove_by_id',
        metadata: { clip_ids: ['d', 'b', 'c', 'e'] },
      },
      { playlist_id: 'p', update_type: 'add', metadata: { clip_ids: ['d', 'b', 'c', 'e'] } },
    ]);
  });

  it('moving the last two songs touches only them; an unchanged order sends nothing', () => {
    const before = ['a', 'b', 'c'];
    expect(
      reorderPlaylistRequests('p', before, moveItem(before, 2, 1)).map((r) => r.metadata),
    ).toEqual([{ clip_ids: ['c', 'b'] }, { clip_ids: ['c', 'b'] }]);
    expect(reorderPlaylistRequests('p', before, before)).toEqual([]);
  });
});

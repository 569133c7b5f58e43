import { describe, expect, it } from 'vitest';
import { makeClip } from '@cadenza/sdk/testing';
import type { Clip } from '@cadenza/sdk/store';
import {
  applyEdits,
  dropEdit,
  reconcileEdits,
  toggledLike,
  type Playlist,
  type PlaylistEntry,
} from './playlist-edits';

const entry = (id: string): PlaylistEntry => ({ clip: makeClip({ id, title: id }) as Clip });
const ENTRIES = ['a', 'b', 'c'].map(entry);
const PLAYLIST: Playlist = {
  id: 'p',
  name: 'Drives',
  image_url: null,
  num_total_results: 3,
  is_owned: true,
  is_public: false,
  is_liked: false,
  upvote_count: 2,
};
const ids = (entries: readonly PlaylistEntry[]) => entries.map((e) => e.clip.id);

describe('optimistic playlist edits', () => {
  it('a rename, a like and a reorder show at once', () => {
    const shown = applyEdits(PLAYLIST, ENTRIES, {
      name: 'Night',
      like: toggledLike(PLAYLIST),
      order: ['c', 'a', 'b'],
    });
    expect(shown.playlist).toMatchObject({ name: 'Night', is_liked: true, upvote_count: 3 });
    expect(ids(shown.entries)).toEqual(['c', 'a', 'b']);
  });

  it('a removed song disappears and the song count drops', () => {
    const shown = applyEdits(PLAYLIST, ENTRIES, { removed: ['b'] });
    expect(ids(shown.entries)).toEqual(['a', 'c']);
    expect(shown.playlist.num_total_results).toBe(2);
  });

  it('a reorder keeps showing songs the server has removed for a moment (remove, then add)', () => {
    const known = new Map(ENTRIES.map((e) => [e.clip.id, e]));
    const midway = ENTRIES.slice(0, 1);
    const shown = applyEdits(PLAYLIST, midway, { order: ['a', 'c', 'b'] }, known);
    expect(ids(shown.entries)).toEqual(['a', 'c', 'b']);
  });

  it('an edit the server shows is dropped; one it does not show yet is kept', () => {
    const edits = { name: 'Night', order: ['c', 'a', 'b'] };
    expect(reconcileEdits(edits, { ...PLAYLIST, name: 'Night' }, ENTRIES)).toEqual({
      order: ['c', 'a', 'b'],
    });
    expect(reconcileEdits(edits, PLAYLIST, ['c', 'a', 'b'].map(entry))).toEqual({ name: 'Night' });
  });

  it('a refused change rolls back: dropping the edit shows the server again', () => {
    const edits = dropEdit({ trashed: true, name: 'x' }, 'trashed');
    expect(applyEdits(PLAYLIST, ENTRIES, edits).playlist.is_trashed).toBeUndefined();
    expect(toggledLike({ ...PLAYLIST, is_liked: true, upvote_count: 0 })).toEqual({
      liked: false,
      count: 0,
    });
  });
});

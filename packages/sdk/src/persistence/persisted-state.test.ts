import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import { createPersistedState } from './persisted-state';
import { DEFAULT_STUDIO_PREFERENCES } from './items';

const playbar = {
  playbar_state: 'playing' as const,
  song_index: 1,
  song_play_time: 12,
  repeat_state: 'no-repeat' as const,
  song_ids_in_queue: ['a', 'b'],
  volume: 80,
};

function setup(userId: string | null = 'u1', storage = createMemoryStorage()) {
  const clock = createFakeClock();
  return { clock, storage, state: createPersistedState({ storage, clock, userId }) };
}

describe('persisted local state, per user, through the injected Storage', () => {
  it('playbar state is saved 500 ms after the last change', async () => {
    const { clock, state } = setup();
    state.savePlaybar(playbar);
    await clock.advance(400);
    state.savePlaybar({ ...playbar, song_index: 0 });
    await clock.advance(499);
    expect(state.read('playbar')).toBeNull();
    await clock.advance(1);
    expect(state.read('playbar')).toMatchObject({ song_index: 0 });
  });

  it('the current time is saved 1000 ms after the last update', async () => {
    const { clock, state } = setup();
    state.savePlaybar(playbar);
    await clock.advance(500);
    state.savePlaybarTime(30);
    await clock.advance(999);
    expect(state.read('playbar')?.song_play_time).toBe(12);
    await clock.advance(1);
    expect(state.read('playbar')?.song_play_time).toBe(30);
  });

  it('each playbar save is sent on (500 ms after the last change, the current time 1000 ms after)', async () => {
    const { clock, state } = setup();
    const sent: unknown[] = [];
    const send = (saved: unknown) => void sent.push(saved);
    state.savePlaybar(playbar, send);
    state.savePlaybar({ ...playbar, song_index: 0 }, send);
    await clock.advance(499);
    expect(sent).toEqual([]);
    await clock.advance(1);
    expect(sent).toEqual([{ ...playbar, song_index: 0 }]);
    state.savePlaybarTime(20, send);
    await clock.advance(500);
    state.savePlaybarTime(31, send);
    await clock.advance(999);
    expect(sent).toHaveLength(1);
    await clock.advance(1);
    expect(sent).toEqual([
      { ...playbar, song_index: 0 },
      { ...playbar, song_index: 0, song_play_time: 31 },
    ]);
  });

  it('playbar state is saved only for signed-in users: nothing is sent for a visitor', async () => {
    const { clock, state } = setup(null);
    const sent: unknown[] = [];
    state.savePlaybar(playbar, (saved) => void sent.push(saved));
    state.savePlaybarTime(40, (saved) => void sent.push(saved));
    await clock.advance(5000);
    expect(sent).toEqual([]);
  });

  it('playbar state is saved only for signed-in users', async () => {
    const { clock, state, storage } = setup(null);
    state.savePlaybar(playbar);
    await clock.advance(5000);
    expect(Object.keys((storage as ReturnType<typeof createMemoryStorage>).entries())).toEqual([]);
  });

  it('values are kept per user', () => {
    const storage = createMemoryStorage();
    const a = setup('a', storage).state;
    const b = setup('b', storage).state;
    a.write('volume', 0.3);
    expect(b.read('volume')).toBe(1);
    expect(a.read('volume')).toBe(0.3);
  });

  it('create-form state is remembered separately for the studio', () => {
    const { state } = setup();
    state.write('createForm', { mv: 'chirp-crow', isSimple: true }, 'create');
    state.write('createForm', { mv: 'chirp-bluejay' }, 'studio');
    expect(state.read('createForm', 'create').mv).toBe('chirp-crow');
    expect(state.read('createForm', 'studio').mv).toBe('chirp-bluejay');
  });

  it('clip-browser filters are kept per path', () => {
    const { state } = setup();
    state.write(
      'clipBrowserFilters',
      { liked: true, sort: { sortBy: 'created_at', sortDirection: 'asc' } },
      '/me',
    );
    expect(state.read('clipBrowserFilters', '/me')).toMatchObject({ liked: true });
    expect(state.read('clipBrowserFilters', '/playlist/1')).toEqual({
      sort: { sortBy: 'created_at', sortDirection: 'desc' },
    });
  });

  it('upload-terms acceptance is remembered with its timestamp', async () => {
    const { clock, state } = setup();
    expect(state.uploadTermsAcceptedAt()).toBeNull();
    await clock.advance(1000);
    const at = state.acceptUploadTerms();
    expect(state.uploadTermsAcceptedAt()).toBe(at);
    expect(at).toBe(clock.now());
  });

  it('local edit state is restored only when saved under 15 minutes ago', async () => {
    const { clock, state } = setup();
    state.saveLocalEditState({ selection: [1, 2] });
    await clock.advance(899_999);
    expect(state.restoreLocalEditState()).toEqual({ selection: [1, 2] });
    await clock.advance(1);
    expect(state.restoreLocalEditState()).toBeNull();
  });

  it('navigation history keeps the last 5; recently played keeps 50, newest first', () => {
    const { state } = setup();
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) state.pushNavigation(path);
    expect(state.read('navigationHistory')).toEqual(['/b', '/c', '/d', '/e', '/f']);
    for (let i = 0; i < 60; i += 1) state.pushRecentlyPlayed(`clip-${i}`);
    const recent = state.read('recentlyPlayed');
    expect(recent).toHaveLength(50);
    expect(recent[0]).toBe('clip-59');
  });

  it('a promo dismissed twice within 48 hours stays hidden', async () => {
    const { clock, state } = setup();
    expect(state.dismissPromo('p')).toBe(false);
    await clock.advance(47 * 3_600_000);
    expect(state.dismissPromo('p')).toBe(true);
    expect(state.isPromoHidden('p')).toBe(true);
  });

  it('unheard take lanes and studio preferences have the spec defaults', () => {
    const { state } = setup();
    expect(state.read('unheardTakeLanes')).toEqual([]);
    expect(state.read('studioPreferences')).toEqual(DEFAULT_STUDIO_PREFERENCES);
    expect(DEFAULT_STUDIO_PREFERENCES).toMatchObject({
      replaceMode: 'smart_infill',
      endSelectionMode: 'replace',
      masterVolume: 1,
    });
  });
});

describe('corrupt stored values are discarded, never thrown', () => {
  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', '{"volume": "loud"}'],
    ['out of range', '7'],
  ])('%s: the default is used and the key removed', (_name, text) => {
    const storage = createMemoryStorage({ 'cadenza.local.v1.volume.u1': text });
    const { state } = setup('u1', storage);
    expect(state.read('volume')).toBe(1);
    expect(storage.getItem('cadenza.local.v1.volume.u1')).toBeNull();
  });

  it('a bad field of the studio preferences falls back alone', () => {
    const storage = createMemoryStorage({
      'cadenza.local.v1.studio-preferences.u1': JSON.stringify({
        ...DEFAULT_STUDIO_PREFERENCES,
        replaceMode: 'bogus',
        masterVolume: 1.5,
      }),
    });
    expect(setup('u1', storage).state.read('studioPreferences')).toMatchObject({
      replaceMode: 'smart_infill',
      masterVolume: 1.5,
    });
  });

  it('a storage that throws loses writes and reads defaults without throwing', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { state } = setup('u1', broken as ReturnType<typeof createMemoryStorage>);
    expect(() => state.write('volume', 0.5)).not.toThrow();
    expect(state.read('volume')).toBe(1);
    expect(() => state.remove('volume')).not.toThrow();
  });
});

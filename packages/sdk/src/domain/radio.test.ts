import { describe, expect, it } from 'vitest';
import {
  clampRadioVolume,
  createRadio,
  radioReducer,
  radioRefetchDelayMs,
  radioSync,
  scheduledSong,
  type RadioEvent,
  type RadioSong,
  type RadioState,
} from './radio';

const T0 = Date.parse('2025-10-01T12:00:00Z');
const at = (offsetS: number): string => new Date(T0 + offsetS * 1000).toISOString();
const SONGS: RadioSong[] = [
  { song_id: 'b', song_url: 'b.mp3', start_time: at(100), duration: 100 },
  { song_id: 'a', song_url: 'a.mp3', start_time: at(0), duration: 100 },
];
const run = (state: RadioState, now: number, ...events: RadioEvent[]): RadioState =>
  events.reduce((s, e) => radioReducer(s, e, { now }), state);
const playing = (): RadioState =>
  run(createRadio(), T0 + 10_000, { type: 'play' }, { type: 'songsLoaded', songs: SONGS });

describe('3-library-social §4 Live radio: states', () => {
  it('states playing, loading, paused: starting loads the song list, then plays the song on air', () => {
    const loading = run(createRadio(), T0, { type: 'play' });
    expect(loading.status).toBe('loading');
    const state = playing();
    expect(state).toMatchObject({ status: 'playing', currentSongId: 'a', volume: 100 });
    expect(state.songs.map((s) => s.song_id)).toEqual(['a', 'b']);
    expect(run(state, T0, { type: 'pause' }).status).toBe('paused');
    expect(run(state, T0, { type: 'pause' }, { type: 'play' }).status).toBe('playing');
  });

  it('an empty list leaves nothing on air; an unreadable start time counts from the epoch', () => {
    expect(
      run(createRadio(), T0, { type: 'play' }, { type: 'songsLoaded', songs: [] }),
    ).toMatchObject({ status: 'loading', currentSongId: null });
    const odd: RadioSong = { song_id: 'x', song_url: 'x.mp3', start_time: 'soon', duration: 10 };
    expect(scheduledSong([odd], 5_000)).toEqual({ song: odd, offsetS: 5 });
  });

  it('songs loaded while paused keep it paused', () => {
    expect(run(createRadio(), T0, { type: 'songsLoaded', songs: SONGS }).status).toBe('paused');
  });

  it('when a song ends the next starts; after the last the list is loaded again', () => {
    const next = run(playing(), T0 + 100_000, { type: 'songEnded' });
    expect(next.currentSongId).toBe('b');
    const afterLast = run(next, T0 + 300_000, { type: 'songEnded' });
    expect(afterLast.status).toBe('loading');
  });

  it("'Failed to fetch song list'", () => {
    const failed = run(createRadio(), T0, { type: 'play' }, { type: 'fetchFailed' });
    expect(failed.status).toBe('paused');
    expect(failed.notice).toEqual({
      kind: 'error',
      message: 'Failed to fetch song list',
      durationMs: 2000,
    });
    expect(run(playing(), T0, { type: 'fetchFailed' }).status).toBe('playing');
  });

  it('playback failure resets playing; an audio element error pauses it', () => {
    expect(run(playing(), T0, { type: 'playbackFailed' })).toMatchObject({
      status: 'paused',
      currentSongId: null,
    });
    expect(run(playing(), T0, { type: 'audioError' })).toMatchObject({
      status: 'paused',
      currentSongId: 'a',
    });
  });

  it.each([
    [50, 50],
    [150, 100],
    [-3, 0],
  ] as const)('radio volume 0-100, default 100 (%s → %s)', (input, volume) => {
    expect(run(createRadio(), T0, { type: 'setVolume', volume: input }).volume).toBe(volume);
    expect(clampRadioVolume(Number.NaN, 40)).toBe(40);
  });
});

describe('3-library-social §4 Live radio: schedule sync', () => {
  it('finds the song on air and how far into it the schedule is', () => {
    expect(scheduledSong(SONGS, T0 + 130_000)).toEqual({ song: SONGS[0], offsetS: 30 });
    expect(scheduledSong(SONGS, T0 + 500_000)).toBeNull();
  });

  it.each([
    [12, 'none'],
    [8, 'none'],
    [7.9, 'seek'],
    [12.1, 'seek'],
    [11.9, 'none'],
  ] as const)(
    'if the player drifts more than 2 s from the schedule it seeks (player at %s s, schedule at 10 s → %s)',
    (position, kind) => {
      const sync = radioSync(playing(), { songId: 'a', positionS: position }, T0 + 10_000);
      expect(sync.kind).toBe(kind);
      if (sync.kind === 'seek') expect(sync.positionS).toBe(10);
    },
  );

  it('another song on air switches to it; paused or off-schedule radios do nothing', () => {
    expect(radioSync(playing(), { songId: 'a', positionS: 99 }, T0 + 105_000)).toEqual({
      kind: 'switch',
      song: SONGS[0],
      positionS: 5,
    });
    expect(
      radioSync(run(playing(), T0, { type: 'pause' }), { songId: 'x', positionS: 0 }, T0),
    ).toEqual({ kind: 'none' });
    expect(radioSync(playing(), { songId: 'a', positionS: 0 }, T0 + 900_000)).toEqual({
      kind: 'none',
    });
  });

  it.each([
    [0, 185_000],
    [184_000, 1000],
    [199_000, 1000],
  ] as const)(
    'the list is refetched 15 s before the end of the last song, at least 1 s (now +%i ms → %i ms)',
    (offset, delay) => {
      expect(radioRefetchDelayMs(SONGS, T0 + offset)).toBe(delay);
    },
  );

  it('an empty schedule refetches after the minimum', () => {
    expect(radioRefetchDelayMs([], T0)).toBe(1000);
  });
});

/**
 * Live radio (3-library-social §4 Live radio; 2-studio §4, §8, §9): states playing, loading and
 * paused as a pure reducer, plus the schedule sync (seek past 2 s of drift) and the refetch time
 * (15 s before the end of the last song, at least 1 s).
 */
import type { components } from '../api/schema.gen';
import {
  RADIO_REFETCH_BEFORE_END_MS,
  RADIO_REFETCH_MIN_MS,
  RADIO_SYNC_TOLERANCE_MS,
  RADIO_VOLUME_DEFAULT,
  RADIO_VOLUME_MAX,
  RADIO_VOLUME_MIN,
  TOAST_MIN_MS,
} from './constants';
import { parseTime } from './clip-lifecycle';
import { RADIO_MESSAGES } from './messages/player';
import { notice, type Notice } from './notice';

export type RadioSong = components['schemas']['RadioSong'];

export interface RadioState {
  readonly status: 'playing' | 'loading' | 'paused';
  /** The schedule, in start order. */
  readonly songs: readonly RadioSong[];
  readonly currentSongId: string | null;
  /** Radio volume 0-100 (default 100). */
  readonly volume: number;
  /** The last failure to show, if any. */
  readonly notice: Notice | null;
}

export type RadioEvent =
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'songsLoaded'; readonly songs: readonly RadioSong[] }
  | { readonly type: 'fetchFailed' }
  | { readonly type: 'songEnded' }
  | { readonly type: 'audioError' }
  | { readonly type: 'playbackFailed' }
  | { readonly type: 'setVolume'; readonly volume: number };

export interface RadioCtx {
  readonly now: number;
}

/**
 * Duration of the 'Failed to fetch song list' notice. Not in constants.ts: the spec gives the
 * message without a duration; decided the shortest toast (2 s).
 */
export const RADIO_ERROR_TOAST_MS = TOAST_MIN_MS;

export const createRadio = (): RadioState => ({
  status: 'paused',
  songs: [],
  currentSongId: null,
  volume: RADIO_VOLUME_DEFAULT,
  notice: null,
});

const startMs = (song: RadioSong): number => parseTime(song.start_time) ?? 0;
const endMs = (song: RadioSong): number => startMs(song) + song.duration * 1000;

/** The song on air at `now` and how far into it the schedule is (s), or null. */
export function scheduledSong(
  songs: readonly RadioSong[],
  now: number,
): { readonly song: RadioSong; readonly offsetS: number } | null {
  const song = songs.find((s) => startMs(s) <= now && now < endMs(s));
  return song === undefined ? null : { song, offsetS: (now - startMs(song)) / 1000 };
}

export const clampRadioVolume = (volume: number, fallback = RADIO_VOLUME_DEFAULT): number =>
  Number.isFinite(volume)
    ? Math.min(RADIO_VOLUME_MAX, Math.max(RADIO_VOLUME_MIN, volume))
    : fallback;

const onAir = (songs: readonly RadioSong[], now: number): string | null =>
  scheduledSong(songs, now)?.song.song_id ?? songs[0]?.song_id ?? null;

function songEnded(state: RadioState, now: number): RadioState {
  const at = state.songs.findIndex((song) => song.song_id === state.currentSongId);
  const next = state.songs[at + 1];
  if (next !== undefined) return { ...state, currentSongId: next.song_id };
  return { ...state, currentSongId: onAir(state.songs, now), status: 'loading' };
}

/** The radio reducer. Starting it loads the schedule; it plays once the songs are there. */
export function radioReducer(state: RadioState, event: RadioEvent, ctx: RadioCtx): RadioState {
  switch (event.type) {
    case 'play':
      return { ...state, status: state.songs.length > 0 ? 'playing' : 'loading', notice: null };
    case 'pause':
      return { ...state, status: 'paused' };
    case 'songsLoaded': {
      const songs = [...event.songs].sort((a, b) => startMs(a) - startMs(b));
      return {
        ...state,
        songs,
        currentSongId: onAir(songs, ctx.now),
        status: state.status === 'loading' && songs.length > 0 ? 'playing' : state.status,
      };
    }
    case 'fetchFailed':
      return {
        ...state,
        status: state.status === 'loading' ? 'paused' : state.status,
        notice: notice('error', RADIO_MESSAGES.fetchSongListFailed, RADIO_ERROR_TOAST_MS),
      };
    case 'songEnded':
      return songEnded(state, ctx.now);
    case 'audioError':
      return { ...state, status: 'paused' };
    case 'playbackFailed':
      return { ...state, status: 'paused', currentSongId: null };
    case 'setVolume':
      return { ...state, volume: clampRadioVolume(event.volume, state.volume) };
  }
}

/** What keeping the radio on schedule needs. */
export type RadioSync =
  | { readonly kind: 'none' }
  | { readonly kind: 'seek'; readonly positionS: number }
  | { readonly kind: 'switch'; readonly song: RadioSong; readonly positionS: number };

/**
 * Compares the player with the schedule: another song on air switches to it; more than 2 s of
 * drift seeks to the scheduled position.
 */
export function radioSync(
  state: RadioState,
  player: { readonly songId: string | null; readonly positionS: number },
  now: number,
): RadioSync {
  const scheduled = scheduledSong(state.songs, now);
  if (state.status !== 'playing' || scheduled === null) return { kind: 'none' };
  if (scheduled.song.song_id !== player.songId)
    return { kind: 'switch', song: scheduled.song, positionS: scheduled.offsetS };
  const driftMs = Math.abs(player.positionS - scheduled.offsetS) * 1000;
  return driftMs > RADIO_SYNC_TOLERANCE_MS
    ? { kind: 'seek', positionS: scheduled.offsetS }
    : { kind: 'none' };
}

/**
 * When to refetch the song list: 15 s before the end of the last song, and at least 1 s from
 * now. An empty schedule refetches after the minimum.
 */
export function radioRefetchDelayMs(songs: readonly RadioSong[], now: number): number {
  const lastEnd = songs.reduce((latest, song) => Math.max(latest, endMs(song)), -Infinity);
  const untilRefetch = lastEnd - RADIO_REFETCH_BEFORE_END_MS - now;
  return Math.max(RADIO_REFETCH_MIN_MS, Number.isFinite(untilRefetch) ? untilRefetch : 0);
}

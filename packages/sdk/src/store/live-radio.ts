/**
 * Live radio (3-library-social §2 Player, §4 Live radio, §7 GET /api/living_radio/{station_id}/
 * song-list): a station's controller over the pure radio reducer (domain/radio.ts). Switching it
 * on pauses the normal player (radio mode) and loads the schedule; the song list is refetched
 * 15 s before the end of the last song (at least 1 s from now) through the store's clock; a
 * failed fetch shows 'Failed to fetch song list'. The output asks `sync` where it should be: a
 * drift over 2 s from the schedule seeks. Every listener of a station hears the same schedule,
 * so two listeners stay within the tolerance of each other.
 */
import {
  createRadio,
  radioReducer,
  radioRefetchDelayMs,
  radioSync,
  type RadioEvent,
  type RadioState,
  type RadioSync,
  type TimerHandle,
} from '@cadenza/sdk';
import { dispatchPlayerEvent } from './player-actions';
import type { CadenzaStore } from './store';

export interface LiveRadioSnapshot extends RadioState {
  readonly stationId: string;
}

export interface LiveRadio {
  getSnapshot(): LiveRadioSnapshot;
  subscribe(listener: () => void): () => void;
  /** Switches the radio on: the normal player pauses and the schedule loads. */
  play(): void;
  pause(): void;
  /** Radio volume 0-100 (clamped). */
  setVolume(volume: number): void;
  /** The output finished the song: the next one starts. */
  songEnded(): void;
  /** The audio element failed: the radio pauses. */
  audioError(): void;
  /** Starting playback failed: playing resets. */
  playbackFailed(): void;
  /** Where the output should be now, given where it is. */
  sync(player: { readonly songId: string | null; readonly positionS: number }): RadioSync;
  /** Stops timers and leaves radio mode. */
  dispose(): void;
}

export function createLiveRadio(store: CadenzaStore, stationId: string): LiveRadio {
  const { clock } = store;
  const listeners = new Set<() => void>();
  let snapshot: LiveRadioSnapshot = { ...createRadio(), stationId };
  let refetch: TimerHandle | null = null;
  let fetching = false;
  let disposed = false;

  const send = (event: RadioEvent) => {
    const next = radioReducer(snapshot, event, { now: clock.now() });
    if (next === snapshot) return;
    snapshot = { ...next, stationId };
    for (const listener of listeners) listener();
  };

  const cancelRefetch = () => {
    if (refetch !== null) clock.clearTimeout(refetch);
    refetch = null;
  };

  const schedule = () => {
    cancelRefetch();
    if (disposed || snapshot.status === 'paused') return;
    refetch = clock.setTimeout(
      () => {
        refetch = null;
        void load();
      },
      radioRefetchDelayMs(snapshot.songs, clock.now()),
    );
  };

  async function load(): Promise<void> {
    if (fetching || disposed) return;
    fetching = true;
    try {
      const songs = await store.client.call('getRadioSongList', {
        path: { station_id: stationId },
      });
      if (!disposed) send({ type: 'songsLoaded', songs });
    } catch {
      if (disposed) return;
      send({ type: 'fetchFailed' });
      if (snapshot.notice)
        store.dispatch(store.actions.noticeAdded({ notice: snapshot.notice, at: clock.now() }));
    } finally {
      fetching = false;
      schedule();
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play() {
      dispatchPlayerEvent(store, { type: 'setRadioMode', on: true });
      send({ type: 'play' });
      void load();
    },
    pause() {
      send({ type: 'pause' });
      cancelRefetch();
    },
    setVolume: (volume) => send({ type: 'setVolume', volume }),
    songEnded() {
      send({ type: 'songEnded' });
      if (snapshot.status === 'loading') void load();
    },
    audioError: () => send({ type: 'audioError' }),
    playbackFailed: () => send({ type: 'playbackFailed' }),
    sync: (player) => radioSync(snapshot, player, clock.now()),
    dispose() {
      disposed = true;
      cancelRefetch();
      listeners.clear();
      dispatchPlayerEvent(store, { type: 'setRadioMode', on: false });
    },
  };
}

/**
 * The player inside the store (3-library-social §4): events go through the domain reducer with
 * the store's clock and randomness; each started play is counted, sampled by
 * 1 + floor(play_count / 100); a queue running low refills (queue-refill.ts); the playbar state is saved locally and on the server (500 ms
 * after a change, the current time 1000 ms after, signed-in users only), the volume and the
 * recently played list are remembered; a saved playbar is restored, from this device or else
 * from the server, except on the paths the spec excludes.
 */
import {
  currentClip,
  fromPlaybarState,
  playCountToSend,
  shouldRestorePlaybar,
  toPlaybarState,
  type components,
  type PlayerEvent,
  type PlayerState,
} from '@cadenza/sdk';
import type { SendPlaybar } from '../persistence/persisted-state';
import type { Clip } from '../polling/clip-poller';
import { refillQueueIfLow } from './queue-refill';
import { sessionUserId } from './session';
import type { CadenzaStore } from './store';

type PlaybarState = components['schemas']['PlaybarState'];

const SEED_RANGE = 2 ** 32;

/** Server writes that must never disturb playback: their failures are dropped. */
const ignoreFailure = (): undefined => undefined;

/** Sends the play the step started, if the sampling picks it. */
function countPlay(store: CadenzaStore, before: PlayerState, after: PlayerState): void {
  const count = playCountToSend(before, after, store.random);
  if (!count) return;
  store
    .mutate('incrementPlayCountV2', {
      path: { gen_id: count.clipId },
      body: { sample_factor: count.sampleFactor },
    })
    .catch(ignoreFailure);
}

const sendPlaybar =
  (store: CadenzaStore): SendPlaybar =>
  (state) => {
    store.mutate('savePlaybarState', { body: state }).catch(ignoreFailure);
  };

export function dispatchPlayerEvent(store: CadenzaStore, event: PlayerEvent<Clip>): void {
  const before = store.getState().player;
  store.dispatch(
    store.actions.playerEvent({
      event,
      now: store.clock.now(),
      seed: Math.floor(store.random() * SEED_RANGE),
    }),
  );
  const after = store.getState().player;
  if (after === before) return;
  countPlay(store, before, after);
  if (after.queue !== before.queue)
    void refillQueueIfLow(store, (clips) =>
      dispatchPlayerEvent(store, { type: 'queue', event: { type: 'refilled', clips } }),
    );
  const userId = sessionUserId(store);
  const persisted = store.persistence(userId);
  if (after.volume !== before.volume) persisted.write('volume', after.volume);
  const playing = currentClip(after.queue);
  if (playing && playing.id !== currentClip(before.queue)?.id)
    persisted.pushRecentlyPlayed(playing.id);
  const saved = toPlaybarState(after, { signedIn: userId !== null });
  if (!saved) return;
  if (event.type === 'tick') persisted.savePlaybarTime(after.positionS, sendPlaybar(store));
  else persisted.savePlaybar(saved, sendPlaybar(store));
}

type ClipsById = (ids: readonly string[]) => readonly Clip[];

function restore(store: CadenzaStore, saved: PlaybarState, clips: readonly Clip[]): void {
  store.dispatch(store.actions.playerRestored(fromPlaybarState(saved, clips)));
}

/**
 * Restores the saved playbar over its clips (fetched by the caller from song_ids_in_queue);
 * nothing happens on excluded paths or without a saved state. Returns whether it restored.
 */
export function restorePlayer(store: CadenzaStore, path: string, clipsById: ClipsById): boolean {
  if (!shouldRestorePlaybar(path)) return false;
  const persisted = store.persistence(sessionUserId(store));
  const saved: PlaybarState | null = persisted.read('playbar');
  if (!saved) return false;
  restore(store, saved, clipsById(saved.song_ids_in_queue));
  return true;
}

/** The signed-in user's playbar saved on the server, or null (none saved, or the call failed). */
const serverPlaybar = (store: CadenzaStore): Promise<PlaybarState | null> =>
  store.query('getPlaybarState').catch((): null => null);

/**
 * restorePlayer with the clips fetched asynchronously, and, when this device saved nothing, the
 * signed-in user's playbar from the server (GET /api/music_player/playbar_state). Nothing is
 * restored when neither has one, or when the queue changed while waiting. Resolves to whether
 * it restored.
 */
export async function restorePlayerFromServer(
  store: CadenzaStore,
  path: string,
  clipsById: (ids: readonly string[]) => readonly Clip[] | PromiseLike<readonly Clip[]>,
): Promise<boolean> {
  if (!shouldRestorePlaybar(path)) return false;
  const queue = store.getState().player.queue;
  const userId = sessionUserId(store);
  const saved =
    store.persistence(userId).read('playbar') ??
    (userId === null ? null : await serverPlaybar(store));
  if (!saved) return false;
  const clips = await clipsById(saved.song_ids_in_queue);
  if (store.getState().player.queue !== queue) return false;
  restore(store, saved, clips);
  return true;
}

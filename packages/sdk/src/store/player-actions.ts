/**
 * The player inside the store (3-library-social §4): events go through the domain reducer with
 * the store's clock and randomness; the playbar state is saved (500 ms after a change, the
 * current time 1000 ms after, signed-in users only), the volume and the recently played list
 * are remembered; a saved playbar is restored except on the paths the spec excludes.
 */
import type { components } from '../api/schema.gen';
import { shouldRestorePlaybar } from '../domain/navigation';
import { currentClip } from '../domain/queue';
import { fromPlaybarState, toPlaybarState, type PlayerEvent } from '../domain/player';
import type { Clip } from '../polling/clip-poller';
import { sessionUserId } from './session';
import type { CadenzaStore } from './store';

const SEED_RANGE = 2 ** 32;

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
  const userId = sessionUserId(store);
  const persisted = store.persistence(userId);
  if (after.volume !== before.volume) persisted.write('volume', after.volume);
  const playing = currentClip(after.queue);
  if (playing && playing.id !== currentClip(before.queue)?.id)
    persisted.pushRecentlyPlayed(playing.id);
  const saved = toPlaybarState(after, { signedIn: userId !== null });
  if (!saved) return;
  if (event.type === 'tick') persisted.savePlaybarTime(after.positionS);
  else persisted.savePlaybar(saved);
}

/**
 * Restores the saved playbar over its clips (fetched by the caller from song_ids_in_queue);
 * nothing happens on excluded paths or without a saved state. Returns whether it restored.
 */
export function restorePlayer(
  store: CadenzaStore,
  path: string,
  clipsById: (ids: readonly string[]) => readonly Clip[],
): boolean {
  if (!shouldRestorePlaybar(path)) return false;
  const persisted = store.persistence(sessionUserId(store));
  const saved: components['schemas']['PlaybarState'] | null = persisted.read('playbar');
  if (!saved) return false;
  store.dispatch(
    store.actions.playerRestored(fromPlaybarState(saved, clipsById(saved.song_ids_in_queue))),
  );
  return true;
}

/**
 * The queue refill (3-library-social §4 Queue, §7 POST /api/clips/autoplay/): after a player
 * change, when 2 or fewer clips remain ahead (flag queue-auto-refresh, or a song radio), the
 * store asks the autoplay call for more songs with the last 50 queue entries and appends the
 * answer. One refill runs at a time per store; an answer for a queue that changed context in
 * the meantime is dropped. A refill that fails or adds nothing is not repeated until the queue
 * grows or changes context (playback is never disturbed).
 */
import { autoplayRequest, wantsQueueRefill, type QueueState } from '@cadenza/sdk';
import type { Clip } from '../polling/clip-poller';
import { cachedSession } from './session';
import type { CadenzaStore } from './store';

const running = new WeakSet<CadenzaStore>();
/** The queue length each store last refilled at: a refill that added nothing is not repeated. */
const exhaustedAt = new WeakMap<CadenzaStore, string>();

const queueKey = (queue: QueueState<Clip>): string =>
  `${queue.context?.type ?? ''}:${queue.context?.id ?? ''}:${queue.clips.length}`;

const sameContext = (a: QueueState<Clip>, b: QueueState<Clip>): boolean =>
  a.context?.type === b.context?.type && (a.context?.id ?? null) === (b.context?.id ?? null);

/** The autoplay call's source for a context: a playlist's id, a search's query. */
function source(queue: QueueState<Clip>) {
  const { type, id } = queue.context ?? { type: null, id: null };
  return {
    playlistId: type === 'playlist' ? (id ?? null) : null,
    query: type === 'search' ? (id ?? null) : null,
  };
}

/**
 * Starts a refill when the queue wants one; `append` receives the new clips (the caller
 * dispatches them as a queue 'refilled' event). Resolves when the refill is over.
 */
export async function refillQueueIfLow(
  store: CadenzaStore,
  append: (clips: readonly Clip[]) => void,
): Promise<void> {
  const queue = store.getState().player.queue;
  const flags = cachedSession(store)?.flags ?? null;
  if (running.has(store) || !wantsQueueRefill(queue, flags ?? [])) return;
  if (exhaustedAt.get(store) === queueKey(queue)) return;
  running.add(store);
  try {
    const answer = await store.query('getAutoplayClips', {
      body: autoplayRequest(queue, source(queue)),
    });
    const now = store.getState().player.queue;
    if (!sameContext(queue, now)) return;
    const known = new Set(now.clips.map((clip) => clip.id));
    const added = (answer.clips as Clip[]).filter((clip) => !known.has(clip.id));
    if (added.length === 0) exhaustedAt.set(store, queueKey(now));
    else append(added);
  } catch {
    // A failed refill leaves the queue as it is; the next change of the queue tries again.
    exhaustedAt.set(store, queueKey(store.getState().player.queue));
  } finally {
    running.delete(store);
  }
}

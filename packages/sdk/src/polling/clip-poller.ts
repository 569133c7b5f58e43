/**
 * Clip status polling (1-generation §4; 2-studio §7; 3-library-social §4): the running set is
 * followed by GET /api/feed/v2 with ids, in batches of up to 48, at most once per 2.5 s (the
 * throttle), through pollUntil. Complete or error removes a clip from the running set (the
 * store then settles credits and reloads subscription info); each errored clip is notified
 * once; submitted clips over 2 minutes and queued clips over 15 minutes are stuck. Updates
 * pushed over the realtime channel go through `apply`: a clip whose final status was pushed is
 * never requested again. Polling runs only while clips run and someone is subscribed, and
 * stops on `dispose`.
 */
import {
  CLIP_POLL_BATCH_SIZE,
  CLIP_POLL_TIMEOUT_MS,
  clipErrorNotices,
  isClipStuck,
  isTerminalStatus,
  stuckClipNotice,
  toApiError,
  type ApiClient,
  type ApiError,
  type Clock,
  type components,
  type Notice,
} from '@cadenza/sdk';
import { pollUntil } from './poll';
import { POLL_SCHEDULES } from './schedules';

export type Clip = components['schemas']['Clip'];

export type ClipUpdateSource = 'poll' | 'push' | 'track';

export type ClipPollerEvent =
  /** Fresh clip data (from a poll, a push or a new generation). */
  | { readonly type: 'clips'; readonly clips: readonly Clip[]; readonly source: ClipUpdateSource }
  /** Clips that left the running set complete or error: settle credits, reload subscription. */
  | { readonly type: 'finished'; readonly clips: readonly Clip[] }
  | { readonly type: 'notice'; readonly clipId: string; readonly notice: Notice }
  /** A running clip passed the stuck threshold: it leaves the running set. */
  | { readonly type: 'stuck'; readonly clip: Clip }
  /** A clip ran longer than CLIP_POLL_TIMEOUT_MS: given up. */
  | { readonly type: 'timedOut'; readonly clipId: string }
  | { readonly type: 'requestFailed'; readonly error: ApiError; readonly ids: readonly string[] }
  | { readonly type: 'running'; readonly ids: readonly string[] };

export interface ClipPollerOptions {
  readonly client: ApiClient;
  readonly clock: Clock;
  readonly onEvent?: (event: ClipPollerEvent) => void;
  /** Ids per request; the spec's 48 by default. */
  readonly batchSize?: number;
}

export interface ClipPoller {
  /** New clips (from a generation): running ones join the running set. */
  track(clips: readonly Clip[]): void;
  /** Clip updates from elsewhere (the realtime channel): applied as a poll answer would be. */
  apply(clips: readonly Clip[]): void;
  /** Polling runs while at least one subscriber is present; returns the unsubscribe. */
  subscribe(listener?: (event: ClipPollerEvent) => void): () => void;
  running(): readonly string[];
  /** The last known state of a followed clip. */
  clip(id: string): Clip | undefined;
  /** Requests made so far (benchmarks, tests). */
  requestCount(): number;
  dispose(): void;
}

const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};

export function createClipPoller(options: ClipPollerOptions): ClipPoller {
  const { client, clock } = options;
  const batchSize = options.batchSize ?? CLIP_POLL_BATCH_SIZE;
  const running = new Map<string, number>(); // id -> tracked at (clock ms)
  const clips = new Map<string, Clip>();
  const listeners = new Set<(event: ClipPollerEvent) => void>();
  let subscribers = 0;
  let notified: ReadonlySet<string> = new Set();
  const stuckNotified = new Set<string>();
  let loop: AbortController | undefined;
  let lastTickAt: number | undefined;
  let freshUntil = Number.NEGATIVE_INFINITY;
  let requests = 0;
  let disposed = false;

  const emit = (event: ClipPollerEvent) => {
    options.onEvent?.(event);
    for (const listener of listeners) listener(event);
  };
  const emitRunning = () => emit({ type: 'running', ids: [...running.keys()] });

  function ingest(updates: readonly Clip[], source: ClipUpdateSource) {
    if (updates.length === 0) return;
    const finished: Clip[] = [];
    let changed = false;
    const fresh: Clip[] = [];
    for (const clip of updates) {
      // A final status is final: an older running state (a late answer) never revives a clip.
      if (!isTerminalStatus(clip.status) && isTerminalStatus(clips.get(clip.id)?.status)) continue;
      fresh.push(clip);
      clips.set(clip.id, clip);
      if (isTerminalStatus(clip.status)) {
        if (running.delete(clip.id)) {
          finished.push(clip);
          changed = true;
        }
      } else if (!running.has(clip.id) && !stuckNotified.has(clip.id)) {
        running.set(clip.id, clock.now());
        // Its state was just read: the next look is one interval away.
        freshUntil = Math.max(freshUntil, clock.now() + POLL_SCHEDULES.clipStatus.intervalMs);
        changed = true;
      }
    }
    if (fresh.length === 0) return;
    emit({ type: 'clips', clips: fresh, source });
    const errors = clipErrorNotices(fresh, notified);
    notified = errors.notified;
    const erroredIds = fresh.filter((c) => c.status === 'error').map((c) => c.id);
    errors.notices.forEach((notice, index) => {
      const clipId = erroredIds[index];
      if (clipId !== undefined) emit({ type: 'notice', clipId, notice });
    });
    if (finished.length > 0) emit({ type: 'finished', clips: finished });
    if (changed) emitRunning();
    dropStuck(clock.now());
    if (running.size === 0) stopLoop();
    else ensureLoop();
  }

  /** Stuck and timed-out clips leave the running set before a request is made. */
  function dropStuck(now: number) {
    let changed = false;
    for (const [id, trackedAt] of running) {
      const clip = clips.get(id);
      if (clip && isClipStuck(clip, now)) {
        running.delete(id);
        changed = true;
        stuckNotified.add(id);
        emit({ type: 'stuck', clip });
        emit({ type: 'notice', clipId: id, notice: stuckClipNotice() });
      } else if (now - trackedAt > CLIP_POLL_TIMEOUT_MS) {
        running.delete(id);
        changed = true;
        emit({ type: 'timedOut', clipId: id });
      }
    }
    if (changed) emitRunning();
  }

  async function tick(signal: AbortSignal): Promise<void> {
    lastTickAt = clock.now();
    dropStuck(lastTickAt);
    const batches = chunk([...running.keys()], batchSize);
    const answers = await Promise.all(
      batches.map(async (ids) => {
        requests += 1;
        try {
          const page = await client.call(
            'getFeedV2',
            { query: { ids: ids.join(',') } },
            { signal, retries: 0 },
          );
          return page.clips;
        } catch (error) {
          if (!signal.aborted)
            emit({ type: 'requestFailed', error: toApiError(error, 'getFeedV2'), ids });
          return [];
        }
      }),
    );
    if (!signal.aborted) ingest(answers.flat(), 'poll');
  }

  function stopLoop() {
    loop?.abort();
    loop = undefined;
  }

  function ensureLoop() {
    if (loop || disposed || subscribers === 0 || running.size === 0) return;
    const controller = new AbortController();
    loop = controller;
    // The throttle: at most one tick per interval, and none before a new clip's state is stale.
    const nextAllowed = Math.max(
      freshUntil,
      lastTickAt === undefined
        ? Number.NEGATIVE_INFINITY
        : lastTickAt + POLL_SCHEDULES.clipStatus.intervalMs,
    );
    const wait = Math.max(0, nextAllowed - clock.now());
    void pollUntil({
      clock,
      schedule: { ...POLL_SCHEDULES.clipStatus, firstTryAfterMs: wait },
      signal: controller.signal,
      attempt: tick,
      isDone: () => running.size === 0,
    }).then(() => {
      if (loop === controller) loop = undefined;
      ensureLoop();
    });
  }

  return {
    track: (tracked) => ingest(tracked, 'track'),
    apply: (updates) => ingest(updates, 'push'),
    subscribe(listener) {
      if (listener) listeners.add(listener);
      subscribers += 1;
      ensureLoop();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        if (listener) listeners.delete(listener);
        subscribers -= 1;
        if (subscribers === 0) stopLoop();
      };
    },
    running: () => [...running.keys()],
    clip: (id) => clips.get(id),
    requestCount: () => requests,
    dispose() {
      disposed = true;
      stopLoop();
      listeners.clear();
    },
  };
}

/**
 * The clip engine inside the store: the clip poller, the realtime channel and the listeners
 * that connect them to the slices. A generation's clips join the running set (and expect
 * their credit deduction); poll answers and pushes patch every cached copy of a clip, settle
 * credits, queue the error and stuck notices and, when clips finish, reload the session
 * (credits and subscription info). The realtime channel is linked in realtime-link.ts. Preview clips are watched for 60 s, then offered the unlock.
 */
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  CLIP_POLL_THROTTLE_MS,
  describeGenerationError,
  isPreviewClip,
  notice,
  rulesContextFromSession,
  throttle,
  type ApiClient,
  type ApiError,
  type Clock,
  type OperationId,
} from '@cadenza/sdk';
import {
  createClipPoller,
  type Clip,
  type ClipPoller,
  type ClipPollerEvent,
} from '../polling/clip-poller';
import { watchPreviewClip } from '../polling/preview';
import type { UserChannel } from '../realtime/channel';
import { matchEndpoint } from './action-match';
import type { CadenzaApi } from './api';
import { collectClips } from './clip-walk';
import { linkRealtime } from './realtime-link';
import { clipEngineSlice } from './slices/clip-engine';
import { creditsSlice } from './slices/credits';
import { noticesSlice } from './slices/notices';

/** Mutations whose answer holds new clips that start generating. */
export const GENERATING_OPERATIONS = [
  'generate',
  'generateWeb',
  'upsample',
  'generateStems',
  'adjustClipSpeed',
  'concatClip',
  'mergeClips',
  'regeneratePlaylist',
] as const satisfies readonly OperationId[];

const GENERATION_START = ['generate', 'generateWeb'] as const satisfies readonly OperationId[];

interface EngineStore {
  dispatch(action: unknown): unknown;
  getState(): unknown;
}

export interface EngineDeps {
  readonly api: CadenzaApi;
  readonly client: ApiClient;
  readonly clock: Clock;
  readonly listener: ListenerMiddlewareInstance;
  readonly realtime?: UserChannel;
}

export interface ClipEngine {
  readonly poller: ClipPoller;
  /** Starts watching these clips (a generation's answer); used by the listeners too. */
  track(clips: readonly Clip[]): void;
  /** Reloads credits and subscription info (GET session). */
  reloadSession(): void;
  dispose(): void;
}

export function startClipEngine(store: EngineStore, deps: EngineDeps): ClipEngine {
  const { api, client, clock, listener } = deps;
  const previews = new Map<string, AbortController>();
  const addNotice = (n: ReturnType<typeof notice>, subject?: string) =>
    store.dispatch(
      noticesSlice.actions.noticeAdded({
        notice: n,
        at: clock.now(),
        ...(subject ? { subject } : {}),
      }),
    );
  /** Credits and subscription info, reloaded when clips finish: at most once per poll interval. */
  const reloadSession = throttle(clock, CLIP_POLL_THROTTLE_MS, () => {
    void store.dispatch(
      api.endpoints.getSession.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
  });

  function onPollerEvent(event: ClipPollerEvent) {
    switch (event.type) {
      case 'clips':
        api.patchCachedClips(store.dispatch, store.getState(), event.clips);
        if (event.source !== 'track')
          store.dispatch(creditsSlice.actions.clipsUpdated(event.clips));
        return;
      case 'finished':
        reloadSession();
        return;
      case 'notice':
        addNotice(event.notice, event.clipId);
        return;
      case 'stuck':
        store.dispatch(creditsSlice.actions.stuckClipReverted(event.clip));
        store.dispatch(clipEngineSlice.actions.clipStuck(event.clip.id));
        return;
      case 'timedOut':
        store.dispatch(clipEngineSlice.actions.clipTimedOut(event.clipId));
        return;
      case 'running':
        store.dispatch(clipEngineSlice.actions.runningChanged(event.ids));
        return;
      case 'requestFailed':
        return;
    }
  }

  const poller = createClipPoller({ client, clock, onEvent: onPollerEvent });

  function watchPreview(clip: Clip) {
    if (previews.has(clip.id)) return;
    const controller = new AbortController();
    previews.set(clip.id, controller);
    store.dispatch(clipEngineSlice.actions.previewChanged({ id: clip.id, state: 'polling' }));
    void watchPreviewClip(clip.id, {
      client,
      clock,
      signal: controller.signal,
      onClip: (fresh) => api.patchCachedClips(store.dispatch, store.getState(), [fresh]),
    }).then((result) => {
      previews.delete(clip.id);
      if (result.status === 'unlocked' || result.status === 'unlockOffered')
        store.dispatch(
          clipEngineSlice.actions.previewChanged({ id: clip.id, state: result.status }),
        );
    });
  }

  function track(clips: readonly Clip[]) {
    if (clips.length === 0) return;
    store.dispatch(creditsSlice.actions.clipsStarted(clips));
    for (const clip of clips) if (isPreviewClip(clip)) watchPreview(clip);
    poller.track(clips.filter((clip) => !isPreviewClip(clip)));
  }

  const unsubscribers: (() => void)[] = [
    listener.startListening({
      predicate: matchEndpoint('executeMutation', 'fulfilled', GENERATING_OPERATIONS),
      effect: (action) => track(collectClips(action.payload)),
    }),
    listener.startListening({
      predicate: matchEndpoint('executeQuery', 'fulfilled', ['getSession']),
      effect: (action) => {
        const session = action.payload as {
          credits: { credits_left: number };
          free_counters: { free_remasters_left: number; free_v4_generations_left: number };
        };
        store.dispatch(
          creditsSlice.actions.balancesLoaded({
            credits: session.credits.credits_left,
            freeRemasters: session.free_counters.free_remasters_left,
            freeV4Generations: session.free_counters.free_v4_generations_left,
          }),
        );
      },
    }),
    listener.startListening({
      predicate: matchEndpoint('executeMutation', 'rejected', GENERATION_START),
      effect: (action) => {
        const error = action.payload as ApiError | undefined;
        if (!error || error.kind === 'aborted') return;
        const session = api.endpoints.getSession.select(undefined)(store.getState() as never).data;
        const ctx = session
          ? rulesContextFromSession(session, clock)
          : {
              session: { id: '', plan: null, isStaff: false, features: [], flags: {}, credits: 0 },
            };
        const described = describeGenerationError(error.status ?? 0, error.body, ctx as never);
        store.dispatch(clipEngineSlice.actions.generationFailed(described));
        if (described.kind === 'toast')
          addNotice(
            notice('error', described.title, described.durationMs, {
              ...(described.description ? { description: described.description } : {}),
            }),
          );
      },
    }),
  ];

  if (deps.realtime)
    unsubscribers.push(
      linkRealtime(store, { realtime: deps.realtime, api, poller, clock, reloadSession }),
    );

  return {
    poller,
    track,
    reloadSession,
    dispose() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      for (const controller of previews.values()) controller.abort();
      previews.clear();
      poller.dispose();
      reloadSession.cancel();
    },
  };
}

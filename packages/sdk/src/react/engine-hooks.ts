/**
 * Hooks for the engine pieces: clip polling (subscribes the poller while mounted), credits,
 * notices, the player and its queue, the create form, lyrics generation, polled jobs and the
 * persisted local state. Each is a thin read of the store plus its actions.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type {
  CreateFormScope,
  CreateFormState,
  FormUpdate,
  Notice,
  PlayerEvent,
  QueueEvent,
} from '@cadenza/sdk';
import {
  applyCreateFormUpdate,
  changeCreateForm,
  createFormBlockingMessage,
  dispatchPlayerEvent,
  openCreateForm,
  type CadenzaState,
  type Clip,
  type ClipPoller,
  type JobSnapshot,
  type PersistedState,
} from '@cadenza/sdk/store';
import { useCadenzaStore } from './context';
import { useCadenzaQuery } from './use-query';
import { useCadenzaSelector } from './use-selector';

const selectRunning = (state: CadenzaState) => state.clips.running;
const selectClipEngine = (state: CadenzaState) => state.clips;
const selectCredits = (state: CadenzaState) => state.credits;
const selectNotices = (state: CadenzaState) => state.notices.items;
const selectPlayer = (state: CadenzaState) => state.player;
const selectConnection = (state: CadenzaState) => state.connection;

/** Follows running clips while mounted; returns the running ids. */
export function useClipPolling(): readonly string[] {
  const store = useCadenzaStore();
  useEffect(() => store.poller.subscribe(), [store]);
  return useCadenzaSelector(selectRunning);
}

/** Stuck, timed-out and preview clips, the not-interested flags and the last generation error. */
export const useClipEngine = () => useCadenzaSelector(selectClipEngine);

/**
 * The credit ledger (balances and expected deductions). Loads the session it is read from while
 * mounted, so the balance shows without another screen fetching the session first.
 */
export function useCredits() {
  useCadenzaQuery('getSession');
  return useCadenzaSelector(selectCredits);
}

/** The realtime channel's status: 'reconnecting' (with lostAt) while the server is out of reach. */
export const useConnection = () => useCadenzaSelector(selectConnection);

/** Shows a notice through the store's notice queue (the app's toasts), stamped by the store's clock. */
export function useShowNotice(): (notice: Notice) => void {
  const store = useCadenzaStore();
  return useCallback(
    (notice: Notice) =>
      store.dispatch(store.actions.noticeAdded({ notice, at: store.clock.now() })),
    [store],
  );
}

/** What a screen may do with the clip engine's polling: follow clips, read them, listen. */
export type ClipTracker = Pick<ClipPoller, 'subscribe' | 'clip' | 'track'>;

/**
 * The clip engine's polling as a screen uses it (the studio following its generations): `track`
 * adds clips to follow, `clip` reads the latest known state, `subscribe` listens (and keeps
 * polling running while subscribed). Stable for the store's lifetime.
 */
export function useClipTracker(): ClipTracker {
  const store = useCadenzaStore();
  return useMemo<ClipTracker>(
    () => ({
      subscribe: (listener) => store.poller.subscribe(listener),
      clip: (id) => store.poller.clip(id),
      track: (clips) => store.poller.track(clips),
    }),
    [store],
  );
}

export function useNotices() {
  const store = useCadenzaStore();
  const notices = useCadenzaSelector(selectNotices);
  const dismiss = useCallback(
    (id: number) => store.dispatch(store.actions.noticeDismissed(id)),
    [store],
  );
  return { notices, dismiss } as const;
}

export function usePlayer() {
  const store = useCadenzaStore();
  const player = useCadenzaSelector(selectPlayer);
  const send = useCallback(
    (event: PlayerEvent<Clip>) => dispatchPlayerEvent(store, event),
    [store],
  );
  return { player, send } as const;
}

export function useQueue() {
  const { player, send } = usePlayer();
  const sendQueue = useCallback(
    (event: QueueEvent<Clip>) => send({ type: 'queue', event }),
    [send],
  );
  return { queue: player.queue, send: sendQueue } as const;
}

/** The create form of a scope, opened with the user's remembered state once the session loads. */
export function useCreateForm(scope: CreateFormScope) {
  const store = useCadenzaStore();
  const session = useCadenzaQuery('getSession');
  const selectForm = useCallback((state: CadenzaState) => state.createForm[scope], [scope]);
  const form = useCadenzaSelector(selectForm);
  useEffect(() => {
    if (session.data && !form) openCreateForm(store, scope);
  }, [store, scope, session.data, form]);
  const change = useCallback(
    (next: CreateFormState) => changeCreateForm(store, scope, next),
    [store, scope],
  );
  const apply = useCallback(
    (update: FormUpdate) => applyCreateFormUpdate(store, scope, update),
    [store, scope],
  );
  const blockingMessage = useMemo(
    () => (form && session.data ? createFormBlockingMessage(store, scope) : null),
    [store, scope, form, session.data],
  );
  return { form, change, apply, blockingMessage } as const;
}

/** Lyrics generation: its state, generate (superseding) and cancel. */
export function useLyricsGenerator() {
  const { lyrics } = useCadenzaStore();
  const state = useSyncExternalStore(lyrics.subscribe, lyrics.getState, lyrics.getState);
  return { state, generate: lyrics.generate, cancel: lyrics.cancel } as const;
}

/**
 * A polled job shared by key (downbeats of a clip, a WAV conversion, ...): started by the first
 * component that watches it, aborted when the last one unmounts.
 */
export function usePollJob<T>(
  key: string | null,
  start: (signal: AbortSignal) => Promise<T>,
): JobSnapshot<T> | undefined {
  const { jobs } = useCadenzaStore();
  const subscribe = useCallback(
    (notify: () => void) => (key === null ? () => undefined : jobs.watch(key, start, notify)),
    // `start` is identified by `key`: a new closure for the same key is the same job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [jobs, key],
  );
  const read = useCallback(() => (key === null ? undefined : jobs.snapshot<T>(key)), [jobs, key]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The persisted local state of the signed-in user (or of the signed-out visitor). */
export function usePersistedState(): PersistedState {
  const store = useCadenzaStore();
  const session = useCadenzaQuery('getSession');
  return useMemo(
    () => store.persistence(session.data?.user.id ?? null),
    [store, session.data?.user.id],
  );
}

/**
 * createCadenzaStore: an RTK store over the typed client, with the RTK Query api (one endpoint
 * per operationId), the engine slices (credits, notices, clips, player, create forms), the clip
 * engine (polling and realtime) and persisted local state through the injected Storage.
 */
import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Middleware,
  type Reducer,
  type Store,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { defaultSerializeQueryArgs, type CombinedState } from '@reduxjs/toolkit/query';
import type {
  ApiClient,
  ArgsRequired,
  CallArgs,
  Clock,
  CreditLedger,
  PlayerState,
  ResultOf,
} from '@cadenza/sdk';
import type { Clip } from '../polling/clip-poller';
import type { ClipPoller } from '../polling/clip-poller';
import { createJobRegistry, type JobRegistry } from '../polling/job-registry';
import { createLyricsGenerator, type LyricsGenerator } from '../polling/lyrics';
import { createPersistedState, type PersistedState } from '../persistence/persisted-state';
import { createMemoryStorage, type KeyValueStorage } from '../persistence/storage';
import type { UserChannel } from '../realtime/channel';
import { matchEndpoint } from './action-match';
import {
  API_REDUCER_PATH,
  createCadenzaApi,
  type ApiReducerPath,
  type CadenzaApi,
  type CadenzaEndpointDefinitions,
} from './api';
import { startClipEngine, type ClipEngine } from './engine';
import { createGenerationSubmissions, type GenerationSubmissions } from './generation-submissions';
import { holdSessionOnceLoaded } from './session-hold';
import { randomTransactionId } from './transaction-id';
import { isStale } from './freshness';
import type { MutationOperationId, QueryOperationId } from './operation-kinds';
import { clipEngineSlice, type ClipEngineState } from './slices/clip-engine';
import { connectionSlice, type ConnectionState } from './slices/connection';
import { createFormSlice, type CreateFormsState } from './slices/create-form';
import { creditsSlice } from './slices/credits';
import { noticesSlice, type NoticesState } from './slices/notices';
import { playerSlice } from './slices/player';
import type { TagType } from './tags';

export interface CadenzaStoreOptions {
  readonly client: ApiClient;
  /** Defaults to the client's clock. */
  readonly clock?: Clock;
  /** Persisted local state; in memory when not given. */
  readonly storage?: KeyValueStorage;
  /** The realtime user channel (createSseChannel for the mock server). */
  readonly realtime?: UserChannel;
  /** Randomness for shuffles, in [0, 1). */
  readonly random?: () => number;
  /** Transaction uuids of generation submissions; crypto.randomUUID by default. */
  readonly uuid?: () => string;
}

/** Arguments of store.query / store.mutate: optional when the operation needs none. */
export type OperationArgs<K extends QueryOperationId | MutationOperationId> =
  ArgsRequired<K> extends true ? [args: CallArgs<K>] : [args?: CallArgs<K>];

export interface CadenzaState {
  readonly [API_REDUCER_PATH]: CombinedState<CadenzaEndpointDefinitions, TagType, ApiReducerPath>;
  readonly credits: CreditLedger;
  readonly notices: NoticesState;
  readonly clips: ClipEngineState;
  readonly player: PlayerState<Clip>;
  readonly createForm: CreateFormsState;
  readonly connection: ConnectionState;
}

function buildReducer(api: CadenzaApi): Reducer<CadenzaState> {
  return combineReducers({
    [API_REDUCER_PATH]: api.reducer,
    credits: creditsSlice.reducer,
    notices: noticesSlice.reducer,
    clips: clipEngineSlice.reducer,
    player: playerSlice.reducer,
    createForm: createFormSlice.reducer,
    connection: connectionSlice.reducer,
  }) as unknown as Reducer<CadenzaState>;
}

/** The action creators of the engine slices. */
export type CadenzaActions = typeof creditsSlice.actions &
  typeof noticesSlice.actions &
  typeof clipEngineSlice.actions &
  typeof playerSlice.actions &
  typeof createFormSlice.actions &
  typeof connectionSlice.actions;

/** The store createCadenzaStore returns: a Redux store plus the engine around it. */
export interface CadenzaStore extends Store<CadenzaState, UnknownAction> {
  readonly dispatch: ThunkDispatch<CadenzaState, unknown, UnknownAction>;
  readonly api: CadenzaApi;
  readonly client: ApiClient;
  readonly clock: Clock;
  readonly random: () => number;
  readonly engine: ClipEngine;
  readonly poller: ClipPoller;
  readonly lyrics: LyricsGenerator;
  readonly jobs: JobRegistry;
  /** Create-form submissions in flight and their transaction uuids (submitCreateForm). */
  readonly submissions: GenerationSubmissions;
  readonly actions: CadenzaActions;
  /** The persisted local state of a user (null: signed out). */
  persistence(userId: string | null): PersistedState;
  /** Reads a query through the cache: fresh cached answers are reused, stale ones refetched. */
  query<K extends QueryOperationId>(id: K, ...rest: OperationArgs<K>): Promise<ResultOf<K>>;
  /** Runs a mutation; rejects with ApiError. */
  mutate<K extends MutationOperationId>(id: K, ...rest: OperationArgs<K>): Promise<ResultOf<K>>;
  /** True when the cached answer of (id, args) is missing or older than its freshness. */
  needsFetch(id: QueryOperationId, arg: unknown): boolean;
  /**
   * Stops polling, realtime and pending writes and empties the query cache, so no timer is left
   * (a Node script exits at once).
   */
  dispose(): void;
}

export function createCadenzaStore(options: CadenzaStoreOptions): CadenzaStore {
  const { client } = options;
  const clock = options.clock ?? client.clock;
  const storage = options.storage ?? createMemoryStorage();
  const random = options.random ?? Math.random;
  const fetchedAt = new Map<string, number>();

  const api = createCadenzaApi({
    client,
    now: () => clock.now(),
    setNotInterested(dispatch, id, on) {
      const before = reduxStore.getState().clips.notInterested[id] === true;
      dispatch(clipEngineSlice.actions.notInterestedSet({ id, on }));
      return () => dispatch(clipEngineSlice.actions.notInterestedSet({ id, on: before }));
    },
  });

  const fulfilledQuery = matchEndpoint('executeQuery', 'fulfilled', null);
  const freshness: Middleware = () => (next) => (action) => {
    if (fulfilledQuery(action) && action.meta.arg.queryCacheKey !== undefined)
      fetchedAt.set(action.meta.arg.queryCacheKey, clock.now());
    return next(action);
  };

  const listener = createListenerMiddleware();
  const reduxStore = configureStore({
    reducer: buildReducer(api),
    middleware: (getDefault) =>
      // Binary endpoints hold Blobs and errors are ApiError instances: both are deliberate.
      getDefault({ serializableCheck: false, immutableCheck: false })
        .prepend(listener.middleware)
        .concat(api.middleware, freshness),
  });

  const releaseSession = holdSessionOnceLoaded(listener, api);

  const engine: ClipEngine = startClipEngine(reduxStore, {
    api,
    client,
    clock,
    listener,
    ...(options.realtime ? { realtime: options.realtime } : {}),
  });

  const cacheKey = (id: QueryOperationId, arg: unknown) =>
    defaultSerializeQueryArgs({
      endpointName: id,
      queryArgs: arg,
      endpointDefinition: api.endpoints[id] as never,
    });

  /** True when the cached answer of (id, args) is missing or older than its freshness. */
  function needsFetch(id: QueryOperationId, arg: unknown): boolean {
    const entry = (
      api.endpoints[id] as { select(a: unknown): (s: unknown) => { status: string } }
    ).select(arg)(reduxStore.getState());
    if (entry.status !== 'fulfilled') return true;
    return isStale(id, fetchedAt.get(cacheKey(id, arg)), clock.now());
  }

  type Unwrappable = { unwrap(): Promise<unknown> };
  const dispatchThunk = (thunk: unknown) =>
    (reduxStore.dispatch as unknown as (a: unknown) => Unwrappable)(thunk);

  /** Reads a query through the cache: fresh cached answers are reused, stale ones refetched. */
  async function query<K extends QueryOperationId>(
    id: K,
    ...rest: OperationArgs<K>
  ): Promise<ResultOf<K>> {
    const arg = rest[0];
    const endpoint = api.endpoints[id] as unknown as {
      initiate(a: unknown, o: { subscribe: boolean; forceRefetch: boolean }): unknown;
    };
    const forceRefetch = needsFetch(id, arg);
    return (await dispatchThunk(
      endpoint.initiate(arg, { subscribe: false, forceRefetch }),
    ).unwrap()) as ResultOf<K>;
  }

  /** Runs a mutation; rejects with ApiError. */
  async function mutate<K extends MutationOperationId>(
    id: K,
    ...rest: OperationArgs<K>
  ): Promise<ResultOf<K>> {
    const endpoint = api.endpoints[id] as unknown as { initiate(a: unknown): unknown };
    return (await dispatchThunk(endpoint.initiate(rest[0])).unwrap()) as ResultOf<K>;
  }

  const persisted = new Map<string, PersistedState>();
  /** The persisted local state of a user (null: signed out). */
  function persistence(userId: string | null): PersistedState {
    const key = userId ?? '';
    let state = persisted.get(key);
    if (!state) {
      state = createPersistedState({ storage, clock, userId });
      persisted.set(key, state);
    }
    return state;
  }

  const lyrics: LyricsGenerator = createLyricsGenerator({ client, clock });
  const jobs: JobRegistry = createJobRegistry();
  const submissions = createGenerationSubmissions(options.uuid ?? randomTransactionId);

  const actions: CadenzaActions = {
    ...creditsSlice.actions,
    ...noticesSlice.actions,
    ...clipEngineSlice.actions,
    ...playerSlice.actions,
    ...createFormSlice.actions,
    ...connectionSlice.actions,
  };

  return Object.assign(reduxStore as unknown as Store<CadenzaState, UnknownAction>, {
    dispatch: reduxStore.dispatch as unknown as CadenzaStore['dispatch'],
    api,
    client,
    clock,
    random,
    engine,
    poller: engine.poller,
    lyrics,
    jobs,
    submissions,
    persistence,
    query,
    mutate,
    needsFetch,
    actions,
    dispose() {
      lyrics.cancel();
      engine.dispose();
      for (const state of persisted.values()) {
        state.flush();
        state.dispose();
      }
      releaseSession();
      listener.clearListeners();
      // Clears RTK Query's cache-removal timers (plain setTimeout, not the injected clock).
      reduxStore.dispatch(api.util.resetApiState());
    },
  });
}

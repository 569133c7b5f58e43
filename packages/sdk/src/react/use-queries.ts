/**
 * useCadenzaQueries: several cache entries of one query endpoint at once (the pages of an
 * infinite list), each subscribed while mounted and fetched when missing or stale, read
 * together. The same contract as useCadenzaQuery, for a list of arguments that grows.
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ApiError, CallArgs, ResultOf } from '@cadenza/sdk';
import type { QueryOperationId } from '@cadenza/sdk/store';
import { useCadenzaStore } from './context';

export interface QueryEntry<T> {
  readonly data: T | undefined;
  readonly error: ApiError | undefined;
  readonly status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
}

export interface QueriesHookResult<T> {
  readonly entries: readonly QueryEntry<T>[];
  /** Refetches every entry. */
  readonly refetch: () => void;
}

interface QueryEndpoint {
  initiate(arg: unknown, options: { forceRefetch: boolean }): unknown;
  select(arg: unknown): (state: unknown) => QueryEntry<unknown>;
}

const sameEntries = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);

export function useCadenzaQueries<K extends QueryOperationId>(
  id: K,
  argsList: readonly CallArgs<K>[],
): QueriesHookResult<ResultOf<K>> {
  const store = useCadenzaStore();
  const key = JSON.stringify(argsList);
  // The arguments are identified by their JSON, as useCadenzaQuery does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => argsList, [key]);
  const endpoint = store.api.endpoints[id] as unknown as QueryEndpoint;

  useEffect(() => {
    const subscriptions = stable.map(
      (args) =>
        store.dispatch(
          endpoint.initiate(args, { forceRefetch: store.needsFetch(id, args) }) as never,
        ) as unknown as { unsubscribe(): void },
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [store, endpoint, id, stable]);

  const selectors = useMemo(() => stable.map((args) => endpoint.select(args)), [endpoint, stable]);
  const last = useRef<readonly QueryEntry<unknown>[]>([]);
  const read = useCallback(() => {
    const state = store.getState();
    const next = selectors.map((select) => select(state));
    if (!sameEntries(next, last.current)) last.current = next;
    return last.current;
  }, [selectors, store]);
  const entries = useSyncExternalStore(store.subscribe, read, read);
  const refetch = useCallback(() => {
    for (const args of stable)
      store.dispatch(endpoint.initiate(args, { forceRefetch: true }) as never);
  }, [store, endpoint, stable]);
  return { entries: entries as readonly QueryEntry<ResultOf<K>>[], refetch };
}

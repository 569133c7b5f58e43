/**
 * useCadenzaQuery: subscribes to one endpoint's cache entry while mounted (fetching it when it
 * is missing or stale on the store's clock) and reads it with useSyncExternalStore.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ApiError, CallArgs, ResultOf } from '@cadenza/sdk';
import type { QueryOperationId } from '@cadenza/sdk/store';
import { useCadenzaStore } from './context';

export interface QueryHookOptions {
  /** Do not fetch or subscribe (e.g. until an id is known). */
  readonly skip?: boolean;
}

export interface QueryHookResult<T> {
  readonly data: T | undefined;
  readonly error: ApiError | undefined;
  readonly status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  readonly isLoading: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  readonly refetch: () => void;
}

interface CacheEntry {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly status: QueryHookResult<unknown>['status'];
}

interface QueryEndpoint {
  initiate(
    arg: unknown,
    options: { forceRefetch: boolean },
  ): { unsubscribe(): void; refetch(): unknown };
  select(arg: unknown): (state: unknown) => CacheEntry;
}

const SKIPPED: CacheEntry = { status: 'uninitialized' };

export function useCadenzaQuery<K extends QueryOperationId>(
  id: K,
  args?: CallArgs<K>,
  options: QueryHookOptions = {},
): QueryHookResult<ResultOf<K>> {
  const store = useCadenzaStore();
  const skip = options.skip === true;
  const key = JSON.stringify(args ?? null);
  // The arguments are identified by their JSON, so a new object with the same values reuses them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableArgs = useMemo(() => args, [key]);
  const endpoint = store.api.endpoints[id] as unknown as QueryEndpoint;

  useEffect(() => {
    if (skip) return undefined;
    const subscription = store.dispatch(
      endpoint.initiate(stableArgs, { forceRefetch: store.needsFetch(id, stableArgs) }) as never,
    ) as unknown as { unsubscribe(): void };
    return () => subscription.unsubscribe();
  }, [store, endpoint, id, stableArgs, skip]);

  const select = useMemo(
    () => (skip ? () => SKIPPED : endpoint.select(stableArgs)),
    [endpoint, stableArgs, skip],
  );
  const read = useCallback(() => select(store.getState()), [select, store]);
  const entry = useSyncExternalStore(store.subscribe, read, read);
  const refetch = useCallback(() => {
    if (!skip) store.dispatch(endpoint.initiate(stableArgs, { forceRefetch: true }) as never);
  }, [store, endpoint, stableArgs, skip]);

  return {
    data: entry.data as ResultOf<K> | undefined,
    error: entry.error as ApiError | undefined,
    status: entry.status,
    isLoading: entry.status === 'pending' && entry.data === undefined,
    isSuccess: entry.status === 'fulfilled',
    isError: entry.status === 'rejected',
    refetch,
  };
}

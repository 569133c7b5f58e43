/**
 * The store's engine pieces a component needs without reading the store itself: its clock (for
 * debounces and elapsed times), its typed client (for the SDK's flows that take one), its calls
 * (query through the cache, mutate) and readers of the latest state for event handlers.
 */
import { useCallback, useMemo } from 'react';
import type { ApiClient, Clock, CreateFormScope, CreateFormState, PlayerState } from '@cadenza/sdk';
import type { CadenzaStore, Clip } from '@cadenza/sdk/store';
import { useCadenzaStore } from './context';

/** The store's clock: every debounce and elapsed time of a component runs on it. */
export const useCadenzaClock = (): Clock => useCadenzaStore().clock;

/** The store's typed API client, for the SDK flows that take one (downloads, uploads, ...). */
export const useCadenzaClient = (): ApiClient => useCadenzaStore().client;

/** The store's calls: `query` reads through the cache, `mutate` runs a mutation (ApiError). */
export type CadenzaCalls = Pick<CadenzaStore, 'query' | 'mutate'>;

/** The store's calls, stable for the store's lifetime. */
export function useCadenzaCalls(): CadenzaCalls {
  const store = useCadenzaStore();
  return useMemo<CadenzaCalls>(
    () => ({ query: store.query.bind(store), mutate: store.mutate.bind(store) }),
    [store],
  );
}

/**
 * Reads the create form of `scope` (null until opened) as it is when called (an event handler's "now", after the
 * awaits before it), not as it was at the last render.
 */
export function useCreateFormReader(scope: CreateFormScope): () => CreateFormState | null {
  const store = useCadenzaStore();
  return useCallback(() => store.getState().createForm[scope], [store, scope]);
}

/** Reads the player's state as it is when called (for effects that compare before sending). */
export function usePlayerReader(): () => PlayerState<Clip> {
  const store = useCadenzaStore();
  return useCallback(() => store.getState().player, [store]);
}

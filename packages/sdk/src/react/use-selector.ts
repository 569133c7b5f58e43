/** Reads store state with useSyncExternalStore. */
import { useCallback, useSyncExternalStore } from 'react';
import type { CadenzaState } from '@cadenza/sdk/store';
import { useCadenzaStore } from './context';

export function useCadenzaSelector<T>(selector: (state: CadenzaState) => T): T {
  const store = useCadenzaStore();
  const read = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read, read);
}

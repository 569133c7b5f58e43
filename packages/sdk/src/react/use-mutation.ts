/**
 * useCadenzaMutation: a trigger that runs one mutation through the store (optimistic updates,
 * invalidation) and the state of its last call.
 */
import { useCallback, useRef, useState } from 'react';
import { toApiError, type ApiError, type ResultOf } from '@cadenza/sdk';
import type { MutationOperationId, OperationArgs } from '@cadenza/sdk/store';
import { useCadenzaStore } from './context';

export interface MutationState<T> {
  readonly status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  readonly data?: T;
  readonly error?: ApiError;
}

export type MutationHookResult<K extends MutationOperationId> = readonly [
  trigger: (...args: OperationArgs<K>) => Promise<ResultOf<K>>,
  state: MutationState<ResultOf<K>> & { readonly reset: () => void },
];

export function useCadenzaMutation<K extends MutationOperationId>(id: K): MutationHookResult<K> {
  const store = useCadenzaStore();
  const [state, setState] = useState<MutationState<ResultOf<K>>>({ status: 'idle' });
  const latest = useRef(0);
  const trigger = useCallback(
    async (...args: OperationArgs<K>) => {
      const call = ++latest.current;
      setState({ status: 'pending' });
      try {
        const data = await store.mutate(id, ...args);
        if (call === latest.current) setState({ status: 'fulfilled', data });
        return data;
      } catch (error) {
        if (call === latest.current) setState({ status: 'rejected', error: toApiError(error, id) });
        throw error;
      }
    },
    [store, id],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return [trigger, { ...state, reset }] as const;
}

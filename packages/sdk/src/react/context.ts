/**
 * CadenzaProvider: puts a Cadenza store (createCadenzaStore) in React context. Every hook reads
 * the store through it, as TanStack Query's adapter reads its client.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { CadenzaStore } from '@cadenza/sdk/store';

const CadenzaContext = createContext<CadenzaStore | null>(null);

export interface CadenzaProviderProps {
  readonly store: CadenzaStore;
  readonly children?: ReactNode;
}

export function CadenzaProvider({ store, children }: CadenzaProviderProps) {
  return createElement(CadenzaContext.Provider, { value: store }, children);
}

/** The store of the nearest CadenzaProvider. */
export function useCadenzaStore(): CadenzaStore {
  const store = useContext(CadenzaContext);
  if (!store) throw new Error('useCadenzaStore: wrap the tree in <CadenzaProvider store={...}>');
  return store;
}

/**
 * What a list screen shows for its first page's query entry: its data once it has some (a later
 * failed refetch keeps the rows on screen), the error state when it failed without data, and the
 * loading state before either.
 */
import type { QueryEntry } from '@cadenza/sdk/react';

export type QueryStatus = 'loading' | 'error' | 'ready';

export function queryStatus(entry: QueryEntry<unknown> | undefined): QueryStatus {
  if (entry?.data !== undefined) return 'ready';
  return entry?.status === 'rejected' ? 'error' : 'loading';
}

/**
 * The clip browser's filters, kept per path and per user (3-library-social §2 Clip browser, §4
 * Navigation history and local state): read from the SDK's persisted state when the path or
 * the user changes, written on every change.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ClipFilters } from '@cadenza/sdk';
import { usePersistedState } from '@cadenza/sdk/react';

export function useBrowserFilters(path: string) {
  const persisted = usePersistedState();
  const [filters, setFilters] = useState<ClipFilters>(() =>
    persisted.read('clipBrowserFilters', path),
  );
  useEffect(() => setFilters(persisted.read('clipBrowserFilters', path)), [persisted, path]);
  const change = useCallback(
    (next: ClipFilters) => {
      setFilters(next);
      persisted.write('clipBrowserFilters', next, path);
    },
    [persisted, path],
  );
  return [filters, change] as const;
}

/** Shows a notice through the store's notice queue (the app's toasts). */
import { useCallback } from 'react';
import type { Notice } from '@cadenza/sdk';
import { useCadenzaStore } from '@cadenza/sdk/react';

export function useShowNotice(): (notice: Notice) => void {
  const store = useCadenzaStore();
  return useCallback(
    (notice: Notice) =>
      store.dispatch(store.actions.noticeAdded({ notice, at: store.clock.now() })),
    [store],
  );
}

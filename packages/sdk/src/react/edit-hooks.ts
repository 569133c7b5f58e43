/**
 * Edit mode's actions in the store (2-studio §4): each runs performEditAction on the store's
 * client and clock, and a new clip refreshes the clip lists so it joins them.
 */
import { useCallback } from 'react';
import type { EditAction } from '@cadenza/sdk';
import {
  EDITED_CLIP_INVALIDATES,
  performEditAction,
  type EditedClip,
  type JobResult,
} from '@cadenza/sdk/store';
import { useCadenzaStore } from './context';

export type EditActionRunner = (
  clipId: string,
  action: EditAction,
  editSessionId: string | null,
  signal?: AbortSignal,
) => Promise<JobResult<EditedClip>>;

/** Runs an edit action to its new clip; on success the clip lists are fetched again. */
export function useEditActionRunner(): EditActionRunner {
  const store = useCadenzaStore();
  return useCallback<EditActionRunner>(
    async (clipId, action, editSessionId, signal) => {
      const result = await performEditAction(clipId, action, editSessionId, {
        client: store.client,
        clock: store.clock,
        ...(signal ? { signal } : {}),
      });
      if (result.ok) store.dispatch(store.api.util.invalidateTags([...EDITED_CLIP_INVALIDATES]));
      return result;
    },
    [store],
  );
}

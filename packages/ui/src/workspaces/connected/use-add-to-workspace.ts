/**
 * New clips into the current workspace (3-library-social §4; 1-generation §2 /create?wid=): on a
 * generation's success its clips are added to the workspace the page was opened with (update_type
 * add; adding to the default workspace is ignored), and for a shared workspace with the
 * collab-workspaces flag an add_clips update is broadcast. A refused add says so ('Unknown error
 * occurred' when the server gives no detail).
 */
import { useCallback } from 'react';
import { addClipsToWorkspaceRequest } from '@cadenza/sdk';
import { useCadenzaCalls } from '@cadenza/sdk/react';
import { useWorkspaceBroadcast } from './use-workspace-broadcast';
import { useWorkspaceToasts } from './use-workspace-toasts';

export function useAddToWorkspace(workspaceId: string | null | undefined) {
  const calls = useCadenzaCalls();
  const broadcast = useWorkspaceBroadcast();
  const toasts = useWorkspaceToasts();
  return useCallback(
    (clipIds: readonly string[]) => {
      const body = addClipsToWorkspaceRequest(workspaceId, clipIds);
      if (body === null || workspaceId == null) return;
      const change = calls.mutate('updateWorkspaceClips', {
        path: { project_id: workspaceId },
        body,
      });
      void broadcast(workspaceId, 'add_clips', body.metadata.clip_ids, change);
      change.catch((error: unknown) => toasts.failed(error));
    },
    [calls, broadcast, toasts, workspaceId],
  );
}

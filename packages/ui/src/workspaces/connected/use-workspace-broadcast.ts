/**
 * The collaboration broadcast (3-library-social §4): after clips are added to or removed from a
 * shared workspace, a workspace update (add_clips / remove_clips) is sent so the other members'
 * open library and studio refresh through the realtime channel. Only with the collab-workspaces
 * flag and a shared workspace (workspaceBroadcast says when); whether it is shared is read fresh
 * from the server (a collaborator may have joined since the list was cached), at the same time as
 * the change is sent, so the broadcast leaves as soon as the change is stored. The default
 * workspace is never shared. A failed broadcast changes nothing the user did, so it is silent.
 */
import { useCallback } from 'react';
import {
  DEFAULT_WORKSPACE_ID,
  hasFlag,
  PAGING,
  workspaceBroadcast,
  type components,
} from '@cadenza/sdk';
import { useCadenzaClient, useCadenzaQuery } from '@cadenza/sdk/react';

type UpdateType = components['schemas']['AblyUpdateType'];

export function useWorkspaceBroadcast() {
  const client = useCadenzaClient();
  const session = useCadenzaQuery('getSession');
  const flags = session.data?.flags;
  /** Broadcasts the update once `change` (the stored change) resolves; nothing if it fails. */
  return useCallback(
    async (
      workspaceId: string,
      updateType: UpdateType,
      clipIds: readonly string[],
      change: Promise<unknown>,
    ): Promise<void> => {
      if (workspaceId === DEFAULT_WORKSPACE_ID || clipIds.length === 0) return;
      // Without the flag nothing is broadcast, so the workspace need not be read.
      if (!hasFlag(flags, 'collab-workspaces')) return;
      const path = { project_id: workspaceId };
      try {
        const [workspace] = await Promise.all([
          client.call('getWorkspace', { path, query: { page: PAGING.getWorkspace.first } }),
          change,
        ]);
        const body = workspaceBroadcast(workspace, flags ?? {}, updateType, clipIds);
        if (body !== null) await client.call('sendWorkspaceUpdate', { path, body });
      } catch {
        // Nothing to undo: either the change failed (and says so) or only the broadcast did.
      }
    },
    [client, flags],
  );
}

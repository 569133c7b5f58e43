// Shared projects for React (2-studio §7): the owner's studio broadcasts the clips added to and
// removed from the project (followProjectClips); a collaborator's open studio, where the project
// is read-only, reloads it when a workspace update for its workspace arrives on the realtime
// channel, so the change shows without a page reload.
import { useEffect, useMemo, useRef } from 'react';
import { useCadenzaClient, useConnection } from '@cadenza/sdk/react';
import type { StudioSession } from '@cadenza/studio-engine';
import { useWorkspaceBroadcast } from '../../workspaces/connected/use-workspace-broadcast';
import { followProjectClips, workspaceLookup } from './project-broadcast';

export function useStudioCollab(session: StudioSession | null): void {
  const client = useCadenzaClient();
  const broadcast = useWorkspaceBroadcast();
  const workspaceOf = useMemo(() => workspaceLookup(client), [client]);
  useEffect(
    () => (session === null ? undefined : followProjectClips({ session, workspaceOf, broadcast })),
    [session, workspaceOf, broadcast],
  );

  const update = useConnection().lastWorkspaceUpdate ?? null;
  const handled = useRef(update?.at ?? null);
  useEffect(() => {
    if (update === null || session === null || handled.current === update.at) return;
    handled.current = update.at;
    const { project, projectId, lock } = session.getSnapshot();
    if (project === null || projectId === null || lock === null) return;
    void workspaceOf(project).then((workspaceId) => {
      if (workspaceId === update.projectId) void session.load({ kind: 'project', projectId });
    });
  }, [update, session, workspaceOf]);
}

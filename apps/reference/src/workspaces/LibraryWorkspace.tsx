// The library's workspace part: for a workspace chosen with ?wid=, its panel in place of the
// clip browser (the switcher is in WorkspaceParam.tsx).
import type { ReactNode } from 'react';
import { DEFAULT_WORKSPACE_ID } from '@cadenza/sdk';
import { WorkspacePanel } from '@cadenza/ui';
import { SongRowItem } from '../songs/SongRowItem';
import { useWorkspaceLabels } from './use-workspace-labels';
import { useWorkspaceParam } from './WorkspaceParam';

/** The chosen workspace's panel, or `fallback` (the clip browser) for the default one. */
export function LibraryWorkspace({ fallback }: { readonly fallback: ReactNode }) {
  const labels = useWorkspaceLabels();
  const [wid, select] = useWorkspaceParam();
  if (wid === DEFAULT_WORKSPACE_ID) return fallback;
  return (
    <WorkspacePanel
      labels={labels}
      workspaceId={wid}
      renderClip={(clip, play) => <SongRowItem clip={clip} onPlayFromList={play} />}
      onBack={() => select(DEFAULT_WORKSPACE_ID)}
    />
  );
}

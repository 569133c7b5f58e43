// The library's workspace part: the switcher (?wid= in the URL, the default workspace without
// it) and, for a chosen workspace, its panel in place of the clip browser.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_WORKSPACE_ID } from '@cadenza/sdk';
import { WorkspacePanel, WorkspaceSwitcher } from '@cadenza/ui';
import { SongRowItem } from '../songs/SongRowItem';
import { useWorkspaceLabels } from './use-workspace-labels';

export const WORKSPACE_PARAM = 'wid';

export function useWorkspaceParam(): readonly [string, (id: string) => void] {
  const [search, setSearch] = useSearchParams();
  const wid = search.get(WORKSPACE_PARAM) ?? DEFAULT_WORKSPACE_ID;
  const select = (id: string) => {
    const next = new URLSearchParams(search);
    if (id === DEFAULT_WORKSPACE_ID) next.delete(WORKSPACE_PARAM);
    else next.set(WORKSPACE_PARAM, id);
    setSearch(next, { replace: true });
  };
  return [wid, select];
}

/** The workspace switcher bound to ?wid= (the library and /create). */
export function LibraryWorkspaceSwitcher() {
  const labels = useWorkspaceLabels();
  const [wid, select] = useWorkspaceParam();
  return <WorkspaceSwitcher labels={labels} value={wid} onValueChange={select} />;
}

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

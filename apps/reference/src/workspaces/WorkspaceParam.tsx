// The workspace chosen by ?wid= (the default workspace without it) and its switcher, for the
// library and /create. Kept apart from the library's workspace panel so /create loads no more.
import { useSearchParams } from 'react-router';
import { DEFAULT_WORKSPACE_ID } from '@cadenza/sdk';
import { WorkspaceSwitcher } from '@cadenza/ui';
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

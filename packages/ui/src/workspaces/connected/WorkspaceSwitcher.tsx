/**
 * The workspace switcher on the SDK store: the user's workspaces (GET /api/project/me, page 1)
 * after the default one; 'New workspace' creates one (POST /api/project) and selects it.
 */
import { useState } from 'react';
import { DEFAULT_WORKSPACE_ID, PAGING, workspaceMetadataRequest } from '@cadenza/sdk';
import { useCadenzaCalls, useCadenzaQuery } from '@cadenza/sdk/react';
import { WORKSPACE_LABELS, type WorkspaceLabels } from '../labels';
import { WorkspaceSwitcher as WorkspaceSwitcherView } from '../WorkspaceSwitcher';
import { useWorkspaceToasts } from './use-workspace-toasts';

export interface WorkspaceSwitcherProps {
  /** The selected workspace id (DEFAULT_WORKSPACE_ID for the default one). */
  readonly value: string;
  readonly onValueChange: (id: string) => void;
  readonly labels?: WorkspaceLabels;
}

export function WorkspaceSwitcher({
  value,
  onValueChange,
  labels = WORKSPACE_LABELS,
}: WorkspaceSwitcherProps) {
  const calls = useCadenzaCalls();
  const toasts = useWorkspaceToasts();
  const [creating, setCreating] = useState(false);
  const list = useCadenzaQuery('getMyWorkspaces', {
    query: { page: PAGING.getMyWorkspaces.first },
  });
  const create = async () => {
    setCreating(true);
    try {
      const created = await calls.mutate('createWorkspace', {
        body: workspaceMetadataRequest(labels.newName),
      });
      onValueChange(created.id);
    } catch (error) {
      toasts.failed(error, labels.failed.create);
    } finally {
      setCreating(false);
    }
  };
  return (
    <WorkspaceSwitcherView
      labels={labels}
      defaultId={DEFAULT_WORKSPACE_ID}
      workspaces={(list.data?.projects ?? []).map((w) => ({ id: w.id, name: w.name }))}
      value={value}
      onValueChange={onValueChange}
      creating={creating}
      onCreate={() => void create()}
    />
  );
}

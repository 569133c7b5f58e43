/**
 * Add to project (Move to Workspace), connected: the viewer's workspaces; a song already in a
 * workspace is moved (update_type move with the target), otherwise added to the target.
 */
import { useState } from 'react';
import { WORKSPACE_ACTION_TOAST_MS, WORKSPACE_MESSAGES } from '@cadenza/sdk';
import { useCadenzaMutation, useCadenzaQuery } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast';
import { AddToProjectModal } from '../AddToProjectModal';
import { PROJECT_PICKER_LABELS as L } from '../labels';
import { failureMessage } from './use-modal-session';
import type { ConnectedModalProps } from './types';

export function AddToProject({ clip, open, onClose }: ConnectedModalProps) {
  const toaster = useToaster();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const workspaces = useCadenzaQuery('getMyWorkspaces', { query: { page: 1 } }, { skip: !open });
  const [update, updating] = useCadenzaMutation('updateWorkspaceClips');
  const current = clip.project?.id ?? null;
  const items = (workspaces.data?.projects ?? [])
    .filter((workspace) => !workspace.is_trashed && workspace.id !== current)
    .map((workspace) => ({
      id: workspace.id,
      label: workspace.name,
      detail: L.songCount(workspace.clip_count),
    }));
  return (
    <AddToProjectModal
      open={open}
      onClose={onClose}
      workspaces={items}
      loading={workspaces.isLoading}
      selectedId={selectedId}
      onSelect={setSelectedId}
      busy={updating.status === 'pending'}
      error={error}
      onMove={() => {
        if (selectedId === null) return;
        setError(null);
        const call =
          current === null
            ? update({
                path: { project_id: selectedId },
                body: { update_type: 'add', metadata: { clip_ids: [clip.id] } },
              })
            : update({
                path: { project_id: current },
                body: {
                  update_type: 'move',
                  metadata: { clip_ids: [clip.id], target_project_id: selectedId },
                },
              });
        call
          .then(() => {
            toaster.show({
              kind: 'success',
              title: L.moved,
              durationMs: WORKSPACE_ACTION_TOAST_MS,
            });
            onClose();
          })
          .catch((failure: unknown) =>
            setError(failureMessage(failure, WORKSPACE_MESSAGES.unknownError)),
          );
      }}
    />
  );
}

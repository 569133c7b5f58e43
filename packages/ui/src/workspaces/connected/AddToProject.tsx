/**
 * Add to project (Move to Workspace), connected: the viewer's workspaces; a song already in a
 * workspace is moved (update_type move with the target), otherwise added to the target. A shared
 * workspace's other members hear of it (add_clips to the target, remove_clips from the source).
 */
import { WORKSPACE_ACTION_TOAST_MS, WORKSPACE_MESSAGES } from '@cadenza/sdk';
import { useCadenzaMutation, useCadenzaQuery } from '@cadenza/sdk/react';
import { AddToProjectModal } from '../AddToProjectModal';
import { PROJECT_PICKER_LABELS as L } from '../../modals/labels';
import { usePick } from '../../modals/connected/use-pick';
import { useWorkspaceBroadcast } from './use-workspace-broadcast';
import type { ConnectedModalProps } from '../../modals/connected/types';

const OUTCOME = {
  done: { title: L.moved, durationMs: WORKSPACE_ACTION_TOAST_MS },
  fallback: WORKSPACE_MESSAGES.unknownError,
} as const;

export function AddToProject({ clip, open, onClose }: ConnectedModalProps) {
  const pick = usePick(onClose);
  const workspaces = useCadenzaQuery('getMyWorkspaces', { query: { page: 1 } }, { skip: !open });
  const [update, updating] = useCadenzaMutation('updateWorkspaceClips');
  const broadcast = useWorkspaceBroadcast();
  const current = clip.project?.id ?? null;
  const items = (workspaces.data?.projects ?? [])
    .filter((workspace) => !workspace.is_trashed && workspace.id !== current)
    .map((workspace) => ({
      id: workspace.id,
      label: workspace.name,
      detail: L.songCount(workspace.clip_count),
    }));
  const send = (target: string) => {
    const change =
      current === null
        ? update({
            path: { project_id: target },
            body: { update_type: 'add', metadata: { clip_ids: [clip.id] } },
          })
        : update({
            path: { project_id: current },
            body: {
              update_type: 'move',
              metadata: { clip_ids: [clip.id], target_project_id: target },
            },
          });
    void broadcast(target, 'add_clips', [clip.id], change);
    if (current !== null) void broadcast(current, 'remove_clips', [clip.id], change);
    return change;
  };
  return (
    <AddToProjectModal
      open={open}
      onClose={onClose}
      workspaces={items}
      loading={workspaces.isLoading}
      selectedId={pick.selectedId}
      onSelect={pick.setSelectedId}
      busy={updating.status === 'pending'}
      error={pick.error}
      onMove={() => pick.submit(send, OUTCOME)}
    />
  );
}

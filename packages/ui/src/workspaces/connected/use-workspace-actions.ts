/**
 * A workspace's actions on the SDK store (3-library-social §4, §7): rename (cut to 100), trash
 * with an undo (undo_trash), leave (a collaborator removes themself), invite by handle and remove
 * a collaborator (the owner). Each success shows a 2 s toast; failures show the server detail or
 * 'Unknown error occurred'.
 */
import { useState } from 'react';
import {
  collaboratorRemoval,
  trashWorkspaceRequest,
  workspaceMetadataRequest,
  type OwnedWorkspace,
} from '@cadenza/sdk';
import { useCadenzaCalls } from '@cadenza/sdk/react';
import { fill, type WorkspaceLabels } from '../labels';
import { useWorkspaceToasts } from './use-workspace-toasts';

export interface WorkspaceActionsInput {
  readonly workspaceId: string;
  readonly workspace: OwnedWorkspace | null;
  readonly viewerId: string;
  readonly labels: WorkspaceLabels;
  /** Leaves the workspace's view (after trash or leave). */
  readonly onGone: () => void;
}

export function useWorkspaceActions({
  workspaceId,
  workspace,
  viewerId,
  labels,
  onGone,
}: WorkspaceActionsInput) {
  const calls = useCadenzaCalls();
  const toasts = useWorkspaceToasts();
  const [inviting, setInviting] = useState(false);
  const path = { project_id: workspaceId };

  const setTrashed = async (trashed: boolean, withUndo: boolean): Promise<void> => {
    try {
      await calls.mutate('trashWorkspace', { body: trashWorkspaceRequest(workspaceId, !trashed) });
    } catch (error) {
      toasts.failed(error, trashed ? labels.failed.trash : labels.failed.restore);
      return;
    }
    toasts.done(
      trashed ? labels.movedToTrash : labels.restored,
      withUndo
        ? { label: labels.undo, onClick: () => void setTrashed(!trashed, false) }
        : undefined,
    );
    if (trashed) onGone();
  };

  return {
    inviting,
    rename: (name: string) => {
      calls.mutate('updateWorkspaceMetadata', { path, body: workspaceMetadataRequest(name) }).then(
        () => toasts.done(labels.renamed),
        (error: unknown) => toasts.failed(error, labels.failed.rename),
      );
    },
    trash: () => void setTrashed(true, true),
    leave: () => {
      calls.mutate('leaveWorkspace', { path }).then(
        () => {
          toasts.done(labels.left);
          onGone();
        },
        (error: unknown) => toasts.failed(error),
      );
    },
    invite: async (handle: string): Promise<boolean> => {
      setInviting(true);
      try {
        await calls.mutate('inviteWorkspaceCollaborator', {
          path,
          body: { invited_user_id: handle },
        });
        toasts.done(fill(labels.invited, { handle }));
        return true;
      } catch (error) {
        toasts.failed(error);
        return false;
      } finally {
        setInviting(false);
      }
    },
    remove: (userId: string, handle: string) => {
      if (!workspace) return;
      const removal = collaboratorRemoval(workspace, viewerId, userId);
      if (removal.kind !== 'remove') return;
      calls.mutate('removeWorkspaceCollaborator', { path, body: removal.body }).then(
        () => toasts.done(fill(labels.removed, { handle })),
        (error: unknown) => toasts.failed(error),
      );
    },
  };
}

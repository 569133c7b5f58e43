/**
 * Pending workspace invites on the SDK store (GET /api/project/invites): the invitee accepts or
 * declines (PUT /api/project/invites/{id} with the status); failures show the server detail or
 * 'Unknown error occurred'.
 */
import { useState } from 'react';
import { inviteResponse } from '@cadenza/sdk';
import { useCadenzaCalls, useCadenzaQuery } from '@cadenza/sdk/react';
import { fill, WORKSPACE_LABELS, type WorkspaceLabels } from '../labels';
import { WorkspaceInvites as WorkspaceInvitesView } from '../WorkspaceInvites';
import { useWorkspaceToasts } from './use-workspace-toasts';

export interface WorkspaceInvitesProps {
  readonly labels?: WorkspaceLabels;
}

export function WorkspaceInvites({ labels = WORKSPACE_LABELS }: WorkspaceInvitesProps) {
  const calls = useCadenzaCalls();
  const toasts = useWorkspaceToasts();
  const [busyId, setBusyId] = useState<string | null>(null);
  const list = useCadenzaQuery('getWorkspaceInvites');
  const pending = (list.data?.invites ?? []).filter((invite) => invite.status === 'pending');
  const answer = async (inviteId: string, accept: boolean) => {
    const invite = pending.find((i) => i.id === inviteId);
    setBusyId(inviteId);
    try {
      await calls.mutate('respondToWorkspaceInvite', {
        path: { invite_id: inviteId },
        body: inviteResponse(accept),
      });
      toasts.done(
        accept ? fill(labels.accepted, { name: invite?.project_name ?? '' }) : labels.declined,
      );
    } catch (error) {
      toasts.failed(error);
    } finally {
      setBusyId(null);
    }
  };
  return (
    <WorkspaceInvitesView
      labels={labels}
      busyId={busyId}
      invites={pending.map((invite) => ({
        id: invite.id,
        workspaceName: invite.project_name ?? '',
        fromHandle: invite.invited_by?.handle ?? '',
      }))}
      onAnswer={(id, accept) => void answer(id, accept)}
    />
  );
}

// The notifications list inside the header's panel (its own chunk: loaded when first opened),
// with the pending workspace invites above it (the invitee accepts or declines here).
import { ConnectedNotificationList, WorkspaceInvites } from '@cadenza/ui';
import { useWorkspaceLabels } from '../workspaces/use-workspace-labels';

export default function NotificationsPanel({
  onNavigate,
}: {
  readonly onNavigate: (href: string) => void;
}) {
  const labels = useWorkspaceLabels();
  return (
    <>
      <WorkspaceInvites labels={labels} />
      <ConnectedNotificationList onNavigate={onNavigate} />
    </>
  );
}

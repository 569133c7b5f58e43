/**
 * Pending workspace invites (3-library-social §4, §6): the invitee accepts or declines each one.
 * Shown above the notifications; nothing renders when there are none.
 */
import { Button } from '../primitives/Button';
import { fill, WORKSPACE_LABELS, type WorkspaceLabels } from './labels';
import * as styles from './Workspace.css';

export interface PendingInvite {
  readonly id: string;
  readonly workspaceName: string;
  readonly fromHandle: string;
}

export interface WorkspaceInvitesProps {
  readonly invites: readonly PendingInvite[];
  readonly busyId?: string | null;
  readonly onAnswer: (inviteId: string, accept: boolean) => void;
  readonly labels?: WorkspaceLabels;
}

export function WorkspaceInvites({
  invites,
  busyId = null,
  onAnswer,
  labels = WORKSPACE_LABELS,
}: WorkspaceInvitesProps) {
  if (invites.length === 0) return null;
  return (
    <section className={styles.section} aria-label={labels.invites}>
      <h2 className={styles.sectionTitle}>{labels.invites}</h2>
      <ul className={styles.list}>
        {invites.map((invite) => (
          <li key={invite.id} className={styles.person}>
            <span className={styles.grow}>
              {fill(labels.inviteFrom, { handle: invite.fromHandle, name: invite.workspaceName })}
            </span>
            <Button
              size="small"
              variant="primary"
              disabled={busyId === invite.id}
              onClick={() => onAnswer(invite.id, true)}
            >
              {labels.accept}
            </Button>
            <Button
              size="small"
              variant="ghost"
              disabled={busyId === invite.id}
              onClick={() => onAnswer(invite.id, false)}
            >
              {labels.decline}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A workspace's members (3-library-social §4, §6): the owner, collaborators and pending invitees.
 * The owner invites by handle and removes collaborators; a collaborator can remove themself
 * (the panel's 'Leave workspace'). Which rows are removable is the caller's (the SDK's rule).
 */
import { useState, type FormEvent } from 'react';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { TextField } from '../primitives/TextField';
import { fill, WORKSPACE_LABELS, type WorkspaceLabels } from './labels';
import * as styles from './Workspace.css';

export interface WorkspaceMember {
  readonly userId: string;
  readonly handle: string;
  readonly role: 'owner' | 'collaborator';
  readonly pending: boolean;
  readonly removable: boolean;
}

export interface WorkspaceCollaboratorsProps {
  readonly members: readonly WorkspaceMember[];
  /** Shows the invite form (the owner's). */
  readonly canInvite: boolean;
  readonly inviting?: boolean;
  readonly onInvite: (handle: string) => Promise<boolean>;
  readonly onRemove: (member: WorkspaceMember) => void;
  readonly labels?: WorkspaceLabels;
}

export function WorkspaceCollaborators({
  members,
  canInvite,
  inviting = false,
  onInvite,
  onRemove,
  labels = WORKSPACE_LABELS,
}: WorkspaceCollaboratorsProps) {
  const [handle, setHandle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = handle.trim().replace(/^@/, '');
    if (next === '') return;
    void onInvite(next).then((ok) => {
      if (ok) setHandle('');
    });
  };
  return (
    <section className={styles.section} aria-label={labels.collaborators}>
      <h2 className={styles.sectionTitle}>{labels.collaborators}</h2>
      <ul className={styles.list}>
        {members.map((member) => (
          <li key={member.userId} className={styles.person} data-member={member.handle}>
            <span className={styles.grow}>@{member.handle}</span>
            {member.role === 'owner' ? <Badge>{labels.owner}</Badge> : null}
            {member.pending ? <Badge tone="neutral">{labels.pending}</Badge> : null}
            {member.removable ? (
              <Button size="small" variant="ghost" onClick={() => onRemove(member)}>
                {fill(labels.remove, { handle: member.handle })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canInvite ? (
        <form className={styles.form} onSubmit={submit}>
          <TextField
            label={labels.inviteHandle}
            placeholder={labels.invitePlaceholder}
            value={handle}
            onValueChange={setHandle}
          />
          <Button
            type="submit"
            size="small"
            variant="primary"
            loading={inviting}
            disabled={inviting || handle.trim() === ''}
          >
            {labels.invite}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

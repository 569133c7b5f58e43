/**
 * One workspace (3-library-social §3, §4): its name (the owner renames it, cut to 100
 * characters), song count, shared state, trash (owner) or leave (collaborator), its members and
 * its songs page by page (pages from 1). A trashed or missing workspace fails to load with a
 * page of its own.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { WORKSPACE_NAME_MAX_CHARS } from '@cadenza/sdk';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Skeleton } from '../primitives/Skeleton';
import { TextField } from '../primitives/TextField';
import { fill, WORKSPACE_LABELS, workspaceSongCount, type WorkspaceLabels } from './labels';
import * as styles from './Workspace.css';

export type WorkspaceLoad = 'loading' | 'ready' | 'trashed' | 'notFound' | 'error';

export interface WorkspaceSummary {
  readonly id: string;
  readonly name: string;
  readonly clipCount: number;
  readonly shared: boolean;
  readonly isOwner: boolean;
  readonly ownerHandle: string;
}

export interface WorkspacePanelProps {
  readonly load: WorkspaceLoad;
  readonly workspace?: WorkspaceSummary | null;
  /** The songs of the current page, already rendered by the caller. */
  readonly songs: readonly { readonly id: string; readonly node: ReactNode }[];
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  /** The members section (WorkspaceCollaborators). */
  readonly members?: ReactNode;
  /** Shown while changes by collaborators arrive live. */
  readonly live?: boolean;
  readonly onRename: (name: string) => void;
  readonly onTrash: () => void;
  readonly onLeave: () => void;
  readonly onRetry: () => void;
  readonly onBack: () => void;
  readonly labels?: WorkspaceLabels;
}

function Failure({
  title,
  body,
  action,
}: {
  readonly title: string;
  readonly body: string;
  readonly action: ReactNode;
}) {
  return (
    <div className={styles.empty} role="alert">
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p>{body}</p>
      {action}
    </div>
  );
}

function RenameForm({
  name,
  labels,
  onSave,
  onCancel,
}: {
  readonly name: string;
  readonly labels: WorkspaceLabels;
  readonly onSave: (name: string) => void;
  readonly onCancel: () => void;
}) {
  const [value, setValue] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label={labels.name}
        value={value}
        maxLength={WORKSPACE_NAME_MAX_CHARS}
        onValueChange={setValue}
        autoFocus
      />
      <Button type="submit" size="small" variant="primary" disabled={value.trim() === ''}>
        {labels.save}
      </Button>
      <Button size="small" variant="ghost" onClick={onCancel}>
        {labels.cancel}
      </Button>
    </form>
  );
}

export function WorkspacePanel({
  load,
  workspace = null,
  songs,
  page,
  pages,
  onPage,
  members,
  live = false,
  onRename,
  onTrash,
  onLeave,
  onRetry,
  onBack,
  labels = WORKSPACE_LABELS,
}: WorkspacePanelProps) {
  const [renaming, setRenaming] = useState(false);
  useEffect(() => setRenaming(false), [workspace?.id]);
  const back = <Button onClick={onBack}>{labels.backToLibrary}</Button>;
  if (load === 'loading' || (load === 'ready' && workspace === null))
    return (
      <div className={styles.panel} role="status" aria-busy="true" aria-label={labels.loading}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  if (load === 'trashed')
    return <Failure title={labels.trashedTitle} body={labels.trashedBody} action={back} />;
  if (load === 'notFound')
    return <Failure title={labels.notFoundTitle} body={labels.notFoundBody} action={back} />;
  if (load === 'error' || workspace === null)
    return (
      <Failure
        title={labels.errorTitle}
        body=""
        action={<Button onClick={onRetry}>{labels.retry}</Button>}
      />
    );
  return (
    <section className={styles.panel} aria-label={labels.region} data-workspace-id={workspace.id}>
      <div className={styles.header}>
        {renaming ? (
          <RenameForm
            name={workspace.name}
            labels={labels}
            onCancel={() => setRenaming(false)}
            onSave={(name) => {
              setRenaming(false);
              onRename(name);
            }}
          />
        ) : (
          <h2 className={styles.title}>{workspace.name}</h2>
        )}
        <div className={styles.actions}>
          {workspace.isOwner && !renaming ? (
            <Button size="small" onClick={() => setRenaming(true)}>
              {labels.rename}
            </Button>
          ) : null}
          {workspace.isOwner ? (
            <Button size="small" variant="ghost" onClick={onTrash}>
              {labels.trash}
            </Button>
          ) : (
            <Button size="small" variant="ghost" onClick={onLeave}>
              {labels.leave}
            </Button>
          )}
        </div>
      </div>
      <div className={styles.meta}>
        <span>{workspaceSongCount(labels, workspace.clipCount)}</span>
        <span>{fill(labels.ownedBy, { handle: workspace.ownerHandle })}</span>
        {workspace.shared ? <Badge tone="neutral">{labels.shared}</Badge> : null}
        {live ? <span className={styles.live}>● {labels.live}</span> : null}
      </div>
      {members}
      {songs.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.sectionTitle}>{labels.emptyTitle}</h2>
          <p>{labels.emptyHint}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={workspace.name}>
          {songs.map((song) => (
            <li key={song.id}>{song.node}</li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={labels.region}>
          <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {labels.previous}
          </Button>
          <span>{fill(labels.page, { page, pages })}</span>
          <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {labels.next}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

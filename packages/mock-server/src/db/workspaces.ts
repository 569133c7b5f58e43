// Workspaces (projects): their clips (with pins), invites and collaborators.
import { atomic, type Db } from './open';
import { inList } from './in-list';
import { bool } from './json';

export interface WorkspaceRecord {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  is_trashed: boolean;
  created_at: number;
  last_updated_clip: number | null;
}

export type InviteStatus = 'pending' | 'accepted' | 'declined';

export interface InviteRecord {
  id: string;
  workspace_id: string;
  invited_user_id: string;
  invited_by: string;
  status: InviteStatus;
  created_at: number;
}

export interface WorkspaceEntry {
  clip_id: string;
  pinned: boolean;
  added_at: number;
}

type Row = Omit<WorkspaceRecord, 'is_trashed'> & { is_trashed: number };
const fromRow = (row: Row): WorkspaceRecord => ({ ...row, is_trashed: bool(row.is_trashed) });

export function createWorkspaceRepo(db: Db) {
  const get = (id: string): WorkspaceRecord | null => {
    const row = db.prepare<[string], Row>('SELECT * FROM workspaces WHERE id = ?').get(id);
    return row ? fromRow(row) : null;
  };
  const touch = db.prepare('UPDATE workspaces SET last_updated_clip = ? WHERE id = ?');
  const placementsIn = inList<{ clip_id: string; workspace_id: string }>(
    db,
    (marks) =>
      `SELECT clip_id, workspace_id FROM workspace_clips WHERE clip_id IN (${marks}) ORDER BY added_at DESC`,
  );
  const invite = (id: string): InviteRecord | null =>
    db.prepare<[string], InviteRecord>('SELECT * FROM workspace_invites WHERE id = ?').get(id) ??
    null;
  const inviteFor = (workspaceId: string, userId: string): InviteRecord | null =>
    db
      .prepare<[string, string], InviteRecord>(
        'SELECT * FROM workspace_invites WHERE workspace_id = ? AND invited_user_id = ?',
      )
      .get(workspaceId, userId) ?? null;
  return {
    get,
    /** Workspaces the user owns or collaborates on. */
    forMember: (userId: string): WorkspaceRecord[] =>
      db
        .prepare<[string, string], Row>(
          `SELECT * FROM workspaces WHERE user_id = ? OR id IN
             (SELECT workspace_id FROM workspace_invites WHERE invited_user_id = ? AND status = 'accepted')
           ORDER BY created_at DESC, id`,
        )
        .all(userId, userId)
        .map(fromRow),
    insert(record: WorkspaceRecord): void {
      db.prepare(
        `INSERT INTO workspaces (id, user_id, name, description, is_trashed, created_at, last_updated_clip)
         VALUES (@id, @user_id, @name, @description, @is_trashed, @created_at, @last_updated_clip)`,
      ).run({ ...record, is_trashed: record.is_trashed ? 1 : 0 });
    },
    update(
      id: string,
      changes: Partial<Pick<WorkspaceRecord, 'name' | 'description' | 'is_trashed'>>,
    ): void {
      const row: Record<string, unknown> = { ...changes };
      if (changes.is_trashed !== undefined) row.is_trashed = changes.is_trashed ? 1 : 0;
      const names = Object.keys(row);
      if (names.length > 0)
        db.prepare(
          `UPDATE workspaces SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`,
        ).run({
          ...row,
          id,
        });
    },
    entries: (id: string): WorkspaceEntry[] =>
      (
        db
          .prepare(
            'SELECT clip_id, pinned, added_at FROM workspace_clips WHERE workspace_id = ? ORDER BY added_at DESC, clip_id',
          )
          .all(id) as { clip_id: string; pinned: number; added_at: number }[]
      ).map((r) => ({ ...r, pinned: bool(r.pinned) })),
    /** The workspace a clip was put in (the first it was added to). */
    workspaceOfClip: (clipId: string): WorkspaceRecord | null => {
      const row = db
        .prepare<[string], Row>(
          `SELECT workspaces.* FROM workspace_clips JOIN workspaces ON workspaces.id = workspace_clips.workspace_id
           WHERE clip_id = ? ORDER BY added_at, workspaces.id LIMIT 1`,
        )
        .get(clipId);
      return row ? fromRow(row) : null;
    },
    workspaceIdsOfClips(clipIds: readonly string[]): Map<string, string> {
      return new Map(placementsIn([...new Set(clipIds)]).map((r) => [r.clip_id, r.workspace_id]));
    },
    addClips: atomic(db, (id: string, clipIds: readonly string[], now: number): number => {
      const insert = db.prepare(
        'INSERT OR IGNORE INTO workspace_clips (workspace_id, clip_id, pinned, added_at) VALUES (?, ?, 0, ?)',
      );
      let added = 0;
      for (const clipId of clipIds) added += insert.run(id, clipId, now).changes;
      touch.run(now, id);
      return added;
    }),
    removeClips: atomic(db, (id: string, clipIds: readonly string[], now: number): number => {
      const remove = db.prepare(
        'DELETE FROM workspace_clips WHERE workspace_id = ? AND clip_id = ?',
      );
      let removed = 0;
      for (const clipId of clipIds) removed += remove.run(id, clipId).changes;
      touch.run(now, id);
      return removed;
    }),
    setPinned: atomic(
      db,
      (id: string, clipIds: readonly string[], pinned: boolean, now: number) => {
        const update = db.prepare(
          'UPDATE workspace_clips SET pinned = ? WHERE workspace_id = ? AND clip_id = ?',
        );
        for (const clipId of clipIds) update.run(pinned ? 1 : 0, id, clipId);
        touch.run(now, id);
      },
    ),
    countClips: (id: string): number =>
      (
        db.prepare('SELECT COUNT(*) AS n FROM workspace_clips WHERE workspace_id = ?').get(id) as {
          n: number;
        }
      ).n,
    invite,
    inviteFor,
    invitesOf: (workspaceId: string): InviteRecord[] =>
      db
        .prepare<[string], InviteRecord>(
          'SELECT * FROM workspace_invites WHERE workspace_id = ? ORDER BY created_at, id',
        )
        .all(workspaceId),
    invitesFor: (userId: string): InviteRecord[] =>
      db
        .prepare<[string], InviteRecord>(
          `SELECT workspace_invites.* FROM workspace_invites
           JOIN workspaces ON workspaces.id = workspace_invites.workspace_id
           WHERE invited_user_id = ? AND workspaces.is_trashed = 0 ORDER BY workspace_invites.created_at DESC`,
        )
        .all(userId),
    /** Creates or re-opens the invite of a user (pending again). */
    upsertInvite(record: InviteRecord): InviteRecord {
      db.prepare(
        `INSERT INTO workspace_invites (id, workspace_id, invited_user_id, invited_by, status, created_at)
         VALUES (@id, @workspace_id, @invited_user_id, @invited_by, @status, @created_at)
         ON CONFLICT (workspace_id, invited_user_id) DO UPDATE SET status = excluded.status,
           invited_by = excluded.invited_by, created_at = excluded.created_at`,
      ).run(record);
      return inviteFor(record.workspace_id, record.invited_user_id)!;
    },
    setInviteStatus(id: string, status: InviteStatus): void {
      db.prepare('UPDATE workspace_invites SET status = ? WHERE id = ?').run(status, id);
    },
    removeMember(workspaceId: string, userId: string): number {
      return db
        .prepare('DELETE FROM workspace_invites WHERE workspace_id = ? AND invited_user_id = ?')
        .run(workspaceId, userId).changes;
    },
    isCollaborator: (workspaceId: string, userId: string): boolean =>
      db
        .prepare(
          "SELECT 1 FROM workspace_invites WHERE workspace_id = ? AND invited_user_id = ? AND status = 'accepted'",
        )
        .get(workspaceId, userId) !== undefined,
    collaboratorIds: (workspaceId: string): string[] =>
      (
        db
          .prepare(
            "SELECT invited_user_id FROM workspace_invites WHERE workspace_id = ? AND status = 'accepted'",
          )
          .all(workspaceId) as { invited_user_id: string }[]
      ).map((r) => r.invited_user_id),
  };
}

export type WorkspaceRepo = ReturnType<typeof createWorkspaceRepo>;

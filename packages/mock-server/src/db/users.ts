// Users, their password hashes and follows (tokens: tokens.ts).
import type { PlanKey } from '@cadenza/sdk';
import type { Db } from './open';
import { inList } from './in-list';
import { bool, int, parseJson, toJson } from './json';

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'none';

export interface User {
  id: string;
  handle: string;
  display_name: string | null;
  avatar_image_url: string | null;
  bio: string | null;
  plan: PlanKey;
  is_staff: boolean;
  credits: number;
  monthly_usage: number;
  free_remasters_left: number;
  free_v4_left: number;
  flags: Record<string, boolean>;
  subscription_status: SubscriptionStatus;
  support_locked: boolean;
  downloads_used: number;
  period_end: number | null;
  notified_at: number | null;
  created_at: number;
}

interface UserRow extends Omit<User, 'is_staff' | 'flags' | 'support_locked'> {
  is_staff: number;
  flags: string;
  support_locked: number;
  password_hash?: string | null;
}

// The password hash stays out of User, so no serializer can ever spread it onto the wire.
const fromRow = ({ password_hash: _hash, ...row }: UserRow): User => ({
  ...row,
  is_staff: bool(row.is_staff),
  support_locked: bool(row.support_locked),
  flags: parseJson<Record<string, boolean>>(row.flags, {}),
});

export type NewUser = Pick<User, 'id' | 'handle' | 'plan' | 'credits' | 'created_at'> &
  Partial<Omit<User, 'id' | 'handle' | 'plan' | 'credits' | 'created_at'>>;

export function createUserRepo(db: Db) {
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const usersIn = inList<UserRow>(db, (marks) => `SELECT * FROM users WHERE id IN (${marks})`);
  const byHandle = db.prepare<[string], UserRow>('SELECT * FROM users WHERE handle = ?');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY created_at, handle');
  const passwordOf = db.prepare<[string], { password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = ?',
  );
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const isFollowingStmt = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM follows WHERE follower_id = ? AND followee_id = ?',
  );
  const followStmt = db.prepare(
    'INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)',
  );
  const unfollowStmt = db.prepare('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?');
  const followersStmt = db.prepare<[string, number, number], UserRow>(
    `SELECT users.* FROM follows JOIN users ON users.id = follows.follower_id
     WHERE followee_id = ? ORDER BY follows.created_at DESC, users.handle LIMIT ? OFFSET ?`,
  );
  const followingStmt = db.prepare<[string, number, number], UserRow>(
    `SELECT users.* FROM follows JOIN users ON users.id = follows.followee_id
     WHERE follower_id = ? ORDER BY follows.created_at DESC, users.handle LIMIT ? OFFSET ?`,
  );
  const countFollowers = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM follows WHERE followee_id = ?',
  );
  const countFollowing = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM follows WHERE follower_id = ?',
  );
  const followeeIds = db.prepare<[string], { followee_id: string }>(
    'SELECT followee_id FROM follows WHERE follower_id = ?',
  );
  const followerIds = db.prepare<[string], { follower_id: string }>(
    'SELECT follower_id FROM follows WHERE followee_id = ?',
  );

  const get = (id: string): User | null => {
    const row = byId.get(id);
    return row ? fromRow(row) : null;
  };

  return {
    get,
    byHandle: (handle: string): User | null => {
      const row = byHandle.get(handle);
      return row ? fromRow(row) : null;
    },
    all: (): User[] => all.all().map(fromRow),
    getMany(ids: readonly string[]): Map<string, User> {
      return new Map(usersIn([...new Set(ids)]).map((row) => [row.id, fromRow(row)]));
    },
    count: (): number => (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n,
    insert(user: NewUser): User {
      db.prepare(
        `INSERT INTO users (id, handle, display_name, avatar_image_url, bio, plan, is_staff, credits,
           monthly_usage, free_remasters_left, free_v4_left, flags, subscription_status,
           support_locked, downloads_used, period_end, notified_at, created_at)
         VALUES (@id, @handle, @display_name, @avatar_image_url, @bio, @plan, @is_staff, @credits,
           @monthly_usage, @free_remasters_left, @free_v4_left, @flags, @subscription_status,
           @support_locked, @downloads_used, @period_end, @notified_at, @created_at)`,
      ).run({
        display_name: null,
        avatar_image_url: null,
        bio: null,
        monthly_usage: 0,
        free_remasters_left: 0,
        free_v4_left: 0,
        subscription_status: 'active',
        downloads_used: 0,
        period_end: null,
        notified_at: null,
        ...user,
        is_staff: int(user.is_staff),
        support_locked: int(user.support_locked),
        flags: toJson(user.flags ?? {}),
      });
      return get(user.id)!;
    },
    /** Updates the given columns. */
    update(id: string, changes: Partial<Omit<User, 'id' | 'created_at'>>): User | null {
      const columns: Record<string, unknown> = { ...changes };
      if (changes.flags !== undefined) columns.flags = toJson(changes.flags);
      if (changes.is_staff !== undefined) columns.is_staff = int(changes.is_staff);
      if (changes.support_locked !== undefined)
        columns.support_locked = int(changes.support_locked);
      const names = Object.keys(columns);
      if (names.length > 0) {
        db.prepare(
          `UPDATE users SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`,
        ).run({ ...columns, id });
      }
      return get(id);
    },
    /** Adds (or with a negative amount takes) credits; monthly usage counts what was spent. */
    addCredits(id: string, delta: number): void {
      db.prepare(
        `UPDATE users SET credits = credits + @delta,
           monthly_usage = MAX(0, monthly_usage - @delta) WHERE id = @id`,
      ).run({ id, delta });
    },
    addFreeCounter(
      id: string,
      counter: 'free_remasters_left' | 'free_v4_left',
      delta: number,
    ): void {
      db.prepare(`UPDATE users SET ${counter} = MAX(0, ${counter} + ?) WHERE id = ?`).run(
        delta,
        id,
      );
    },
    /** The stored password hash (never part of User, so it never reaches a serializer). */
    passwordHash: (id: string): string | null => passwordOf.get(id)?.password_hash ?? null,
    setPasswordHash: (id: string, hash: string | null): boolean =>
      setPassword.run(hash, id).changes > 0,
    isFollowing: (followerId: string, followeeId: string): boolean =>
      (isFollowingStmt.get(followerId, followeeId)?.n ?? 0) > 0,
    follow: (followerId: string, followeeId: string, now: number): boolean =>
      followStmt.run(followerId, followeeId, now).changes > 0,
    unfollow: (followerId: string, followeeId: string): boolean =>
      unfollowStmt.run(followerId, followeeId).changes > 0,
    followers: (id: string, limit: number, offset: number): User[] =>
      followersStmt.all(id, limit, offset).map(fromRow),
    following: (id: string, limit: number, offset: number): User[] =>
      followingStmt.all(id, limit, offset).map(fromRow),
    countFollowers: (id: string): number => countFollowers.get(id)?.n ?? 0,
    countFollowing: (id: string): number => countFollowing.get(id)?.n ?? 0,
    followeeIds: (id: string): string[] => followeeIds.all(id).map((r) => r.followee_id),
    followerIds: (id: string): string[] => followerIds.all(id).map((r) => r.follower_id),
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;

// Sign-in tokens: only their SHA-256 hash is stored, each with an expiry; revoking deletes it.
// A token is random (192 bits), so an unsalted fast hash is enough to keep a copied database
// from handing out working tokens.
import { createHash } from 'node:crypto';
import type { Db } from './open';
import { newToken } from './ids';

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export function createTokenRepo(db: Db) {
  const insert = db.prepare(
    'INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const byHash = db.prepare<[string], { user_id: string; expires_at: number }>(
    'SELECT user_id, expires_at FROM auth_tokens WHERE token_hash = ?',
  );
  const remove = db.prepare('DELETE FROM auth_tokens WHERE token_hash = ?');
  const removeForUser = db.prepare('DELETE FROM auth_tokens WHERE user_id = ?');
  // No in-memory cache: a token revoked by the CLI (another process) stops working at once.

  return {
    /** A new token for the user, valid for `lifetimeMs` from `now`; only its hash is stored. */
    issue(userId: string, now: number, lifetimeMs: number): { token: string; expiresAt: number } {
      const token = newToken();
      const expiresAt = now + lifetimeMs;
      insert.run(hashToken(token), userId, now, expiresAt);
      return { token, expiresAt };
    },
    /** The id of the token's owner while it is neither expired nor revoked, else null. */
    owner(token: string, now: number): string | null {
      const hash = hashToken(token);
      const row = byHash.get(hash);
      if (!row) return null;
      if (row.expires_at <= now) {
        remove.run(hash);
        return null;
      }
      return row.user_id;
    },
    /** Revokes one token (sign out); true when it existed. */
    revoke(token: string): boolean {
      return remove.run(hashToken(token)).changes > 0;
    },
    /** Revokes every token of a user (a new password). */
    revokeAll(userId: string): number {
      return removeForUser.run(userId).changes;
    },
  };
}

export type TokenRepo = ReturnType<typeof createTokenRepo>;

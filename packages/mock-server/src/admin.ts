// The account commands of the CLI (create-user, set-password, create-token): the way to a first
// secret when dev controls are off. Each writes only a hash and returns the secret to print once.
import { AUTH_TOKEN_LIFETIME_MS, FREE_DAILY_CREDITS, MONTHLY_CREDITS_BY_PLAN } from '@cadenza/sdk';
import { hashPassword, newPassword } from './auth/passwords';
import type { AdminCommand } from './cli-args';
import type { Db } from './db/open';
import { newId } from './db/ids';
import { createRepos } from './db/repos';

export type AdminResult = { ok: true; secret: string; line: string } | { ok: false; error: string };

export function runAdmin(db: Db, admin: AdminCommand, now: number): AdminResult {
  const repos = createRepos(db);
  const existing = repos.users.byHandle(admin.handle);
  if (admin.command === 'create-user') {
    if (existing) return { ok: false, error: `A user with handle '${admin.handle}' exists.` };
    const user = repos.users.insert({
      id: newId(),
      handle: admin.handle,
      display_name: admin.handle,
      plan: admin.plan,
      credits: admin.plan === 'free' ? FREE_DAILY_CREDITS : MONTHLY_CREDITS_BY_PLAN[admin.plan],
      created_at: now,
    });
    const password = newPassword();
    repos.users.setPasswordHash(user.id, hashPassword(password));
    return { ok: true, secret: password, line: `Password for @${user.handle}: ${password}` };
  }
  if (!existing) return { ok: false, error: `No user with handle '${admin.handle}'.` };
  if (admin.command === 'set-password') {
    const password = newPassword();
    repos.users.setPasswordHash(existing.id, hashPassword(password));
    repos.tokens.revokeAll(existing.id);
    return { ok: true, secret: password, line: `Password for @${existing.handle}: ${password}` };
  }
  const { token } = repos.tokens.issue(existing.id, now, AUTH_TOKEN_LIFETIME_MS);
  return { ok: true, secret: token, line: `Token for @${existing.handle}: ${token}` };
}

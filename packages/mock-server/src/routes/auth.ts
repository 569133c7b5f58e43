// Sign-in (extensions): by handle and password in any mode, by handle alone only with dev
// controls on; sign-out revokes the token the call was made with. Tokens expire after the decided
// lifetime and are stored hashed (db/tokens.ts).
import { AUTH_TOKEN_LIFETIME_MS } from '@cadenza/sdk';
import { verifyPassword } from '../auth/passwords';
import { isoAt } from '../clock';
import type { ServerContext } from '../context';
import type { User } from '../db/users';
import { HttpError, notFound, unauthorized } from '../http/errors';
import { bearerToken } from '../http/bearer';
import { defineRoutes } from '../http/route';
import { AUTH_MESSAGES } from '../messages';
import { sessionOf } from '../serialize/session';

const handleOf = (raw: string): string => raw.trim().replace(/^@/, '');

function issue(ctx: ServerContext, user: User) {
  const { token, expiresAt } = ctx.repos.tokens.issue(
    user.id,
    ctx.clock.now(),
    AUTH_TOKEN_LIFETIME_MS,
  );
  return { token, expires_at: isoAt(expiresAt), user: { id: user.id, handle: user.handle } };
}

export const authRoutes = defineRoutes({
  devLogin: ({ ctx, body }) => {
    // Sign-in by handle alone is a dev control: without dev controls nobody becomes anybody.
    if (!ctx.options.devControls) throw notFound(AUTH_MESSAGES.devControlsOff);
    const user = ctx.repos.users.byHandle(handleOf(body.handle));
    if (!user) throw notFound(`No user with handle '${body.handle}'.`);
    return issue(ctx, user);
  },
  signIn: ({ ctx, body }) => {
    const handle = handleOf(body.handle);
    const now = ctx.clock.now();
    if (ctx.signIns.blocked(handle, now)) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
    const user = ctx.repos.users.byHandle(handle);
    // A missing user still pays for one hash, so timing does not tell which handles exist.
    const ok = verifyPassword(body.password, user ? ctx.repos.users.passwordHash(user.id) : null);
    if (!user || !ok) {
      ctx.signIns.fail(handle, now);
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    ctx.signIns.succeed(handle);
    return issue(ctx, user);
  },
  signOut: ({ ctx, req }) => {
    const token = bearerToken(req, false);
    if (token !== null) ctx.repos.tokens.revoke(token);
    return {};
  },
  getSession: ({ viewer }) => sessionOf(viewer),
});

// Dev sign-in and the session (extensions): a bearer token for a seeded user by handle.
import { defineRoutes } from '../http/route';
import { notFound } from '../http/errors';
import { sessionOf } from '../serialize/session';

export const authRoutes = defineRoutes({
  devLogin: ({ ctx, body }) => {
    const user = ctx.repos.users.byHandle(body.handle.trim().replace(/^@/, ''));
    if (!user) throw notFound(`No user with handle '${body.handle}'.`);
    return {
      token: ctx.repos.users.issueToken(user.id, ctx.clock.now()),
      user: { id: user.id, handle: user.handle },
    };
  },
  getSession: ({ viewer }) => sessionOf(viewer),
});

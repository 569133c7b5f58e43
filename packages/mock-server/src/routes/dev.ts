// Dev controls (extensions, on unless --no-dev-controls): set a user's plan, credits, flags,
// subscription state and support lock, the elevated-usage mode and the lifecycle speed; inject
// the next N faults of an operation; force a clip into a state for the stuck and error paths.
import { type components } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import type { ServerContext } from '../context';
import type { User } from '../db/users';
import { badRequest, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { forceClipStatus } from '../lifecycle/clips';
import { pushCredits } from '../domain/credits';
import { serializeClip } from '../serialize/clips';

type Schemas = components['schemas'];

const userState = (user: User): Schemas['DevUserState'] => ({
  handle: user.handle,
  plan: user.plan,
  credits_left: user.credits,
  flags: user.flags,
  subscription_status: user.subscription_status,
  support_locked: user.support_locked,
});

const devState = (ctx: ServerContext): Schemas['DevState'] => ({
  elevated_usage: ctx.elevatedUsage(),
  lifecycle_speed: ctx.speed(),
  faults: ctx.faults.list(),
  users: ctx.repos.users.all().map(userState),
});

function userByHandle(ctx: ServerContext, handle: string): User {
  const user = ctx.repos.users.byHandle(handle.trim().replace(/^@/, ''));
  if (!user) throw notFound(`No user with handle '${handle}'.`);
  return user;
}

const updateUser = (
  ctx: ServerContext,
  handle: string,
  changes: Partial<User>,
): Schemas['DevUserState'] => {
  const user = userByHandle(ctx, handle);
  return userState(ctx.repos.users.update(user.id, changes)!);
};

const KNOWN_PATHS = new Set(Object.values(operations).map((op) => `${op.method} ${op.path}`));

export const devRoutes = defineRoutes({
  devSetPlan: ({ ctx, body }) => updateUser(ctx, body.handle, { plan: body.plan }),
  devSetCredits: ({ ctx, body }) => {
    const state = updateUser(ctx, body.handle, { credits: body.credits });
    pushCredits(ctx, userByHandle(ctx, body.handle).id);
    return state;
  },
  devSetFlags: ({ ctx, body }) => {
    const user = userByHandle(ctx, body.handle);
    return updateUser(ctx, body.handle, { flags: { ...user.flags, ...body.flags } });
  },
  devSetSubscription: ({ ctx, body }) =>
    updateUser(ctx, body.handle, { subscription_status: body.status }),
  devSetSupportLock: ({ ctx, body }) =>
    updateUser(ctx, body.handle, { support_locked: body.locked }),
  devSetElevatedUsage: ({ ctx, body }) => {
    ctx.setElevatedUsage(body.enabled);
    return devState(ctx);
  },
  devListFaults: ({ ctx }) => ({ faults: ctx.faults.list() }),
  devAddFault: ({ ctx, body }) => {
    if (!KNOWN_PATHS.has(`${body.method} ${body.path}`))
      throw badRequest(`No operation ${body.method} ${body.path} in the contract.`);
    const fault = ctx.faults.add({
      method: body.method,
      path: body.path,
      status: body.status,
      body: body.body,
      remaining: body.count ?? 1,
    });
    return { id: fault.id };
  },
  devClearFaults: ({ ctx }) => ({ cleared: ctx.faults.clear() }),
  devSetLifecycleSpeed: ({ ctx, body }) => {
    if (!(body.speed > 0) || !Number.isFinite(body.speed) || body.speed > 10_000)
      throw badRequest('speed must be a number above 0 and at most 10000.');
    ctx.setSpeed(body.speed);
    return devState(ctx);
  },
  devSetClipState: async ({ ctx, body }) => {
    const clip = ctx.repos.clips.get(body.clip_id);
    if (!clip) throw notFound('Clip not found.');
    await forceClipStatus(ctx, clip.id, body.status, {
      errorType: body.error_type ?? null,
      errorMessage: body.error_message ?? null,
    });
    const updated = ctx.repos.clips.get(clip.id)!;
    return serializeClip(ctx, updated, ctx.repos.users.get(updated.user_id));
  },
  devGetState: ({ ctx }) => devState(ctx),
});

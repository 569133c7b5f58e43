// Credits and free counters on the wire, their realtime pushes, and refunds of failed clips.
import type { components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { isoAt } from '../clock';
import { monthlyLimit } from './plans';

type Schemas = components['schemas'];

export function creditsOf(user: User): Schemas['Credits'] {
  return {
    credits_left: user.credits,
    monthly_limit: monthlyLimit(user.plan),
    monthly_usage: user.monthly_usage,
    period_end: user.period_end === null ? null : isoAt(user.period_end),
  };
}

export const freeCountersOf = (user: User): Schemas['FreeCounters'] => ({
  free_remasters_left: user.free_remasters_left,
  free_v4_generations_left: user.free_v4_left,
});

/** Pushes the user's credits to their realtime channel. */
export function pushCredits(ctx: ServerContext, userId: string): void {
  const user = ctx.repos.users.get(userId);
  if (!user) return;
  ctx.bus.publish(userId, 'credits_update', {
    credits: creditsOf(user),
    free_counters: freeCountersOf(user),
  });
}

/** Gives back what a clip cost (credits or a free counter), once. */
export function refundClip(ctx: ServerContext, clip: ClipRecord): boolean {
  if (clip.metadata.refund_credits === true || clip.request_id === null) return false;
  const request = ctx.repos.requests.get(clip.request_id);
  if (!request || request.cost_per_clip <= 0) return false;
  if (request.counter === 'credits')
    ctx.repos.users.addCredits(clip.user_id, request.cost_per_clip);
  else ctx.repos.users.addFreeCounter(clip.user_id, request.counter, request.cost_per_clip);
  return true;
}

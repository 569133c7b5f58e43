// The start checks every paid job shares (1-generation §6, §8) and its bookkeeping: support lock
// 423, elevated usage 503 below Pro, past-due subscription 402, the per-plan concurrency limit
// 429 'Too many running jobs', then the charge (credits, or a free counter) and the request row
// that makes a retried transaction_uuid return the same clips, charged once.
import {
  CONCURRENT_GENERATION_JOBS_BY_PLAN,
  CREDITS_PER_CLIP,
  MIN_CREDITS_TO_CREATE,
} from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { CreditCounter } from '../db/requests';
import type { User } from '../db/users';
import { newId } from '../db/ids';
import { HttpError, paymentRequired, unauthorized } from '../http/errors';
import { createClip, type NewClip } from '../lifecycle/clips';
import { GENERATION_DETAILS, needCreditsToCreate } from '../messages';
import { pushCredits } from './credits';
import { isPaid } from './plans';

/** 423 support lock, 503 elevated usage below Pro, 402 past due (in that order). */
export function assertAccountCanGenerate(
  ctx: ServerContext,
  user: User,
  options: { elevated?: boolean } = {},
): void {
  if (user.support_locked) throw new HttpError(423, GENERATION_DETAILS.supportAssistance);
  if (options.elevated !== false && ctx.elevatedUsage() && !isPaid(user))
    throw new HttpError(503, GENERATION_DETAILS.elevatedUsage);
  if (user.subscription_status === 'past_due')
    throw paymentRequired(GENERATION_DETAILS.subscriptionPastDue);
}

/** 429 'Too many running jobs' when the plan's running requests are all taken. */
export function assertConcurrency(ctx: ServerContext, user: User): void {
  if (ctx.repos.clips.runningRequests(user.id) >= CONCURRENT_GENERATION_JOBS_BY_PLAN[user.plan])
    throw new HttpError(429, GENERATION_DETAILS.tooManyRunningJobs);
}

export interface Charge {
  counter: CreditCounter;
  costPerClip: number;
  /** How many clips the charge was checked for (checked again inside the charging transaction). */
  clips: number;
}

/** What `clips` clips cost on this counter; 402 when the user cannot pay it. */
export function chargeFor(
  user: User,
  clips: number,
  counter: CreditCounter = 'credits',
  costPerClip = CREDITS_PER_CLIP,
): Charge {
  if (counter === 'credits') {
    if (costPerClip > 0 && user.credits < Math.max(MIN_CREDITS_TO_CREATE, costPerClip * clips))
      throw paymentRequired(needCreditsToCreate(MIN_CREDITS_TO_CREATE));
    return { counter, costPerClip, clips };
  }
  const left = counter === 'free_remasters_left' ? user.free_remasters_left : user.free_v4_left;
  if (left < clips) throw paymentRequired(needCreditsToCreate(MIN_CREDITS_TO_CREATE));
  return { counter, costPerClip: 1, clips };
}

/** A retried transaction's request and clips, if it was already accepted. */
export function existingRequest(
  ctx: ServerContext,
  user: User,
  txn: string | null | undefined,
): ClipRecord[] | null {
  if (txn == null || txn === '') return null;
  const request = ctx.repos.requests.byTransaction(user.id, txn);
  return request ? ctx.repos.clips.getMany(request.clip_ids) : null;
}

/**
 * The user as stored now, with the concurrency limit and the charge checked again: called inside
 * the transaction that charges, so requests that passed their first checks before an await
 * cannot together spend past the balance or the plan's running limit (issue 32 item 3).
 */
export function recheckCharge(ctx: ServerContext, user: User, charge: Charge): User {
  const fresh = ctx.repos.users.get(user.id);
  if (!fresh) throw unauthorized('Invalid or expired token.');
  assertConcurrency(ctx, fresh);
  chargeFor(fresh, charge.clips, charge.counter, charge.costPerClip);
  return fresh;
}

/**
 * Charges and creates the clips of one request in a transaction, then pushes the new credits.
 * `build` receives the request id and returns the clips to make.
 */
export function startRequest(
  ctx: ServerContext,
  user: User,
  request: { txn?: string | null; charge: Charge; build: (requestId: string) => NewClip[] },
): { id: string; clips: ClipRecord[] } {
  const id = newId();
  const clips = ctx.db.transaction(() => {
    recheckCharge(ctx, user, request.charge);
    const specs = request.build(id);
    ctx.repos.requests.insert({
      id,
      user_id: user.id,
      transaction_uuid: request.txn ?? null,
      clip_ids: [],
      counter: request.charge.counter,
      cost_per_clip: request.charge.costPerClip,
      created_at: ctx.clock.now(),
    });
    const made = specs.map((spec) => createClip(ctx, { ...spec, requestId: id }));
    ctx.db
      .prepare('UPDATE generation_requests SET clip_ids = ? WHERE id = ?')
      .run(JSON.stringify(made.map((c) => c.id)), id);
    const total = request.charge.costPerClip * made.length;
    if (total > 0) {
      if (request.charge.counter === 'credits') ctx.repos.users.addCredits(user.id, -total);
      else ctx.repos.users.addFreeCounter(user.id, request.charge.counter, -total);
    }
    return made;
  })();
  pushCredits(ctx, user.id);
  return { id, clips };
}

/**
 * The context the generation rules read (ARCHITECTURE.md: `ctx` carries the session, the billing
 * models with their max_lengths, and the clock). Plain data: the store builds it from the session
 * call; tests build it by hand.
 */
import type { components } from '../api/schema.gen';
import type { MaxLengths, SubscriptionLevel } from './constants';
import type { FlagSource, Viewer } from './permissions';

/** A billing model as the rules need it (wire BillingModel). */
export interface BillingModelInfo {
  readonly external_key: string;
  readonly can_use: boolean;
  readonly max_lengths: MaxLengths;
}

/** The signed-in user as the generation rules see them. */
export interface RulesSession extends Viewer {
  /** Feature flags (a list, a set, or the wire's name → on/off record). */
  readonly flags: FlagSource;
  /** Credits left. */
  readonly credits: number;
  /** Subscription level; null or absent is unset (treated as Basic on 429). */
  readonly subscriptionLevel?: SubscriptionLevel | null;
}

export interface RulesClock {
  now(): number;
}

export interface RulesContext {
  readonly session: RulesSession;
  readonly billingModels: readonly BillingModelInfo[];
  readonly clock: RulesClock;
}

/** The wire Session fields the rules read (GET session, x-cadenza-extension). */
export type SessionLike = Pick<
  components['schemas']['Session'],
  'user' | 'plan' | 'subscription' | 'credits' | 'flags' | 'isStaff' | 'plan_features' | 'models'
>;

/** Builds the rules context from the wire session and a clock. */
export function rulesContextFromSession(session: SessionLike, clock: RulesClock): RulesContext {
  return {
    session: {
      id: session.user.id,
      plan: session.plan,
      isStaff: session.isStaff,
      features: session.plan_features,
      flags: session.flags,
      credits: session.credits.credits_left,
      subscriptionLevel: session.subscription.level,
    },
    billingModels: session.models,
    clock,
  };
}

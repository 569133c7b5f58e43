// The session of the signed-in user: plan, subscription, credits, flags, roles, billing models.
import type { components } from '@cadenza/sdk';
import type { User } from '../db/users';
import { creditsOf, freeCountersOf } from '../domain/credits';
import { downloadUsage } from '../domain/downloads';
import {
  PLAN_FEATURES_BY_PLAN,
  billingModels,
  isPaid,
  subscriptionLevel,
  uploadLimits,
} from '../domain/plans';

export const sessionOf = (user: User): components['schemas']['Session'] => ({
  user: {
    id: user.id,
    handle: user.handle,
    display_name: user.display_name,
    avatar_image_url: user.avatar_image_url,
  },
  plan: user.plan,
  subscription: { level: subscriptionLevel(user), status: user.subscription_status },
  credits: creditsOf(user),
  free_counters: freeCountersOf(user),
  flags: user.flags,
  roles: { pro: isPaid(user), staff: user.is_staff },
  isStaff: user.is_staff,
  plan_features: [...PLAN_FEATURES_BY_PLAN[user.plan]],
  models: billingModels(user),
  audioUploadLimits: uploadLimits(user),
  download_usage: downloadUsage(user, null),
});

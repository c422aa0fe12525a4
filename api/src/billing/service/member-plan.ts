// The plan a member's rights follow: their own while the subscription is active, else the free plan.
import type { Plan } from '@sentiscope/shared/contract';
import type { UsersTable } from '../../platform/db/schema';
import { isSubscriptionActive } from '../../accounts/service/users';
import type { PlanCache } from './plan-cache';

export async function memberPlan(plans: PlanCache, user: UsersTable | null, now: number): Promise<Plan | null> {
  const own = user && user.plan_id && isSubscriptionActive(user, now) ? await plans.find(user.plan_id) : null;
  return own ?? (await plans.free());
}

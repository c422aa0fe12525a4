import type { HeldPlan, Plan, User } from '@sentiscope/shared/contract';

/** The plan a signed-in user holds for the pricing rules: the active subscription's, else the free plan. */
export function heldPlanOf(user: Pick<User, 'subscription'> | null | undefined, plans: readonly Plan[]): HeldPlan | null {
  if (!user) return null;
  const { subscription } = user;
  const active = subscription.isActive ? plans.find((plan) => plan._id === subscription.plan) : undefined;
  if (active) return { plan: active, tenure: active.isFree ? null : subscription.tenure };
  const free = plans.find((plan) => plan.isFree);
  return free ? { plan: free, tenure: null } : null;
}

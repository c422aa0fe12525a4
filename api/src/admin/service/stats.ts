// The admin's figures: users, verified users, subscriptions per plan, monthly recurring revenue, pending
// cancellations, and sign-ups and conversions per day over the last days.
import { ADMIN_STATS_DAYS, MS_PER_DAY, TENURE_MONTHS, isTenure, priceForTenure, type AdminStats } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { isoDay, shiftDay } from '../../platform/days';
import { isSubscriptionActive } from '../../accounts/service/users';
import { paidCheckoutsSince, usersForStats } from '../data/stats';

const cents = (amount: number) => Math.round(amount * 100) / 100;

export async function adminStats(ctx: AppContext): Promise<AdminStats> {
  const now = ctx.now();
  const since = Date.parse(`${shiftDay(isoDay(now), -(ADMIN_STATS_DAYS - 1))}T00:00:00Z`);
  const [users, plans, checkouts] = await Promise.all([
    usersForStats(ctx.db.k),
    ctx.plans.list(),
    paidCheckoutsSince(ctx.db.k, since),
  ]);
  const planById = new Map(plans.map((plan) => [plan._id, plan]));
  const perPlan = new Map<string, number>();
  let revenue = 0;
  let pendingCancellations = 0;
  for (const user of users) {
    const plan = user.plan_id ? planById.get(user.plan_id) : undefined;
    if (!plan || plan.isFree || !isSubscriptionActive(user, now)) continue;
    perPlan.set(plan._id, (perPlan.get(plan._id) ?? 0) + 1);
    const tenure = isTenure(user.sub_tenure) ? user.sub_tenure : 'MONTHLY';
    revenue += priceForTenure(plan, tenure) / TENURE_MONTHS[tenure];
    if (user.sub_cancel_at_period_end === 1) pendingCancellations += 1;
  }
  const daily = Array.from({ length: ADMIN_STATS_DAYS }, (_, i) => ({ day: isoDay(since + i * MS_PER_DAY), signups: 0, conversions: 0 }));
  const slot = (at: number) => daily[Math.floor((Number(at) - since) / MS_PER_DAY)];
  for (const user of users) {
    const day = Number(user.created_at) >= since ? slot(user.created_at) : undefined;
    if (day) day.signups += 1;
  }
  for (const checkout of checkouts) {
    const day = slot(checkout.created_at);
    if (day) day.conversions += 1;
  }
  const stats: AdminStats = {
    users: users.length,
    verifiedUsers: users.filter((user) => user.is_email_verified === 1).length,
    subscriptionsByPlan: [...perPlan]
      .map(([planId, count]) => ({ planId, title: planById.get(planId)?.title ?? planId, count }))
      .sort((a, b) => b.count - a.count),
    monthlyRecurringRevenue: cents(revenue),
    pendingCancellations,
    daily,
  };
  return stats;
}

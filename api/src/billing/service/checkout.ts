import {
  MESSAGES,
  TENURE_MONTHS,
  isTenure,
  priceForTenure,
  type Tenure,
  type CheckoutStatus,
  type CheckoutSummary,
  type Plan,
} from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import type { CheckoutSessionsTable, UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { findPlan } from '../data/plans';
import { isSubscriptionActive } from '../../accounts/service/users';

export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

const floorCents = (amount: number) => Math.floor(amount * 100 + 1e-6) / 100;

/**
 * What the buyer asked for, resolved from the database: the plan and cycle must exist, the plan must be
 * paid, and it must cost more than the plan they hold now (same plan again or a cheaper one is refused).
 */
export async function resolveOrder(
  db: Executor,
  user: UsersTable,
  body: { planId?: string; tenure?: string },
  now: number,
): Promise<{ plan: Plan; tenure: Tenure; price: number; held: Plan | null }> {
  const planId = body.planId?.trim() ?? '';
  if (!planId) throw new Refusal('invalid', 'Plan is required');
  if (!isTenure(body.tenure)) throw new Refusal('invalid', MESSAGES.tenureInvalid);
  const plan = await findPlan(db, planId);
  if (!plan) throw new Refusal('not-found', MESSAGES.planMissingId);
  if (plan.isFree) throw new Refusal('invalid', 'The free plan needs no checkout');
  const held = await assertUpgrade(db, user, plan, now);
  return { plan, tenure: body.tenure, price: priceForTenure(plan, body.tenure), held };
}

/** The paid plan the user holds now, after refusing a plan they already have or one it includes. */
export async function assertUpgrade(db: Executor, user: UsersTable, plan: Plan, now: number): Promise<Plan | null> {
  const held = user.plan_id && isSubscriptionActive(user, now) ? await findPlan(db, user.plan_id) : null;
  if (!held || held.isFree) return null;
  if (held._id === plan._id) throw new Refusal('conflict', MESSAGES.alreadySubscribed);
  if (held.yearlyPrice >= plan.yearlyPrice) throw new Refusal('conflict', MESSAGES.planAlreadyIncluded);
  return held;
}

/** For an upgrade: the held plan's price for its cycle, pro rata for the days left in the period. */
export function unusedCredit(user: UsersTable, held: Plan | null, now: number): number {
  if (!held || user.sub_expiry === null || !isTenure(user.sub_tenure)) return 0;
  const end = Number(user.sub_expiry);
  const start = addMonths(end, -TENURE_MONTHS[user.sub_tenure]);
  if (end <= now || end <= start) return 0;
  const left = Math.min(1, (end - now) / (end - start));
  return floorCents(priceForTenure(held, user.sub_tenure) * left);
}

export const dueOf = (price: number, credit: number) => Math.max(0, Math.round((price - credit) * 100) / 100);

export function statusOf(row: Pick<CheckoutSessionsTable, 'status' | 'expires_at'>, now: number): CheckoutStatus {
  if (row.status === 'open' && Number(row.expires_at) <= now) return 'expired';
  return (['open', 'paying', 'complete', 'canceled'] as const).find((s) => s === row.status) ?? 'expired';
}

/** The order summary a buyer sees before paying and on the success page after. */
export async function checkoutSummary(
  db: Executor,
  row: CheckoutSessionsTable,
  buyer: UsersTable,
  provider: 'local' | 'stripe',
  now: number,
): Promise<CheckoutSummary> {
  const plan = await findPlan(db, row.plan_id);
  const tenure = isTenure(row.tenure) ? row.tenure : 'MONTHLY';
  const status = statusOf(row, now);
  const paidFor = status === 'complete' && buyer.plan_id === row.plan_id && buyer.sub_expiry !== null;
  const renewsAt = paidFor ? Number(buyer.sub_expiry) : status === 'open' ? addMonths(now, TENURE_MONTHS[tenure]) : null;
  const price = Number(row.amount);
  const credit = Number(row.credit ?? 0);
  return {
    id: row.id,
    status,
    provider,
    plan: { _id: row.plan_id, title: plan?.title ?? '' },
    tenure,
    price,
    credit,
    due: dueOf(price, credit),
    renewsAt: renewsAt === null ? null : new Date(renewsAt).toISOString(),
  };
}

import { BILLING_CYCLES, sortPlans, type BillingCycle, type Plan } from '@sentiscope/shared/contract';
import type { Executor } from '../db';
import type { PlansTable } from '../db/schema';

export const TENURE_MONTHS: Record<BillingCycle, number> = { MONTHLY: 1, SIX_MONTHS: 6, YEARLY: 12 };

/** The server names one product per plan and tenure; the client sends it back as `priceId` at checkout. */
export const productIdFor = (planId: string, tenure: BillingCycle): string =>
  `prod_${planId}_${tenure.toLowerCase()}`;

export function tenureOfProductId(plan: Pick<Plan, '_id'>, productId: string): BillingCycle | null {
  return BILLING_CYCLES.find((tenure) => productIdFor(plan._id, tenure) === productId) ?? null;
}

export function priceFor(plan: Plan, tenure: BillingCycle): number {
  if (tenure === 'MONTHLY') return plan.monthlyPrice;
  return tenure === 'SIX_MONTHS' ? plan.sixMonthPrice : plan.yearlyPrice;
}

const parseList = (json: string): string[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export function planFromRow(row: PlansTable): Plan {
  return {
    _id: row.id,
    productId: productIdFor(row.id, 'MONTHLY'),
    title: row.title,
    monthlyPrice: Number(row.monthly_price),
    sixMonthPrice: Number(row.six_month_price),
    sixMonthDiscount: Number(row.six_month_discount),
    yearlyPrice: Number(row.yearly_price),
    yearlyDiscount: Number(row.yearly_discount),
    saveText: row.save_text,
    note: row.note,
    isMostPopular: row.is_most_popular === 1,
    isFree: row.is_free === 1,
    features: parseList(row.features),
    cryptos: parseList(row.cryptos),
    pricingDetails: BILLING_CYCLES.map((tenure) => ({ tenure, productId: productIdFor(row.id, tenure) })),
    priority: Number(row.priority),
  };
}

export async function listPlans(db: Executor): Promise<Plan[]> {
  const rows = await db.selectFrom('plans').selectAll().orderBy('created_at').orderBy('id').execute();
  return sortPlans(rows.map(planFromRow));
}

export async function findPlan(db: Executor, id: string): Promise<Plan | null> {
  const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? planFromRow(row) : null;
}

/** The plan a user falls back to: the free plan with the lowest rank. */
export async function findFreePlan(db: Executor): Promise<Plan | null> {
  return (await listPlans(db)).find((plan) => plan.isFree) ?? null;
}

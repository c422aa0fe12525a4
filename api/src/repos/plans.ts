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

export type PlanCache = {
  /** Every plan, sorted; at most `ttlMs` old on other instances, always fresh after a write on this one. */
  list(): Promise<Plan[]>;
  find(id: string): Promise<Plan | null>;
  free(): Promise<Plan | null>;
  /** The GET /v1/plan answer, serialised once per refresh. */
  listJson(message: string): Promise<string>;
  invalidate(): void;
};

/**
 * Plans are read on every page view and changed by an admin a few times a year. A short-lived copy per
 * instance keeps the read path off the database; writes here drop it at once, other instances within ttlMs.
 */
export function createPlanCache(db: Executor, now: () => number, ttlMs = 1000): PlanCache {
  let entry: { at: number; plans: Promise<Plan[]>; json: Map<string, string> } | null = null;
  const list = () => {
    const at = now();
    if (!entry || at - entry.at >= ttlMs || at < entry.at) {
      const plans = listPlans(db);
      entry = { at, plans, json: new Map() };
      plans.catch(() => {
        entry = null;
      });
    }
    return entry.plans;
  };
  return {
    list,
    async find(id) {
      return (await list()).find((plan) => plan._id === id) ?? null;
    },
    async free() {
      return (await list()).find((plan) => plan.isFree) ?? null;
    },
    async listJson(message) {
      const plans = await list();
      const cached = entry?.json.get(message);
      if (cached) return cached;
      const json = JSON.stringify({ success: true, message, data: plans });
      entry?.json.set(message, json);
      return json;
    },
    invalidate() {
      entry = null;
    },
  };
}

import { TENURES, sortPlans, type Tenure, type Plan } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import type { PlansTable } from '../../platform/db/schema';
import { wireBody, type WireBody } from '../../platform/http/wire';

/** One product id per plan and tenure (the plan's pricingDetails); checkout resolves prices from the plan itself. */
export const productIdFor = (planId: string, tenure: Tenure): string =>
  `prod_${planId}_${tenure.toLowerCase()}`;

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
    pricingDetails: TENURES.map((tenure) => ({ tenure, productId: productIdFor(row.id, tenure) })),
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
  /** The GET /v1/plan answer, serialised once per refresh; the same body (and ETag) while the plans are unchanged. */
  listBody(message: string): Promise<WireBody>;
  invalidate(): void;
};

/**
 * Plans are read on every page view and changed by an admin a few times a year. A short-lived copy per
 * instance keeps the read path off the database; writes here drop it at once, other instances within ttlMs.
 */
export function createPlanCache(db: Executor, now: () => number, ttlMs = 1000): PlanCache {
  let entry: { at: number; plans: Promise<Plan[]>; bodies: Map<string, WireBody> } | null = null;
  // The last body per message outlives refreshes, so unchanged plans keep their ETag and compressed bytes.
  const lastBodies = new Map<string, WireBody>();
  const list = () => {
    const at = now();
    if (!entry || at - entry.at >= ttlMs || at < entry.at) {
      const plans = listPlans(db);
      entry = { at, plans, bodies: new Map() };
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
    async listBody(message) {
      const plans = await list();
      const cached = entry?.bodies.get(message);
      if (cached) return cached;
      const json = JSON.stringify({ success: true, message, data: plans });
      const last = lastBodies.get(message);
      const body = last && last.json === json ? last : wireBody(json);
      lastBodies.set(message, body);
      entry?.bodies.set(message, body);
      return body;
    },
    invalidate() {
      entry = null;
    },
  };
}

import { ALERT_CHANNELS, TENURES, sortPlans, type AlertChannel, type Tenure, type Plan } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import type { PlansTable } from '../../platform/db/schema';

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

/** A plan's stored columns, without its id and creation time. */
export type PlanColumns = Omit<PlansTable, 'id' | 'created_at'>;

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
    alertLimits: {
      maxAlerts: Number(row.alert_max),
      channels: ALERT_CHANNELS.filter((channel) => parseList(row.alert_channels).includes(channel as AlertChannel)),
    },
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

export async function planExists(db: Executor, id: string): Promise<boolean> {
  return (await db.selectFrom('plans').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The plan a user falls back to: the free plan with the lowest rank. */
export async function findFreePlan(db: Executor): Promise<Plan | null> {
  return (await listPlans(db)).find((plan) => plan.isFree) ?? null;
}

export async function insertPlan(db: Executor, id: string, row: PlanColumns, at: number): Promise<void> {
  await db.insertInto('plans').values({ id, ...row, created_at: at }).execute();
}

/** Stores whole plan rows at once (the seed's first plans). */
export async function insertPlans(db: Executor, rows: PlansTable[]): Promise<void> {
  await db.insertInto('plans').values(rows).execute();
}

export async function hasPlans(db: Executor): Promise<boolean> {
  return (await db.selectFrom('plans').select('id').executeTakeFirst()) !== undefined;
}

export async function updatePlan(db: Executor, id: string, row: Omit<PlanColumns, 'alert_max' | 'alert_channels'> & Partial<PlanColumns>): Promise<void> {
  await db.updateTable('plans').set(row).where('id', '=', id).execute();
}

export async function deletePlan(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('plans').where('id', '=', id).execute();
}

/** True while any user is on the plan (a plan with subscribers is never deleted). */
export async function planHasUsers(db: Executor, id: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('plan_id', '=', id).executeTakeFirst());
}

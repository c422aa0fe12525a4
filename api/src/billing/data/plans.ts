import {
  ALERT_CHANNELS,
  PLAN_FIELDS,
  PLAN_OWN_FIELDS,
  TENURES,
  sortPlans,
  type AlertChannel,
  type AlertLimits,
  type Plan,
  type PlanOwnField,
  type PlanOwnFields,
  type Tenure,
} from '@sentiscope/shared/contract';
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

/** A field's column: its name in snake case (`monthlyPrice` is kept in `monthly_price`). */
type Column<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Column<T>}` : S;
const columnOf = <F extends PlanOwnField>(field: F) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Column<F>;

/** How each kind is stored: flags as 0 or 1, lists as JSON text. */
type Stored<V> = V extends boolean ? number : V extends readonly string[] ? string : V;
type OwnColumns = { [F in PlanOwnField as Column<F>]: Stored<PlanOwnFields[F]> };
type AlertColumns = Pick<PlansTable, 'alert_max' | 'alert_max_stored' | 'alert_channels'>;

/** A plan's stored columns, without its id and creation time (the plans table has a column for every own field). */
export type PlanColumns = OwnColumns & AlertColumns;

/** The columns that keep a plan's own fields, each as its kind is stored. */
export function planColumnsOf(fields: PlanOwnFields): OwnColumns {
  const entries = PLAN_OWN_FIELDS.map((field) => {
    const value = fields[field];
    const stored = typeof value === 'boolean' ? (value ? 1 : 0) : Array.isArray(value) ? JSON.stringify(value) : value;
    return [columnOf(field), stored];
  });
  return Object.fromEntries(entries) as OwnColumns;
}

/** The alert limits as their three columns. */
export const alertColumnsOf = (limits: AlertLimits): AlertColumns => ({
  alert_max: limits.maxAlerts,
  alert_max_stored: limits.maxStored,
  alert_channels: JSON.stringify(limits.channels),
});

function ownFieldsOf(row: OwnColumns): PlanOwnFields {
  const entries = PLAN_OWN_FIELDS.map((field) => {
    const stored = row[columnOf(field)];
    const kind = PLAN_FIELDS[field].kind;
    const value = kind === 'flag' ? stored === 1 : kind === 'list' ? parseList(String(stored)) : kind === 'number' ? Number(stored) : stored;
    return [field, value];
  });
  return Object.fromEntries(entries) as PlanOwnFields;
}

/** The one mapping from a stored row to a plan as answered, its fields in PLAN_FIELDS' order. */
export function planFromRow(row: PlansTable): Plan {
  const own = ownFieldsOf(row);
  const shaped: Pick<Plan, Exclude<keyof Plan, PlanOwnField>> = {
    _id: row.id,
    productId: productIdFor(row.id, 'MONTHLY'),
    pricingDetails: TENURES.map((tenure) => ({ tenure, productId: productIdFor(row.id, tenure) })),
    alertLimits: {
      maxAlerts: Number(row.alert_max),
      maxStored: Number(row.alert_max_stored),
      channels: ALERT_CHANNELS.filter((channel) => parseList(row.alert_channels).includes(channel as AlertChannel)),
    },
  };
  const fields = Object.keys(PLAN_FIELDS) as Array<keyof Plan>;
  return Object.fromEntries(fields.map((field) => [field, field in shaped ? shaped[field as keyof typeof shaped] : own[field as PlanOwnField]])) as Plan;
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

export async function updatePlan(db: Executor, id: string, row: Omit<PlanColumns, keyof AlertColumns> & Partial<PlanColumns>): Promise<void> {
  await db.updateTable('plans').set(row).where('id', '=', id).execute();
}

export async function deletePlan(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('plans').where('id', '=', id).execute();
}

/** True while any user is on the plan (a plan with subscribers is never deleted). */
export async function planHasUsers(db: Executor, id: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('plan_id', '=', id).executeTakeFirst());
}

// An admin's changes to the plans: the plan form's rules, and every change recorded in the activity log.
import {
  ADMIN_MESSAGES,
  ALERT_LIMIT_MAX,
  ALERT_MESSAGES,
  DEFAULT_ALERT_LIMITS,
  isAlertChannel,
  MESSAGES,
  VALIDATION_MESSAGES,
  cleanFeatures,
  isPlanSubmittable,
  sixMonthPriceOf,
  yearlyPriceOf,
  type Plan,
  type PlanInput,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { API_MESSAGES } from '../../platform/messages';
import { Refusal } from '../../platform/refusal';
import { recordAudit } from '../../admin/service/audit';
import { deletePlan, findPlan, insertPlan, planHasUsers, updatePlan, type PlanColumns } from '../data/plans';

/** What the plan form's rules read of a submission (the route's schema says what may be sent). */
export type PlanSubmission = Partial<Omit<PlanInput, 'pricingDetails' | 'alertLimits'>> & {
  /** Checked here: each channel must be one the contract knows. */
  alertLimits?: { maxAlerts: number; channels?: readonly string[] };
};

const invalid = (message: string) => new Refusal('invalid', message);

type AlertColumns = Pick<PlanColumns, 'alert_max' | 'alert_channels'>;

/** The plan's alert limits as columns, or null when the submission leaves them as they are. */
function alertColumns(body: PlanSubmission): AlertColumns | null {
  const limits = body.alertLimits;
  if (!limits) return null;
  if (!Number.isInteger(limits.maxAlerts) || limits.maxAlerts < 0 || limits.maxAlerts > ALERT_LIMIT_MAX) throw invalid(ALERT_MESSAGES.planMaxInvalid);
  const channels = limits.channels ?? [];
  if (!channels.every(isAlertChannel) || new Set(channels).size !== channels.length) throw invalid(ALERT_MESSAGES.planChannelsInvalid);
  return { alert_max: limits.maxAlerts, alert_channels: JSON.stringify(channels) };
}

const DEFAULT_ALERT_COLUMNS: AlertColumns = { alert_max: DEFAULT_ALERT_LIMITS.maxAlerts, alert_channels: JSON.stringify(DEFAULT_ALERT_LIMITS.channels) };

/** The row a submission becomes: the plan form's rules, with the six-month and yearly prices computed, not trusted. */
function planColumns(body: PlanSubmission): Omit<PlanColumns, keyof AlertColumns> {
  const title = (body.title ?? '').trim();
  if (!title) throw invalid(VALIDATION_MESSAGES.required('Title'));
  const isFree = body.isFree === true;
  const monthly = body.monthlyPrice ?? Number.NaN;
  if (!Number.isFinite(monthly)) throw invalid(VALIDATION_MESSAGES.required('Monthly price'));
  const sixMonthDiscount = body.sixMonthDiscount ?? 0;
  const yearlyDiscount = body.yearlyDiscount ?? 0;
  const sixMonthPrice = sixMonthPriceOf(monthly, sixMonthDiscount);
  const yearlyPrice = yearlyPriceOf(monthly, yearlyDiscount);
  if (!isPlanSubmittable({ title, monthlyPrice: monthly, sixMonthPrice, yearlyPrice, isFree })) {
    throw invalid(isFree ? ADMIN_MESSAGES.monthlyZeroOrMore : ADMIN_MESSAGES.monthlyAboveZero);
  }
  const priority = body.priority ?? 0;
  if (priority < 0) throw invalid(VALIDATION_MESSAGES.positiveNumber);
  return {
    title,
    monthly_price: monthly,
    six_month_price: sixMonthPrice,
    six_month_discount: sixMonthDiscount,
    yearly_price: yearlyPrice,
    yearly_discount: yearlyDiscount,
    save_text: body.saveText ?? '',
    note: body.note ?? '',
    is_most_popular: body.isMostPopular ? 1 : 0,
    is_free: isFree ? 1 : 0,
    features: JSON.stringify(cleanFeatures(body.features ?? [])),
    cryptos: JSON.stringify([...new Set(body.cryptos ?? [])]),
    priority: Math.floor(priority),
  };
}

export async function createPlan(ctx: AppContext, actor: UsersTable, body: PlanSubmission): Promise<Plan | null> {
  const id = newId();
  const row = { ...planColumns(body), ...(alertColumns(body) ?? DEFAULT_ALERT_COLUMNS) };
  const created = await ctx.db.k.transaction().execute(async (trx) => {
    await insertPlan(trx, id, row, ctx.now());
    const plan = await findPlan(trx, id);
    await recordAudit(trx, { actor, area: 'plan', action: 'created', target: row.title, before: null, after: plan, at: ctx.now() });
    return plan;
  });
  ctx.plans.invalidate();
  return created;
}

export async function changePlan(ctx: AppContext, actor: UsersTable, id: string, body: PlanSubmission): Promise<Plan | null> {
  // Without alert limits in the body the plan keeps its own.
  const row = { ...planColumns(body), ...(alertColumns(body) ?? {}) };
  const updated = await ctx.db.k.transaction().execute(async (trx) => {
    const before = await findPlan(trx, id);
    if (!before) throw new Refusal('not-found', MESSAGES.planMissingId);
    await updatePlan(trx, id, row);
    const after = await findPlan(trx, id);
    await recordAudit(trx, { actor, area: 'plan', action: 'updated', target: row.title, before, after, at: ctx.now() });
    return after;
  });
  ctx.plans.invalidate();
  return updated;
}

/** Deletes a plan nobody is on. */
export async function removePlan(ctx: AppContext, actor: UsersTable, id: string): Promise<void> {
  await ctx.db.k.transaction().execute(async (trx) => {
    const plan = await findPlan(trx, id);
    if (!plan) throw new Refusal('not-found', MESSAGES.planMissingId);
    if (await planHasUsers(trx, id)) throw new Refusal('conflict', API_MESSAGES.planInUse);
    await deletePlan(trx, id);
    await recordAudit(trx, { actor, area: 'plan', action: 'deleted', target: plan.title, before: plan, after: null, at: ctx.now() });
  });
  ctx.plans.invalidate();
}

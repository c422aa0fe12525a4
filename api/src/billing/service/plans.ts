// An admin's changes to the plans: the plan form's rules, and every change recorded in the activity log.
import {
  ADMIN_MESSAGES,
  ALERT_LIMIT_MAX,
  ALERT_MESSAGES,
  CATALOGUE_MESSAGES,
  DEFAULT_ALERT_LIMITS,
  isAlertChannel,
  MESSAGES,
  PLAN_CLASSES,
  VALIDATION_MESSAGES,
  cleanFeatures,
  isPlanSubmittable,
  pickPlanFields,
  planFieldDefaults,
  sixMonthPriceOf,
  storedAlertsFor,
  yearlyPriceOf,
  type AlertLimits,
  type Plan,
  type PlanInput,
  type PlanOwnFields,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { API_MESSAGES } from '../../platform/messages';
import { Refusal } from '../../platform/refusal';
import { recordAudit } from '../../admin/service/audit';
import { allAssets } from '../../catalogue/service/catalogue';
import { alertColumnsOf, deletePlan, findPlan, insertPlan, planColumnsOf, planHasUsers, updatePlan } from '../data/plans';

/** What the plan form's rules read of a submission (the route's schema says what may be sent). */
export type PlanSubmission = Partial<Omit<PlanInput, 'pricingDetails' | 'alertLimits' | 'opensAll'>> & {
  /** The route's schema holds each class to PLAN_CLASSES; kept here in their order, once each. */
  opensAll?: readonly string[];
  /** Checked here: each channel must be one the contract knows. */
  alertLimits?: { maxAlerts: number; maxStored?: number; channels?: readonly string[] };
};

const invalid = (message: string) => new Refusal('invalid', message);

/** The plan's alert limits, or null when the submission leaves them as they are. */
function alertLimitsOf(body: PlanSubmission): AlertLimits | null {
  const limits = body.alertLimits;
  if (!limits) return null;
  if (!Number.isInteger(limits.maxAlerts) || limits.maxAlerts < 0 || limits.maxAlerts > ALERT_LIMIT_MAX) throw invalid(ALERT_MESSAGES.planMaxInvalid);
  const channels = limits.channels ?? [];
  if (!channels.every(isAlertChannel) || new Set(channels).size !== channels.length) throw invalid(ALERT_MESSAGES.planChannelsInvalid);
  // A submission that states only how many run keeps alerts in the Free plan's proportion.
  const maxStored = limits.maxStored ?? storedAlertsFor(limits.maxAlerts);
  if (!Number.isInteger(maxStored) || maxStored < limits.maxAlerts || maxStored > ALERT_LIMIT_MAX) throw invalid(ALERT_MESSAGES.planStoredInvalid);
  return { maxAlerts: limits.maxAlerts, maxStored, channels: [...channels] };
}

/**
 * The plan a submission becomes: the plan form's rules, with the six-month and yearly prices computed, not trusted.
 * A field the rules do not name is kept as sent, or as its kind's empty value when it is not sent.
 */
function planFieldsOf(body: PlanSubmission): PlanOwnFields {
  const fields = { ...planFieldDefaults(), ...pickPlanFields(body) };
  const title = fields.title.trim();
  if (!title) throw invalid(VALIDATION_MESSAGES.required('Title'));
  const monthly = body.monthlyPrice ?? Number.NaN;
  if (!Number.isFinite(monthly)) throw invalid(VALIDATION_MESSAGES.required('Monthly price'));
  const sixMonthPrice = sixMonthPriceOf(monthly, fields.sixMonthDiscount);
  const yearlyPrice = yearlyPriceOf(monthly, fields.yearlyDiscount);
  if (!isPlanSubmittable({ title, monthlyPrice: monthly, sixMonthPrice, yearlyPrice, isFree: fields.isFree })) {
    throw invalid(fields.isFree ? ADMIN_MESSAGES.monthlyZeroOrMore : ADMIN_MESSAGES.monthlyAboveZero);
  }
  if (fields.priority < 0) throw invalid(VALIDATION_MESSAGES.positiveNumber);
  // A plan opens assets of the catalogue (hidden ones too: showing them again needs no plan change).
  const unknownAsset = fields.cryptos.find((id) => !allAssets().some((asset) => asset.id === id));
  if (unknownAsset !== undefined) throw invalid(CATALOGUE_MESSAGES.planAssetUnknown(unknownAsset));
  return {
    ...fields,
    title,
    monthlyPrice: monthly,
    sixMonthPrice,
    yearlyPrice,
    features: cleanFeatures(fields.features),
    cryptos: [...new Set(fields.cryptos)],
    opensAll: PLAN_CLASSES.filter((planClass) => (fields.opensAll as readonly string[]).includes(planClass)),
    priority: Math.floor(fields.priority),
  };
}

export async function createPlan(ctx: AppContext, actor: UsersTable, body: PlanSubmission): Promise<Plan | null> {
  const id = newId();
  const row = { ...planColumnsOf(planFieldsOf(body)), ...alertColumnsOf(alertLimitsOf(body) ?? DEFAULT_ALERT_LIMITS) };
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
  const limits = alertLimitsOf(body);
  const row = { ...planColumnsOf(planFieldsOf(body)), ...(limits ? alertColumnsOf(limits) : {}) };
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

// A member's alerts: list (with the plan's limits and each alert's pause), create, change and delete. Saving checks
// the fields, the asset against the plan and the plan's limits first (how many run, and how many are kept in all,
// switched on or off), and says which limit stops it. Creating and changing are rate limited per member.
import {
  ALERT_DEFAULT_COOLDOWN_DAYS,
  ALERT_KIND_PARAM,
  ALERT_MESSAGES,
  ALERT_WATCHLIST_TARGET,
  alertInputError,
  conditionParamsOf,
  alertLimitError,
  type Alert,
  type AlertInput,
  type AlertList,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { Refusal } from '../../platform/refusal';
import { marketAsset } from '../../history/service/daily-states';
import { deleteAlert, findAlert, holdMemberAlerts, insertAlert, listAlerts, updateAlert } from '../data/alerts';
import type { AlertRow } from '../data/tables';
import { alertView, parseChannels } from './alert-view';
import { checkAlertChannels } from './channels';
import { spendAllowance } from './allowance';
import { inPlan, memberPlan, pausesOf, type MemberPlan } from './member-plan';

const pauseInputs = (rows: readonly AlertRow[]) => rows.map((r) => ({ id: r.id, asset_id: r.asset_id, enabled: Number(r.enabled) === 1, created_at: Number(r.created_at) }));

export async function alertList(ctx: AppContext, user: UsersTable): Promise<AlertList> {
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  const rows = await listAlerts(ctx.db.k, user.id);
  const pauses = pausesOf(pauseInputs(rows), plan);
  const alerts = rows.map((row) => alertView(row, plan, pauses.get(row.id)));
  return { alerts, limits: plan.limits, used: rows.filter((r) => !pauses.has(r.id)).length, planTitle: plan.title };
}

/**
 * The fields of a valid input as columns; refuses bad fields, an asset outside the plan, or a limit reached. `db` is
 * the transaction that holds the member's alerts while it counts them and saves.
 */
async function checkedColumns(ctx: AppContext, db: Executor, user: UsersTable, plan: MemberPlan, input: AlertInput, existing: AlertRow | null) {
  const error = alertInputError(input);
  if (error) throw new Refusal('invalid', error);
  if (input.assetId !== ALERT_WATCHLIST_TARGET) {
    if (!marketAsset(input.assetId)) throw new Refusal('invalid', ALERT_MESSAGES.assetUnknown);
    if (!plan.opens(input.assetId)) throw new Refusal('forbidden', ALERT_MESSAGES.assetNotInPlan);
  }
  const enabled = input.enabled ?? (existing ? Number(existing.enabled) === 1 : true);
  const others = (await listAlerts(db, user.id)).filter((r) => r.id !== existing?.id);
  const activeOthers = others.filter((r) => Number(r.enabled) === 1 && inPlan(plan, r.asset_id)).length;
  const wasActive = existing !== null && Number(existing.enabled) === 1;
  const limit = alertLimitError(plan.limits, plan.title, input.channels, activeOthers, enabled && !wasActive, existing ? null : others.length);
  if (limit) throw new Refusal('forbidden', limit);
  await checkAlertChannels(ctx, db, user, input.channels, existing ? parseChannels(existing.channels) : []);
  const param = ALERT_KIND_PARAM[input.kind];
  return {
    asset_id: input.assetId,
    kind: input.kind,
    level: param === 'level' ? (input.level as number) : null,
    z: param === 'z' ? (input.z as number) : null,
    params: param === 'params' ? JSON.stringify(conditionParamsOf(input.kind, input.params)) : null,
    channels: JSON.stringify(input.channels),
    cooldown_days: input.cooldownDays ?? existing?.cooldown_days ?? ALERT_DEFAULT_COOLDOWN_DAYS,
    enabled: enabled ? 1 : 0,
  };
}

async function viewOf(ctx: AppContext, user: UsersTable, plan: MemberPlan, id: string): Promise<Alert> {
  const rows = await listAlerts(ctx.db.k, user.id);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Refusal('not-found', ALERT_MESSAGES.notFound);
  return alertView(row, plan, pausesOf(pauseInputs(rows), plan).get(id));
}

export async function createAlert(ctx: AppContext, user: UsersTable, input: AlertInput): Promise<Alert> {
  await spendAllowance(ctx, 'alert-change', user.id, ctx.config.rateLimits.alertChangesPerUser, ALERT_MESSAGES.tooManyChanges);
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  const id = newId();
  await ctx.db.k.transaction().execute(async (trx) => {
    // Two creations at once are counted one after the other, so neither can pass the plan's limits.
    await holdMemberAlerts(trx, user.id);
    const columns = await checkedColumns(ctx, trx, user, plan, input, null);
    const at = ctx.now();
    await insertAlert(trx, {
      id,
      user_id: user.id,
      ...columns,
      paused_reason: null,
      created_at: at,
      updated_at: at,
      last_fired_day: null,
      last_fired_at: null,
      firing_count: 0,
    });
  });
  return viewOf(ctx, user, plan, id);
}

export async function changeAlert(ctx: AppContext, user: UsersTable, id: string, input: AlertInput): Promise<Alert> {
  await spendAllowance(ctx, 'alert-change', user.id, ctx.config.rateLimits.alertChangesPerUser, ALERT_MESSAGES.tooManyChanges);
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  await ctx.db.k.transaction().execute(async (trx) => {
    await holdMemberAlerts(trx, user.id);
    const existing = await findAlert(trx, user.id, id);
    if (!existing) throw new Refusal('not-found', ALERT_MESSAGES.notFound);
    const columns = await checkedColumns(ctx, trx, user, plan, input, existing);
    await updateAlert(trx, user.id, id, { ...columns, updated_at: ctx.now() });
  });
  return viewOf(ctx, user, plan, id);
}

export async function removeAlert(ctx: AppContext, user: UsersTable, id: string): Promise<void> {
  if (!(await deleteAlert(ctx.db.k, user.id, id))) throw new Refusal('not-found', ALERT_MESSAGES.notFound);
}

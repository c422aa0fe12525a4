// "This alert would have fired N times in the last year": the evaluation's own rule replayed over the stored days,
// cooldown included, before the member saves it.
import {
  ALERT_DEFAULT_COOLDOWN_DAYS,
  ALERT_MESSAGES,
  ALERT_PREVIEW_DAYS,
  ALERT_RSI_PERIOD,
  alertInputError,
  previewSummary,
  type AlertInput,
  type AlertPreview,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { lastStoredDay, marketAsset, readDailyStates } from '../../history/service/daily-states';
import { assetTitle } from './alert-view';
import { spendAllowance } from './allowance';
import { cooledDown, crossingMessage, crossingOf } from './crossing';
import { memberPlan } from './member-plan';

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function previewAlert(ctx: AppContext, user: UsersTable, input: AlertInput): Promise<AlertPreview> {
  await spendAllowance(ctx, 'alert-preview', user.id, ctx.config.rateLimits.alertPreviewsPerUser, ALERT_MESSAGES.tooManyPreviews);
  // The channels do not change what would have fired: a preview needs only the rule.
  const error = alertInputError({ ...input, channels: input.channels?.length ? input.channels : ['in-app'] });
  if (error) throw new Refusal('invalid', error);
  if (!marketAsset(input.assetId)) throw new Refusal('invalid', ALERT_MESSAGES.assetUnknown);
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  if (!plan.assets.has(input.assetId)) throw new Refusal('forbidden', ALERT_MESSAGES.assetNotInPlan);
  const last = await lastStoredDay(ctx.db, input.assetId);
  if (!last) return { summary: previewSummary(0), count: 0, firings: [], from: null, to: null };
  // One day more than the year, so the year's first day has a day before it.
  const days = await readDailyStates(ctx.db, input.assetId, shift(last, -ALERT_PREVIEW_DAYS), last, ALERT_RSI_PERIOD);
  const rule = { kind: input.kind, level: input.level ?? null, z: input.z ?? null };
  const cooldown = input.cooldownDays ?? ALERT_DEFAULT_COOLDOWN_DAYS;
  const title = assetTitle(input.assetId);
  const firings: AlertPreview['firings'] = [];
  let lastFired: string | null = null;
  for (let i = 1; i < days.length; i++) {
    const crossing = crossingOf(rule, days[i - 1], days[i]);
    if (!crossing || !cooledDown(lastFired, days[i].date, cooldown)) continue;
    lastFired = days[i].date;
    firings.push({ date: days[i].date, crossing, message: crossingMessage(title, days[i].date, crossing) });
  }
  return { summary: previewSummary(firings.length), count: firings.length, firings, from: days[1]?.date ?? null, to: last };
}

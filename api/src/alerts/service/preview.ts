// "This alert would have fired N times in the last year": the evaluation's own rule replayed over the stored days,
// cooldown included, before the member saves it (on each asset of the watchlist for an alert on the watchlist); a
// fixed price level, which the ticks judge within minutes, on the stored hours (preview-hours.ts).
import {
  ALERT_DEFAULT_COOLDOWN_DAYS,
  ALERT_MESSAGES,
  ALERT_MOOD_CHANGE_MAX_DAYS,
  ALERT_PREVIEW_DAYS,
  ALERT_RSI_PERIOD,
  ALERT_WATCHLIST_TARGET,
  CONDITION_MESSAGES,
  alertInputError,
  conditionParamsOf,
  previewSummary,
  type AlertInput,
  type AlertPreview,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { lastStoredDay, marketAsset, readDailyStates } from '../../history/service/daily-states';
import { readWatchlist } from '../data/watchlist';
import { assetTitle } from './alert-view';
import { spendAllowance } from './allowance';
import { cooledDown, crossingMessage, crossingOf } from './crossing';
import { memberPlan } from './member-plan';
import { isoDay, shiftDay } from '../../platform/days';
import { replayOnHours } from './preview-hours';
import { previewHourSurges } from './hour-surge';


const HOUR = 3_600_000;

type Replay = { firings: AlertPreview['firings']; from: string | null; to: string | null };

/** The rule replayed over one asset's stored year, cooldown included. */
async function replay(ctx: AppContext, assetId: string, input: AlertInput): Promise<Replay> {
  const params = conditionParamsOf(input.kind, input.params);
  if (input.kind === 'headline-surge' && params?.period === 'hour' && typeof params.factor === 'number') {
    // An hour's surge is replayed on the year's closed hours up to the last one (hour-surge.ts).
    const to = Math.floor(ctx.now() / HOUR) * HOUR;
    const from = to - ALERT_PREVIEW_DAYS * 24 * HOUR;
    const firings = await previewHourSurges(ctx.db, assetId, params.factor, input.cooldownDays ?? ALERT_DEFAULT_COOLDOWN_DAYS, from, to);
    return { firings, from: isoDay(from), to: isoDay(to - 1) };
  }
  const last = await lastStoredDay(ctx.db, assetId);
  if (!last) return { firings: [], from: null, to: null };
  // One day more than the year, so the year's first day has a day before it; a change over days looks further back.
  const days = await readDailyStates(ctx.db, assetId, shiftDay(last, -ALERT_PREVIEW_DAYS - ALERT_MOOD_CHANGE_MAX_DAYS), last, ALERT_RSI_PERIOD);
  const first = Math.max(1, days.findIndex((d) => d.date >= shiftDay(last, -ALERT_PREVIEW_DAYS + 1)));
  const rule = { kind: input.kind, level: input.level ?? null, z: input.z ?? null, params: conditionParamsOf(input.kind, input.params) };
  const cooldown = input.cooldownDays ?? ALERT_DEFAULT_COOLDOWN_DAYS;
  const title = assetTitle(assetId);
  const from = days[first]?.date ?? null;
  if ((rule.kind === 'price-above' || rule.kind === 'price-below') && rule.level !== null && days.length > first) {
    // A fixed level is what the ticks judge: replayed on the stored hours, where there are some.
    const hourly = await replayOnHours(ctx.db, assetId, title, days, first, { above: rule.kind === 'price-above', level: rule.level, cooldown });
    if (hourly) return { firings: hourly, from, to: last };
  }
  const firings: AlertPreview['firings'] = [];
  let lastFired: string | null = null;
  for (let i = first; i < days.length; i++) {
    const crossing = crossingOf(rule, days, i);
    if (!crossing || !cooledDown(lastFired, days[i].date, cooldown)) continue;
    lastFired = days[i].date;
    firings.push({ date: days[i].date, at: null, assetId, crossing, message: crossingMessage(title, days[i].date, crossing) });
  }
  return { firings, from, to: last };
}

export async function previewAlert(ctx: AppContext, user: UsersTable, input: AlertInput): Promise<AlertPreview> {
  await spendAllowance(ctx, 'alert-preview', user.id, ctx.config.rateLimits.alertPreviewsPerUser, ALERT_MESSAGES.tooManyPreviews);
  // The channels do not change what would have fired: a preview needs only the rule.
  const error = alertInputError({ ...input, channels: input.channels?.length ? input.channels : ['in-app'] });
  if (error) throw new Refusal('invalid', error);
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  let assets = [input.assetId];
  if (input.assetId === ALERT_WATCHLIST_TARGET) {
    // The watchlist as it stands now: the assets the plan opens, each replayed on its own.
    assets = (await readWatchlist(ctx.db.k, user.id)).filter((id) => plan.opens(id));
    if (assets.length === 0) throw new Refusal('invalid', CONDITION_MESSAGES.watchlistEmpty);
  } else {
    if (!marketAsset(input.assetId)) throw new Refusal('invalid', ALERT_MESSAGES.assetUnknown);
    if (!plan.opens(input.assetId)) throw new Refusal('forbidden', ALERT_MESSAGES.assetNotInPlan);
  }
  const replays = await Promise.all(assets.map((assetId) => replay(ctx, assetId, input)));
  const firings = replays.flatMap((r) => r.firings).sort((a, b) => (a.date === b.date ? (a.assetId < b.assetId ? -1 : 1) : a.date < b.date ? -1 : 1));
  const bound = (values: Array<string | null>, pick: (a: string, b: string) => string) => values.reduce<string | null>((acc, v) => (v === null ? acc : acc === null ? v : pick(acc, v)), null);
  return {
    summary: previewSummary(firings.length),
    count: firings.length,
    firings,
    from: bound(replays.map((r) => r.from), (a, b) => (a < b ? a : b)),
    to: bound(replays.map((r) => r.to), (a, b) => (a > b ? a : b)),
  };
}

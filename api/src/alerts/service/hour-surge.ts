// Headline surges counted per hour (docs/alerts.md, "Alerts on closed hours"): on every hourly run, each switched-on
// `headline-surge` alert with `period: 'hour'` is checked on the hours that closed lately, on its asset or on each
// asset of its owner's watchlist: an hour's headlines above `factor` times the hourly mean of the 30 days before it,
// having not been the hour before, once per crossing and after the alert's cooldown in days. The preview replays the
// same rule over the stored year's hours.
import { ALERT_SURGE_MEAN_PERIODS, ALERT_WATCHLIST_TARGET, alertWhen, type AlertCrossing, type AlertPreview } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import { newId } from '../../platform/ids';
import { isoDay } from '../../platform/days';
import { assetHeadlineTimes } from '../../news/service/stored-headlines';
import { hourSurgeAlerts } from '../data/alerts';
import { lastFiredPerAsset } from '../data/firings';
import { watchlistsOf } from '../data/watchlist';
import { assetTitle, parseParams, ruleOf } from './alert-view';
import { cooledDown, crossingMessage } from './crossing';
import { storeFound, type EvaluationDeps, type EvaluationResult, type Found } from './store-firings';

const HOUR = 3_600_000;
const MEAN_HOURS = ALERT_SURGE_MEAN_PERIODS * 24;
/** Closed hours each run looks at: the last one, and two more should a run have been missed. */
const RECENT_HOURS = 3;

export type HourSurge = { hour: number; crossing: AlertCrossing };

/** The hours from `from` to `to` (exclusive) in which an asset's headlines surged past `factor` times their mean. */
export async function hourSurges(db: Db, assetId: string, factor: number, from: number, to: number): Promise<HourSurge[]> {
  const start = from - (MEAN_HOURS + 1) * HOUR;
  const counts = new Array<number>(Math.max(0, Math.round((to - start) / HOUR))).fill(0);
  for (const { at } of await assetHeadlineTimes(db.k, assetId, start, to)) counts[Math.floor((at - start) / HOUR)] += 1;
  // prefix[i]: the headlines of the hours before hour i.
  const prefix = [0];
  for (const n of counts) prefix.push(prefix[prefix.length - 1] + n);
  const mean = (i: number) => (prefix[i] - prefix[i - MEAN_HOURS]) / MEAN_HOURS;
  const surged = (i: number) => mean(i) > 0 && counts[i] > factor * mean(i);
  const out: HourSurge[] = [];
  for (let i = MEAN_HOURS + 1; i < counts.length; i++) {
    if (!surged(i) || surged(i - 1)) continue;
    const base = mean(i);
    out.push({ hour: start + i * HOUR, crossing: { measure: 'headline-count', from: counts[i - 1], to: counts[i], threshold: factor * base, window: ALERT_SURGE_MEAN_PERIODS, base, period: 'hour' } });
  }
  return out;
}

/** The sentence and the day of a surge (its hour closes at `hour` plus one). */
function describe(assetId: string, surge: HourSurge): { day: string; at: number; message: string } {
  const at = surge.hour + HOUR;
  const day = isoDay(surge.hour);
  return { day, at, message: crossingMessage(assetTitle(assetId), alertWhen(day, at), surge.crossing) };
}

/** The hourly run's check of every hour surge alert on the hours closed lately; stores and queues what fires. */
export async function evaluateHourSurges(deps: EvaluationDeps): Promise<EvaluationResult> {
  const alerts = await hourSurgeAlerts(deps.db.k);
  const result: EvaluationResult = { assets: 0, alerts: alerts.length, fired: 0, deliveries: 0 };
  if (alerts.length === 0) return result;
  const at = deps.now();
  const to = Math.floor(at / HOUR) * HOUR;
  const onLists = alerts.filter((a) => a.asset_id === ALERT_WATCHLIST_TARGET);
  const lists = await watchlistsOf(deps.db.k, [...new Set(onLists.map((a) => a.user_id))]);
  const lastFired = await lastFiredPerAsset(deps.db.k, onLists.map((a) => a.id));
  const surges = new Map<string, HourSurge[]>();
  const found: Found[] = [];
  for (const alert of alerts) {
    const factor = parseParams(alert.params)?.factor;
    if (typeof factor !== 'number') continue;
    const targets = alert.asset_id === ALERT_WATCHLIST_TARGET ? lists.get(alert.user_id) ?? [] : [alert.asset_id];
    for (const assetId of targets) {
      const key = `${assetId}|${factor}`;
      if (!surges.has(key)) surges.set(key, await hourSurges(deps.db, assetId, factor, to - RECENT_HOURS * HOUR, to));
      let last = alert.asset_id === ALERT_WATCHLIST_TARGET ? lastFired.get(`${alert.id}|${assetId}`) ?? null : alert.last_fired_day;
      for (const surge of surges.get(key) ?? []) {
        const { day, at: crossedAt, message } = describe(assetId, surge);
        if (!cooledDown(last, day, Number(alert.cooldown_days))) continue;
        last = day;
        found.push({ alert, firing: { id: newId(), alert_id: alert.id, user_id: alert.user_id, asset_id: assetId, kind: alert.kind, day, fired_at: at, rule: ruleOf(alert), crossing: JSON.stringify(surge.crossing), message, channels: '[]', crossed_at: crossedAt } });
      }
    }
  }
  result.assets = new Set([...surges.keys()].map((k) => k.split('|')[0])).size;
  await storeFound(deps, found, new Map(), new Set(), at, result);
  return result;
}

/** The preview of an hour surge: the stored year's closed hours replayed, cooldown included. */
export async function previewHourSurges(db: Db, assetId: string, factor: number, cooldown: number, from: number, to: number): Promise<AlertPreview['firings']> {
  const firings: AlertPreview['firings'] = [];
  let last: string | null = null;
  for (const surge of await hourSurges(db, assetId, factor, from, to)) {
    const { day, at, message } = describe(assetId, surge);
    if (!cooledDown(last, day, cooldown)) continue;
    last = day;
    firings.push({ date: day, at: new Date(at).toISOString(), assetId, crossing: surge.crossing, message });
  }
  return firings;
}

// The preview of a fixed price level ("would have fired N times in the last year") on the stored hours: each closed
// hour's close against the level, the stored days standing in before the first stored hour (hourly history reaches
// back 90 days for most assets), so a crossing within a day counts as the ticks would have seen it, once, with the
// cooldown in days, and each firing says the hour it closed.
import { alertWhen, type AlertPreview } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import { isoDay } from '../../platform/days';
import { readHourlyCandles } from '../../prices/service/stored-prices';
import type { DailyState } from '../../history/service/daily-states';
import { cooledDown, crossingMessage } from './crossing';

const HOUR = 3_600_000;

/** One close the replay looks at: a stored day's, or a closed hour's with the instant it closed. */
type Point = { date: string; at: number | null; close: number };

/**
 * The firings of a price-above (`above`) or price-below rule at `level` over `days[first..]` and the stored hours in
 * that span; null when the asset has no stored hour there (the days alone are replayed then).
 */
export async function replayOnHours(db: Db, assetId: string, title: string, days: readonly DailyState[], first: number, rule: { above: boolean; level: number; cooldown: number }): Promise<AlertPreview['firings'] | null> {
  const start = Date.parse(`${days[first - 1].date}T00:00:00Z`);
  const hours = await readHourlyCandles(db.k, assetId, start, Date.parse(`${days[days.length - 1].date}T00:00:00Z`) + 24 * HOUR);
  if (hours.length === 0) return null;
  const firstHourDay = isoDay(hours[0].time);
  const points: Point[] = [
    ...days.slice(first - 1).filter((d) => d.date < firstHourDay).map((d) => ({ date: d.date, at: null, close: d.close })),
    ...hours.map((h) => ({ date: isoDay(h.time + HOUR - 1), at: h.time + HOUR, close: h.close })),
  ];
  const beyond = (close: number) => (rule.above ? close > rule.level : close < rule.level);
  const firings: AlertPreview['firings'] = [];
  let lastFired: string | null = null;
  for (let i = 1; i < points.length; i++) {
    const [before, now] = [points[i - 1], points[i]];
    if (beyond(before.close) || !beyond(now.close) || !cooledDown(lastFired, now.date, rule.cooldown)) continue;
    lastFired = now.date;
    const crossing = now.at === null
      ? { measure: 'close' as const, from: before.close, to: now.close, threshold: rule.level }
      : { measure: 'price' as const, from: before.close, to: now.close, threshold: rule.level };
    firings.push({ date: now.date, at: now.at === null ? null : new Date(now.at).toISOString(), assetId, crossing, message: crossingMessage(title, alertWhen(now.date, now.at), crossing) });
  }
  return firings;
}

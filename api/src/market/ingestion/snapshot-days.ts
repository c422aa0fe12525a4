// The stored day of an asset: its mood, signal and headline aggregates, computed once the day has closed from
// what was known up to that day (the headline statistics grow day by day, so a stored day never changes later).
import type { Candle } from '@sentiscope/shared/contract';
import { MIN_HISTORY_DAYS, type HeadlineSet } from '../analysis/headlines';
import { marketMood } from '../analysis/mood';
import { prepareHistory } from '../analysis/prepared';
import { signalAt } from '../analysis/signal';
import type { Asset } from '../service/catalogue';
import { periodsPerYear } from '../service/catalogue';
import { shiftDay } from '../service/days';
import type { SnapshotRow } from './data/tables';

/** The headline window behind a day's sentiment component: the week ending that day. */
export const SENTIMENT_WINDOW_DAYS = 7;
/** Crypto assets with fewer days of their own headlines are judged on the whole news flow. */
export const MIN_OWN_HEADLINE_DAYS = 30;

type Day = { count: number; sum: number };

/** Daily counts and sums of the headlines in the asset's scope: its own, or the market's for thinly covered crypto. */
function scopeDays(asset: Asset, headlines: HeadlineSet): Map<string, Day> {
  const own = new Map<string, Day>();
  const all = new Map<string, Day>();
  const add = (map: Map<string, Day>, date: string, score: number) => {
    const d = map.get(date) ?? { count: 0, sum: 0 };
    d.count++;
    d.sum += score;
    map.set(date, d);
  };
  for (const h of headlines.items) {
    add(all, h.date, h.score);
    if (h.assets?.includes(asset.id)) add(own, h.date, h.score);
  }
  return asset.kind === 'stock' || own.size >= MIN_OWN_HEADLINE_DAYS ? own : all;
}

const r = (x: number | null, digits: number) => (x === null || !Number.isFinite(x) ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/** Every closed day of `candles` from `fromDate` on, as stored rows. */
export function snapshotDays(asset: Asset, candles: readonly Candle[], headlines: HeadlineSet, fromDate: string | null): SnapshotRow[] {
  const p = prepareHistory(candles, periodsPerYear(asset.kind));
  const days = scopeDays(asset, headlines);
  const dayDates = [...days.keys()].sort();
  // Running mean and variance (Welford) of the daily mean scores up to each day.
  let n = 0;
  let mean = 0;
  let m2 = 0;
  let next = 0;
  const window: { date: string; mean: number }[] = [];
  const rows: SnapshotRow[] = [];
  for (let i = 0; i < p.dates.length; i++) {
    const date = p.dates[i];
    while (next < dayDates.length && dayDates[next] <= date) {
      const d = days.get(dayDates[next]) as Day;
      const m = d.sum / d.count;
      n++;
      const delta = m - mean;
      mean += delta / n;
      m2 += delta * (m - mean);
      window.push({ date: dayDates[next], mean: m });
      next++;
    }
    if (fromDate !== null && date < fromDate) continue;
    const since = shiftDay(date, -(SENTIMENT_WINDOW_DAYS - 1));
    while (window.length > 0 && window[0].date < since) window.shift();
    const sd = n >= MIN_HISTORY_DAYS ? Math.sqrt(m2 / (n - 1)) : 0;
    const zOf = (value: number) => (sd > 0 ? (value - mean) / sd : null);
    const weekZ = window.length > 0 ? zOf(window.reduce((a, w) => a + w.mean, 0) / window.length) : null;
    const today = days.get(date);
    const mood = marketMood(p, i, weekZ);
    const score = (key: string) => mood.components.find((c) => c.key === key)?.score ?? null;
    rows.push({
      asset_id: asset.id,
      date,
      close: p.closes[i],
      mood: mood.value,
      band: mood.band,
      momentum: score('momentum'),
      strength: score('strength'),
      trend: score('trend'),
      volatility: score('volatility'),
      sentiment: score('sentiment'),
      signal: signalAt(p, i, weekZ).direction,
      headline_count: today?.count ?? 0,
      headline_mean: today ? r(today.sum / today.count, 4) : null,
      headline_z: today ? r(zOf(today.sum / today.count), 3) : null,
    });
  }
  return rows;
}

// The stored day of an asset: its mood, signal and headline aggregates, computed once the day has closed from
// what was known up to that day (the headline statistics grow day by day, so a stored day never changes later).
// The analysis computes a day's mood and signal with the same functions, so both say the same (decision 150).
import type { Candle } from '@sentiscope/shared/contract';
import { daySentiment } from '../../analysis/day-sentiment';
import type { HeadlineSet } from '../../analysis/headlines';
import { marketMood } from '../../analysis/mood';
import { lookBack, prepareHistory } from '../../analysis/prepared';
import { signalAt } from '../../analysis/signal';
import type { Asset } from '../../catalogue/service/catalogue';
import { periodsPerYear } from '../../catalogue/service/catalogue';
import { shiftDay } from '../../platform/days';
import type { SnapshotRow } from '../data/tables';

const r = (x: number | null, digits: number) => (x === null || !Number.isFinite(x) ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/**
 * The first day of the candles the days after `lastStored` need (analysis/prepared.ts, `lookBack`), in calendar days
 * with a month to spare: a stock's year is about 252 candles, and holidays close a few more days.
 */
export function windowStart(asset: Pick<Asset, 'kind'>, lastStored: string): string {
  const perYear = periodsPerYear(asset.kind);
  return shiftDay(lastStored, -(Math.ceil((lookBack(perYear) * 365) / perYear) + 30));
}

/** Every closed day of `candles` from `fromDate` on, as stored rows. */
export function snapshotDays(asset: Asset, candles: readonly Candle[], headlines: HeadlineSet, fromDate: string | null): SnapshotRow[] {
  const p = prepareHistory(candles, periodsPerYear(asset.kind));
  const { days, weekZ, dayZ } = daySentiment(asset, headlines, p.dates);
  const rows: SnapshotRow[] = [];
  for (let i = 0; i < p.dates.length; i++) {
    const date = p.dates[i];
    if (fromDate !== null && date < fromDate) continue;
    const today = days.get(date);
    const mood = marketMood(p, i, weekZ[i]);
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
      signal: signalAt(p, i, weekZ[i]).direction,
      headline_count: today?.count ?? 0,
      headline_mean: today ? r(today.sum / today.count, 4) : null,
      headline_z: today ? r(dayZ[i], 3) : null,
    });
  }
  return rows;
}

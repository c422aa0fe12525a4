// The hourly sentiment of an asset (GET /v1/stock/history/{id}?interval=1h): per closed hour of a range, the stored
// headlines naming it, their mean score and z-score, and the stored hourly close (docs/analysis.md, "Hourly sentiment").
import type { StockHourlyHistory } from '@sentiscope/shared/contract';
import { HOUR_MS, hourlySentiment, TRAILING_HOURS } from '../../analysis/hourly-sentiment';
import type { Executor } from '../../platform/db';
import { assetHeadlineTimes } from '../../news/service/stored-headlines';
import { readHourlyCandles } from '../../prices/service/stored-prices';
import { candleRange } from './candles';

export type HourlyRange = { from: number; to: number };

/**
 * The hours a query asks for: the days of the range as the candles route reads them (7 days ending today by
 * default, at most 92), cut at the hour open now, which has not closed.
 */
export function hourlyRange(query: { startDate?: string; endDate?: string }, now: number): HourlyRange {
  const { from, to } = candleRange({ ...query, interval: '1h' }, now);
  const open = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { from, to: Math.max(from, Math.min(to, open)) };
}

/** The asset's closed hours of the range, as the answer's columns. */
export async function readHourlyHistory(db: Executor, assetId: string, { from, to }: HourlyRange): Promise<StockHourlyHistory> {
  const [headlines, candles] = await Promise.all([
    assetHeadlineTimes(db, assetId, from - TRAILING_HOURS * HOUR_MS, to),
    readHourlyCandles(db, assetId, from, to),
  ]);
  // A stock's hours open at half past, as its market does: each close goes to the UTC hour its candle opens in.
  const closes = new Map(candles.map((c) => [Math.floor(c.time / HOUR_MS) * HOUR_MS, c.close]));
  const rows = hourlySentiment(headlines, closes, from, to);
  return {
    id: assetId,
    interval: '1h',
    t: rows.map((r) => r.t / 1000),
    count: rows.map((r) => r.count),
    mean: rows.map((r) => r.mean),
    z: rows.map((r) => r.z),
    close: rows.map((r) => r.close),
  };
}

import type { Candle, HeadlineSource, PriceSource } from '@sentiscope/shared/contract';
import type { RawHeadline } from '../analysis/headlines';
import type { Asset } from './catalogue';

export type PriceProvider = {
  source: PriceSource;
  /**
   * The asset's whole daily history, sorted, one candle per date; null when this provider does not cover it.
   * The same array is returned until the data change, so per-history caches stay valid.
   */
  history(asset: Asset): Promise<readonly Candle[] | null>;
};

export type HeadlineProvider = {
  source: Exclude<HeadlineSource, 'none'>;
  /** All headlines known; the same array until they change. */
  headlines(): Promise<readonly RawHeadline[]>;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Validates and sorts candles: real dates, finite positive prices, low <= high; later duplicates win. */
export function cleanCandles(rows: readonly Candle[]): Candle[] {
  const byDate = new Map<string, Candle>();
  for (const c of rows) {
    const ok =
      DATE.test(c.date) &&
      [c.open, c.high, c.low, c.close].every((v) => Number.isFinite(v) && v > 0) &&
      Number.isFinite(c.volume) &&
      c.volume >= 0 &&
      c.low <= c.high;
    if (ok) byDate.set(c.date, c);
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

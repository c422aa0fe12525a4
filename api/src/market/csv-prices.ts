import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Candle } from '@sentiscope/shared/contract';
import type { Asset } from './catalogue';
import { csvRecords } from './csv';
import { cleanCandles, type PriceProvider } from './types';

export const CANDLE_COLUMNS = ['date', 'open', 'high', 'low', 'close', 'volume'] as const;

/** One CSV record as a candle, numbers as written (cleanCandles drops what is not a usable day). */
export const candleFromRecord = (r: Record<string, string>): Candle => ({
  date: r.date,
  open: Number(r.open),
  high: Number(r.high),
  low: Number(r.low),
  close: Number(r.close),
  volume: Number(r.volume),
});

/** How often a file read once is looked at again for changes (a stat runs on libuv's thread pool). */
export const FILE_RECHECK_MS = 1000;

/** One `date,open,high,low,close,volume` file per asset in `dir`, named like BTC-USD.csv or AAPL.csv. */
export function csvPriceProvider(dir: string, clock: () => number = Date.now): PriceProvider {
  const cache = new Map<string, { mtimeMs: number; checkedAt: number; candles: readonly Candle[] }>();
  return {
    source: 'csv',
    async history(asset: Asset) {
      const file = path.join(dir, `${asset.file}.csv`);
      // Every analysis asks for its asset's history: a file unchanged a moment ago is taken as is, so a busy
      // API does not queue a stat per request on the thread pool behind password hashes.
      const fresh = cache.get(file);
      if (fresh && clock() - fresh.checkedAt < FILE_RECHECK_MS) return fresh.candles;
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(file)).mtimeMs;
      } catch {
        return null;
      }
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) {
        hit.checkedAt = clock();
        return hit.candles;
      }
      const records = csvRecords(await readFile(file, 'utf8'), CANDLE_COLUMNS);
      const candles = cleanCandles(records.map(candleFromRecord));
      cache.set(file, { mtimeMs, checkedAt: clock(), candles });
      return candles;
    },
  };
}

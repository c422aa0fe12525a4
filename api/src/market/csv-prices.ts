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

/** One `date,open,high,low,close,volume` file per asset in `dir`, named like BTC-USD.csv or AAPL.csv. */
export function csvPriceProvider(dir: string): PriceProvider {
  const cache = new Map<string, { mtimeMs: number; candles: readonly Candle[] }>();
  return {
    source: 'csv',
    async history(asset: Asset) {
      const file = path.join(dir, `${asset.file}.csv`);
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(file)).mtimeMs;
      } catch {
        return null;
      }
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.candles;
      const records = csvRecords(await readFile(file, 'utf8'), CANDLE_COLUMNS);
      const candles = cleanCandles(records.map(candleFromRecord));
      cache.set(file, { mtimeMs, candles });
      return candles;
    },
  };
}

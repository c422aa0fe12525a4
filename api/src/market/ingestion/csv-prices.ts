import path from 'node:path';
import type { Candle } from '@sentiscope/shared/contract';
import type { Asset } from '../service/catalogue';
import { csvRecords } from './csv';
import { cleanCandles, type PriceProvider } from '../service/types';
import { isMissingFile, watchedFiles } from './watched-file';

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

/** One `date,open,high,low,close,volume` file per asset in `dir`, named like BTC-USD.csv or AAPL.csv; no file, no history. */
export function csvPriceProvider(dir: string, clock: () => number = Date.now): PriceProvider {
  const read = watchedFiles((text) => cleanCandles(csvRecords(text, CANDLE_COLUMNS).map(candleFromRecord)), clock);
  return {
    source: 'csv',
    async history(asset: Asset) {
      try {
        return await read(path.join(dir, `${asset.file}.csv`));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
  };
}

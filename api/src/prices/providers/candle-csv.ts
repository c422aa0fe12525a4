import type { Candle } from '@sentiscope/shared/contract';
import { csvRecords } from '../../platform/csv';
import { SourceError } from '../sources/source-error';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `Date,Open,High,Low,Close,Volume` text (a Stooq answer or a bundled file) as candles: rows with a bad date,
 * non-positive prices or low > high are malformed; days after `lastDay` are left for later, days at or before
 * `after` are already stored.
 */
export function parseCandleCsv(text: string, options: { after: string | null; lastDay: string }): { candles: Candle[]; rows: number; malformed: number } {
  let records: Record<string, string>[];
  try {
    records = csvRecords(text, ['date', 'open', 'high', 'low', 'close']);
  } catch (error) {
    throw new SourceError(`malformed CSV (${error instanceof Error ? error.message : String(error)})`);
  }
  const candles: Candle[] = [];
  let malformed = 0;
  for (const r of records) {
    const c = { date: r.date, open: Number(r.open), high: Number(r.high), low: Number(r.low), close: Number(r.close), volume: r.volume === undefined || r.volume === '' ? 0 : Number(r.volume) };
    const ok =
      DATE.test(c.date) &&
      Number.isFinite(Date.parse(`${c.date}T00:00:00Z`)) &&
      [c.open, c.high, c.low, c.close].every((v) => Number.isFinite(v) && v > 0) &&
      Number.isFinite(c.volume) &&
      c.volume >= 0 &&
      c.low <= c.high;
    if (!ok) malformed++;
    else if (c.date > options.lastDay || (options.after !== null && c.date <= options.after)) continue;
    else candles.push(c);
  }
  return { candles, rows: records.length, malformed };
}

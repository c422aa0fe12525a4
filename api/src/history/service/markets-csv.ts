import { stringify } from 'csv-stringify/sync';
import { MARKETS_CSV_COLUMNS, type MarketRow } from '@sentiscope/shared/contract';

/** One line per row, cells in MARKETS_CSV_COLUMNS' order; numbers stay numbers, an empty cell for none. */
const cells = (r: MarketRow) => [
  r.symbol,
  r.name,
  r.kind,
  r.price,
  r.change1d,
  r.change7d,
  r.change30d,
  r.mood,
  r.moodChange7d,
  r.signal,
  r.headlines24h,
  r.lastDay,
  r.freshness.live ? 'yes' : 'no',
];

/**
 * The screener's rows as CSV with a header line. A text cell a spreadsheet would read as a formula (starting with
 * =, +, -, @, a tab or a carriage return) is written with a leading quote; a negative number stays a number.
 */
export const marketsCsv = (rows: readonly MarketRow[]): string => stringify([[...MARKETS_CSV_COLUMNS], ...rows.map(cells)], { escape_formulas: true });

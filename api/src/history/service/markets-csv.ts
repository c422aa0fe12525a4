import { MARKETS_CSV_COLUMNS, type MarketRow } from '@sentiscope/shared/contract';

/** Characters that make a spreadsheet read a text cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell (RFC 4180): a text a spreadsheet would run as a formula gets a leading quote, and a cell holding a comma,
 * a double quote or a line break is quoted with its quotes doubled. A number, negative ones included, stays a number.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line per row, cells in MARKETS_CSV_COLUMNS' order; an empty cell for none. */
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

/** The screener's rows as CSV with a header line, lines ended by CRLF (RFC 4180). */
export const marketsCsv = (rows: readonly MarketRow[]): string =>
  [[...MARKETS_CSV_COLUMNS], ...rows.map(cells)].map((line) => line.map(cell).join(',') + '\r\n').join('');

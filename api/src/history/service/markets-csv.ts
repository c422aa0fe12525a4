import { MARKETS_CSV_COLUMNS, type MarketRow } from '@sentiscope/shared/contract';
import { csvCell, csvLines } from './csv';

/** One line per row, cells in MARKETS_CSV_COLUMNS' order; an empty cell for none. */
const cells = (r: MarketRow) =>
  [
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
  ].map((value) => csvCell(value));

/** The screener's rows as CSV with a header line, lines ended by CRLF (RFC 4180). */
export const marketsCsv = (rows: readonly MarketRow[]): string => csvLines(MARKETS_CSV_COLUMNS, rows.map(cells), 'crlf');

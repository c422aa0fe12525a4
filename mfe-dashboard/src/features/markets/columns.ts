import type { MarketSort } from '@sentiscope/shared/contract';

/** The table's columns after the asset, in order; numeric ones sort high to low first. */
export const COLUMNS: ReadonlyArray<{ sort: MarketSort; label: string; numeric: boolean }> = [
  { sort: 'price', label: 'Price', numeric: true },
  { sort: 'change1d', label: '1 d', numeric: true },
  { sort: 'change7d', label: '7 d', numeric: true },
  { sort: 'change30d', label: '30 d', numeric: true },
  { sort: 'mood', label: 'Mood', numeric: true },
  { sort: 'moodChange7d', label: 'Mood 7 d', numeric: true },
  { sort: 'signal', label: 'Signal', numeric: false },
  { sort: 'headlines24h', label: 'Headlines 24 h', numeric: true },
  { sort: 'freshness', label: 'Data', numeric: false },
];

/** Rows per page of the table. */
export const PAGE_ROWS = 50;
/** How many assets Compare takes at most (and at least two). */
export const MAX_COMPARED = 4;

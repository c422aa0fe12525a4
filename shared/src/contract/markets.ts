// The markets screener (GET /v1/markets and /v1/markets.csv, the page /markets): one row per asset the member's plan
// opens, computed from the stored daily snapshots (docs/markets.md).
import type { SignalDirection } from './analysis';
import type { AssetKind } from './entities';
import type { DataFreshness } from './ingestion';

/** The kinds the screener filters by. */
export const MARKET_KINDS = ['crypto', 'stock'] as const satisfies readonly AssetKind[];

/** The columns the screener sorts by, in the order the page shows them. */
export const MARKET_SORTS = [
  'symbol',
  'name',
  'kind',
  'price',
  'change1d',
  'change7d',
  'change30d',
  'mood',
  'moodChange7d',
  'signal',
  'headlines24h',
  'freshness',
] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** Rows per page: the default and the most one request may ask for. */
export const MARKETS_PAGE = 50;
export const MARKETS_MAX_PAGE = 200;
/** Longest text filter accepted. */
export const MARKETS_QUERY_MAX = 64;

export type MarketRow = {
  id: string;
  symbol: string;
  name: string;
  kind: AssetKind;
  /** Close of the last stored day; null while nothing is stored for the asset. */
  price: number | null;
  /** Fractions against the close 1, 7 and 30 calendar days before the last stored day (the latest close on or before it). */
  change1d: number | null;
  change7d: number | null;
  change30d: number | null;
  /** The last stored day's mood (0-100), and its difference from the mood 7 days before. */
  mood: number | null;
  moodChange7d: number | null;
  signal: SignalDirection | null;
  /** Headlines linked to the asset on its last stored day (the 24 hours of that day). */
  headlines24h: number;
  /** Last stored day, YYYY-MM-DD. */
  lastDay: string | null;
  freshness: DataFreshness;
};

export type MarketsPage = { total: number; offset: number; limit: number; sort: MarketSort; dir: SortDirection; rows: MarketRow[] };

export type MarketsQuery = { sort?: MarketSort; dir?: SortDirection; kind?: AssetKind; q?: string; limit?: number; offset?: number };

/** The CSV's header, one cell per column, in the order of the rows' cells. */
export const MARKETS_CSV_COLUMNS = [
  'Symbol',
  'Name',
  'Kind',
  'Price',
  'Change 1d',
  'Change 7d',
  'Change 30d',
  'Mood',
  'Mood change 7d',
  'Signal',
  'Headlines 24h',
  'Last day',
  'Live',
] as const;

/** What the screener's answers and refusals say (the page shows the refusals as they are). */
export const MARKETS_MESSAGES = {
  listed: 'Markets',
  limit: `limit must be a whole number from 1 to ${MARKETS_MAX_PAGE}.`,
  offset: 'offset must be a whole number of 0 or more.',
} as const;

import type { Kysely } from 'kysely';
import type { Executor } from '../../platform/db';

export const CANDLES = 'market_daily_candles';
export const HEADLINES = 'market_headlines';
export const SOURCES = 'market_sources';
export const SNAPSHOTS = 'market_daily_snapshots';
export const DATA_STATE = 'market_data_state';

/** One stored daily candle; `source` is the provider that wrote it (a live source overwrites a bundled file's day). */
export type CandleRow = {
  asset_id: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  fetched_at: number;
  source: string;
};

/** One stored headline, scored once by the model version it names. */
export type HeadlineRow = {
  id: string;
  /** The item's link or guid, normalised; null when the feed gave neither. */
  link_key: string | null;
  /** The publication day and the title in lower case, letters and digits only: the same story from two feeds. */
  title_key: string;
  source: string;
  published_at: number;
  day: string;
  title: string;
  link: string | null;
  /** Space-separated asset ids the headline names (' btc eth '); empty = market-wide. */
  assets: string;
  score: number;
  label: string;
  /** JSON of the model's largest terms. */
  terms: string;
  model_version: string;
  stored_at: number;
  /** The headline generation of the transaction that added it (readers read only generations they lack). */
  generation: number;
};

/** What each source did last (data-health). */
export type SourceRow = {
  source: string;
  kind: string;
  last_success_at: number | null;
  last_error_at: number | null;
  last_error: string | null;
  latest_item_date: string | null;
  items_stored: number;
  /** A bundled file's size and modification time when it was last imported. */
  fingerprint: string | null;
  /** A feed's ETag and Last-Modified of its last full answer, sent back as If-None-Match and If-Modified-Since. */
  etag: string | null;
  last_modified: string | null;
};

/** One asset's stored day: mood, signal and headline aggregates (GET /v1/stock/history). */
export type SnapshotRow = {
  asset_id: string;
  date: string;
  close: number;
  mood: number | null;
  band: string | null;
  momentum: number | null;
  strength: number | null;
  trend: number | null;
  volatility: number | null;
  sentiment: number | null;
  signal: string;
  headline_count: number;
  headline_mean: number | null;
  headline_z: number | null;
};

/** Key/value state of the stored market data: its version (bumped by every write) and the model version scored with. */
export type DataStateRow = { key: string; value: string };

export type IngestionTables = {
  [CANDLES]: CandleRow;
  [HEADLINES]: HeadlineRow;
  [SOURCES]: SourceRow;
  [SNAPSHOTS]: SnapshotRow;
  [DATA_STATE]: DataStateRow;
};

export type IngestionDb = Kysely<IngestionTables>;

/** The ingestion tables live beside the core schema; only market code reads or writes them. */
export const ingestionDb = (db: Executor | Kysely<any>): IngestionDb => db as unknown as IngestionDb; // eslint-disable-line @typescript-eslint/no-explicit-any

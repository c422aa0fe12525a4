import type { Kysely } from 'kysely';
import type { Candle } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';

export const CANDLES = 'market_daily_candles';
export const SOURCES = 'market_sources';
export const DATA_STATE = 'market_data_state';
export const HOURLY_CANDLES = 'market_hourly_candles';

/** One stored daily candle; `source` is the provider that wrote it (a live source overwrites a bundled file's day). */
export type CandleRow = Candle & {
  asset_id: string;
  fetched_at: number;
  source: string;
};

/** One stored closed hour: `time` is its opening instant (epoch ms; a stock's hour may open at half past). */
export type HourlyCandleRow = {
  asset_id: string;
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  fetched_at: number;
  source: string;
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

/** Key/value state of the stored market data: its version (bumped by every write) and the model version scored with. */
export type DataStateRow = { key: string; value: string };

export type PriceTables = {
  [CANDLES]: CandleRow;
  [SOURCES]: SourceRow;
  [DATA_STATE]: DataStateRow;
  [HOURLY_CANDLES]: HourlyCandleRow;
};

export type PriceDb = Kysely<PriceTables>;

/** The price tables (candles, the sources' state, the stored data's state) live beside the core schema; prices/data reads and writes them. */
export const priceDb = (db: Executor | Kysely<any>): PriceDb => db as unknown as PriceDb; // eslint-disable-line @typescript-eslint/no-explicit-any

import type { Kysely } from 'kysely';
import type { Executor } from '../../platform/db';

export const SNAPSHOTS = 'market_daily_snapshots';

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

export type HistoryTables = { [SNAPSHOTS]: SnapshotRow };

export type HistoryDb = Kysely<HistoryTables>;

/** The daily snapshots live beside the core schema; history/data reads and writes them. */
export const historyDb = (db: Executor | Kysely<any>): HistoryDb => db as unknown as HistoryDb; // eslint-disable-line @typescript-eslint/no-explicit-any

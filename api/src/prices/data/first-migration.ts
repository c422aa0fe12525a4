import type { Kysely } from 'kysely';
import { INGESTION_MIGRATIONS } from './migrations';
import { CANDLES } from './tables';

/** Appended to the API's migration list (versions 100+ belong to market data). */
export const MARKET_MIGRATIONS = [
  {
    version: 100,
    // First the live source's cache; the ingestion migrations below made it the one store of daily candles.
    name: 'daily candle cache for the live market source',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(CANDLES)
        .addColumn('asset_id', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('open', 'double precision', (c) => c.notNull())
        .addColumn('high', 'double precision', (c) => c.notNull())
        .addColumn('low', 'double precision', (c) => c.notNull())
        .addColumn('close', 'double precision', (c) => c.notNull())
        .addColumn('volume', 'double precision', (c) => c.notNull())
        .addColumn('fetched_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('market_daily_candles_pk', ['asset_id', 'date'])
        .execute();
    },
  },
  ...INGESTION_MIGRATIONS,
];

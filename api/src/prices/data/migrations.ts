import type { CreateTableBuilder, Kysely } from 'kysely';
import { CANDLES, DATA_STATE, HOURLY_CANDLES, SOURCES } from './tables';
import { TICKS } from './ticks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A candle's prices, the same columns in the daily and the hourly table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const priceColumns = (table: CreateTableBuilder<string, any>) =>
  table
    .addColumn('open', 'double precision', (c) => c.notNull())
    .addColumn('high', 'double precision', (c) => c.notNull())
    .addColumn('low', 'double precision', (c) => c.notNull())
    .addColumn('close', 'double precision', (c) => c.notNull())
    .addColumn('volume', 'double precision', (c) => c.notNull())
    .addColumn('fetched_at', 'bigint', (c) => c.notNull());

/** Stored candles, what each source did last, and the stored data's state (market data versions 100-109 are shared by
 * prices, news and history; the hourly series takes 120-129, the latest ticks 140-149; the API's runner applies every domain's migrations in
 * version order). */
export const PRICE_MIGRATIONS = [
  {
    version: 100,
    // First the live source's cache; the ingestion migrations below made it the one store of daily candles.
    name: 'daily candle cache for the live market source',
    async up(db: AnyDb) {
      await priceColumns(db.schema.createTable(CANDLES).addColumn('asset_id', 'text', (c) => c.notNull()).addColumn('date', 'text', (c) => c.notNull()))
        .addPrimaryKeyConstraint('market_daily_candles_pk', ['asset_id', 'date'])
        .execute();
    },
  },
  {
    version: 101,
    name: 'stored candles name their source',
    async up(db: AnyDb) {
      await db.schema.alterTable(CANDLES).addColumn('source', 'text', (c) => c.notNull().defaultTo('live')).execute();
    },
  },
  {
    version: 103,
    name: 'source health and data state',
    async up(db: AnyDb) {
      await db.schema
        .createTable(SOURCES)
        .addColumn('source', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('last_success_at', 'bigint')
        .addColumn('last_error_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('latest_item_date', 'text')
        .addColumn('items_stored', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fingerprint', 'text')
        .execute();
      await db.schema
        .createTable(DATA_STATE)
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 106,
    name: 'feeds keep their validators (conditional GET)',
    async up(db: AnyDb) {
      await db.schema.alterTable(SOURCES).addColumn('etag', 'text').execute();
      await db.schema.alterTable(SOURCES).addColumn('last_modified', 'text').execute();
    },
  },
  {
    version: 120,
    name: 'hourly candles beside the daily ones',
    async up(db: AnyDb) {
      await priceColumns(db.schema.createTable(HOURLY_CANDLES).addColumn('asset_id', 'text', (c) => c.notNull()).addColumn('time', 'bigint', (c) => c.notNull()))
        .addColumn('source', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('market_hourly_candles_pk', ['asset_id', 'time'])
        .execute();
    },
  },
  {
    // The latest price tick of each asset (the ticks take 140-149).
    version: 140,
    name: 'latest price tick of each asset',
    async up(db: AnyDb) {
      await db.schema
        .createTable(TICKS)
        .addColumn('asset_id', 'text', (c) => c.primaryKey())
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
];

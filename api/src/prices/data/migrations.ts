import type { Kysely } from 'kysely';
import { CANDLES, DATA_STATE, HEADLINES, SNAPSHOTS, SOURCES } from './tables';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Stored headlines, source health, daily snapshots and the data version (market versions 101+). */
export const INGESTION_MIGRATIONS = [
  {
    version: 101,
    name: 'stored candles name their source',
    async up(db: AnyDb) {
      await db.schema.alterTable(CANDLES).addColumn('source', 'text', (c) => c.notNull().defaultTo('live')).execute();
    },
  },
  {
    version: 102,
    name: 'stored and scored headlines',
    async up(db: AnyDb) {
      await db.schema
        .createTable(HEADLINES)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('link_key', 'text', (c) => c.unique())
        .addColumn('title_key', 'text', (c) => c.notNull().unique())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('assets', 'text', (c) => c.notNull())
        .addColumn('score', 'double precision', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('terms', 'text', (c) => c.notNull())
        .addColumn('model_version', 'text', (c) => c.notNull())
        .addColumn('stored_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('market_headlines_day').on(HEADLINES).columns(['day', 'id']).execute();
      await db.schema.createIndex('market_headlines_model').on(HEADLINES).column('model_version').execute();
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
    version: 104,
    name: 'daily snapshots: mood, signal and headline aggregates per asset and closed day',
    async up(db: AnyDb) {
      let table = db.schema
        .createTable(SNAPSHOTS)
        .addColumn('asset_id', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('close', 'double precision', (c) => c.notNull())
        .addColumn('mood', 'double precision')
        .addColumn('band', 'text');
      for (const key of ['momentum', 'strength', 'trend', 'volatility', 'sentiment']) table = table.addColumn(key, 'double precision');
      await table
        .addColumn('signal', 'text', (c) => c.notNull())
        .addColumn('headline_count', 'integer', (c) => c.notNull())
        .addColumn('headline_mean', 'double precision')
        .addColumn('headline_z', 'double precision')
        .addPrimaryKeyConstraint('market_daily_snapshots_pk', ['asset_id', 'date'])
        .execute();
    },
  },
  {
    version: 105,
    name: 'headlines carry the generation that added them',
    async up(db: AnyDb) {
      await db.schema.alterTable(HEADLINES).addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('market_headlines_generation').on(HEADLINES).column('generation').execute();
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
];

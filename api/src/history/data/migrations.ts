import type { Kysely } from 'kysely';
import { SNAPSHOTS } from './tables';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The daily snapshots (version 104 of the market data's 100-109). */
export const HISTORY_MIGRATIONS = [
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
];

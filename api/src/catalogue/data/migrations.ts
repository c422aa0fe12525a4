import type { Kysely } from 'kysely';
import { FIRST_ASSETS } from './first-assets';
import { DIRECTORY_MIGRATIONS } from './directory';
import { ADDITION_MIGRATIONS } from './additions';
import { ASSET_TABLE } from './tables';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
/** The catalogue as a table (versions 110-119 belong to the catalogue), the symbol directory's (150-159), the additions' (510-519). */
export const CATALOGUE_MIGRATIONS = [
  {
    version: 110,
    name: 'the catalogue is a table, its first rows the twelve assets',
    async up(db: AnyDb) {
      await db.schema
        .createTable(ASSET_TABLE)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('exchange', 'text', (c) => c.notNull())
        .addColumn('provider_symbols', 'text', (c) => c.notNull())
        .addColumn('aliases', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('state_reason', 'text')
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('demo_start', 'double precision', (c) => c.notNull())
        .addColumn('demo_volatility', 'double precision', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      const at = Date.now();
      await db
        .insertInto(ASSET_TABLE)
        .values(FIRST_ASSETS.map((a) => ({ ...a, state: 'active', state_reason: null, revision: 0, updated_at: at })))
        .execute();
    },
  },
  ...DIRECTORY_MIGRATIONS,
  ...ADDITION_MIGRATIONS,
];

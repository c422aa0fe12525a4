import type { Kysely } from 'kysely';
import { HEADLINES } from './tables';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Stored and scored headlines (versions 102 and 105 of the market data's 100-109). */
export const NEWS_MIGRATIONS = [
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
    version: 105,
    name: 'headlines carry the generation that added them',
    async up(db: AnyDb) {
      await db.schema.alterTable(HEADLINES).addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('market_headlines_generation').on(HEADLINES).column('generation').execute();
    },
  },
];

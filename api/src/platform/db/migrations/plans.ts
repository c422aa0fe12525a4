import type { Kysely } from 'kysely';
import { PLAN_CLASSES, PRO_PLAN_TITLE } from '@sentiscope/shared/contract';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The plans' own columns added after the first release (versions 500-509). */
export const PLAN_MIGRATIONS = [
  {
    version: 500,
    name: 'plans open whole classes of assets: every listed coin, every US stock and ETF',
    async up(db: AnyDb) {
      await db.schema.alterTable('plans').addColumn('opens_all', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      // The Pro plan a database already has opens both classes and keeps the assets it lists, so a Pro member loses
      // nothing and gains every asset added later (docs/decisions/182-plans-open-classes-of-assets.md).
      await db.updateTable('plans').set({ opens_all: JSON.stringify(PLAN_CLASSES) }).where('title', '=', PRO_PLAN_TITLE).execute();
    },
  },
];

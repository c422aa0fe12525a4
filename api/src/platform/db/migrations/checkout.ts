import type { Kysely } from 'kysely';

/** Checkout migrations (versions 220-239). */
export const CHECKOUT_MIGRATIONS = [
  {
    version: 220,
    name: 'checkout credit for the unused days of an upgraded plan',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('checkout_sessions')
        .addColumn('credit', 'double precision', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('checkout_sessions_user').on('checkout_sessions').columns(['user_id', 'status']).execute();
    },
  },
];

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Alerts within minutes (versions 530-539): the moment a firing crossed, and each price alert's side of its level. */
export const TICK_ALERT_MIGRATIONS = [
  {
    version: 530,
    name: 'alerts within minutes: the time a firing crossed, and the side of its level each price alert was on at the last tick',
    async up(db: AnyDb) {
      // The instant (epoch ms) of the tick or hour that crossed; null for a firing on a closed day (the day says it all).
      await db.schema.alterTable('alert_firings').addColumn('crossed_at', 'bigint').execute();
      await db.schema.alterTable('notifications').addColumn('crossed_at', 'bigint').execute();
      // `beyond` is 1 when the last tick's price was past the level the way the alert watches (above it for
      // price-above, below it for price-below), 0 when not; `level` is the level it was judged against, so an edited
      // level starts from an unknown side again.
      await db.schema
        .createTable('alert_price_sides')
        .addColumn('alert_id', 'text', (c) => c.primaryKey().references('alerts.id').onDelete('cascade'))
        .addColumn('level', 'double precision', (c) => c.notNull())
        .addColumn('beyond', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      // Which evaluation of ticks wrote the sides last: a process that did not write it reads the sides again.
      await db.schema
        .createTable('alert_tick_rounds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('stamp', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
];

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const FIRING_COLUMNS = ['id', 'alert_id', 'user_id', 'asset_id', 'kind', 'day', 'fired_at', 'rule', 'crossing', 'message', 'channels'];

/** The conditions relative to an indicator and the watchlist as a target (versions 330-339). */
export const CONDITION_MIGRATIONS = [
  {
    version: 330,
    name: 'alerts: the settings of a condition relative to an indicator',
    async up(db: AnyDb) {
      // JSON of AlertParams; null for the kinds stored before it, which keep their level and z.
      await db.schema.alterTable('alerts').addColumn('params', 'text').execute();
    },
  },
  {
    version: 331,
    name: 'alert firings: once per alert, asset and day (a watchlist alert fires on each asset)',
    async up(db: AnyDb) {
      // The unique key widens from (alert, day) to (alert, asset, day). SQLite cannot drop a constraint, so the table
      // is made again with the new key and its rows copied; every firing stored so far keeps its row and id.
      await db.schema
        .createTable('alert_firings_next')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('alert_id', 'text', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('asset_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('fired_at', 'bigint', (c) => c.notNull())
        .addColumn('rule', 'text', (c) => c.notNull())
        .addColumn('crossing', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('channels', 'text', (c) => c.notNull())
        .addUniqueConstraint('alert_firings_alert_asset_day', ['alert_id', 'asset_id', 'day'])
        .execute();
      await db.insertInto('alert_firings_next').columns(FIRING_COLUMNS).expression(db.selectFrom('alert_firings').select(FIRING_COLUMNS)).execute();
      await db.schema.dropTable('alert_firings').execute();
      await db.schema.alterTable('alert_firings_next').renameTo('alert_firings').execute();
      await db.schema.createIndex('alert_firings_user_idx').on('alert_firings').columns(['user_id', 'fired_at']).execute();
    },
  },
];

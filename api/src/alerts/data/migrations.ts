import { sql, type Kysely } from 'kysely';
import { storedAlertsFor } from '@sentiscope/shared/contract';
import { CHANNEL_MIGRATIONS } from './channel-migrations';
import { PUSH_MIGRATIONS } from './push-migrations';
import { CONDITION_MIGRATIONS } from './condition-migrations';
import { TICK_ALERT_MIGRATIONS } from './tick-migrations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The seeded plans' alert limits, set on the plans a database already has (matched by title). */
const SEEDED_LIMITS: Array<{ title: string; max: number; channels: string[] }> = [
  { title: 'Free', max: 3, channels: ['email', 'in-app'] },
  { title: 'Premium', max: 25, channels: ['email', 'in-app'] },
  { title: 'Pro', max: 200, channels: ['email', 'in-app', 'webhook'] },
];

/** Watchlist, alerts, firings, notifications, deliveries and the plans' alert limits (versions 300-309), then the channels'. */
export const ALERT_MIGRATIONS = [
  {
    version: 300,
    name: 'alerts: plan limits, watchlist and visits, alerts, firings, notifications, deliveries, unsubscribe tokens',
    async up(db: AnyDb) {
      await db.schema.alterTable('plans').addColumn('alert_max', 'integer', (c) => c.notNull().defaultTo(3)).execute();
      await db.schema.alterTable('plans').addColumn('alert_channels', 'text', (c) => c.notNull().defaultTo('["email","in-app"]')).execute();
      for (const seeded of SEEDED_LIMITS) {
        await db.updateTable('plans').set({ alert_max: seeded.max, alert_channels: JSON.stringify(seeded.channels) }).where('title', '=', seeded.title).execute();
      }
      await db.schema
        .createTable('watchlist_assets')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('asset_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('added_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('watchlist_assets_pk', ['user_id', 'asset_id'])
        .execute();
      await db.schema
        .createTable('watch_visits')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('asset_id', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('mood', 'double precision')
        .addColumn('signal', 'text', (c) => c.notNull())
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('watch_visits_pk', ['user_id', 'asset_id'])
        .execute();
      await db.schema
        .createTable('alert_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('digest', 'text', (c) => c.notNull().defaultTo('off'))
        .addColumn('webhook_url', 'text')
        .addColumn('webhook_secret', 'text')
        .addColumn('local_copy_taken_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('alerts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('asset_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('level', 'double precision')
        .addColumn('z', 'double precision')
        .addColumn('channels', 'text', (c) => c.notNull())
        .addColumn('cooldown_days', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        // 'plan-limit' or 'asset-not-in-plan' while the member's plan pauses it; null otherwise.
        .addColumn('paused_reason', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('last_fired_day', 'text')
        .addColumn('last_fired_at', 'bigint')
        .addColumn('firing_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('alerts_user_idx').on('alerts').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('alerts_asset_idx').on('alerts').columns(['asset_id', 'kind']).execute();
      // One firing per alert and closed day: the idempotency key two evaluating processes meet on.
      await db.schema
        .createTable('alert_firings')
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
        .addUniqueConstraint('alert_firings_alert_day', ['alert_id', 'day'])
        .execute();
      await db.schema.createIndex('alert_firings_user_idx').on('alert_firings').columns(['user_id', 'fired_at']).execute();
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('firing_id', 'text', (c) => c.unique())
        .addColumn('alert_id', 'text')
        .addColumn('asset_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('crossing', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .execute();
      await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();
      // E-mail, webhook and digest sends waiting, done or given up; `dedupe_key` makes each one happen once.
      await db.schema
        .createTable('alert_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('firing_id', 'text')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('claimed_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('payload', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .execute();
      await db.schema.createIndex('alert_deliveries_due_idx').on('alert_deliveries').columns(['status', 'next_attempt_at']).execute();
      await db.schema
        .createTable('unsubscribe_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      // The last closed day evaluated per asset: each evaluation looks only at the days after it.
      await db.schema
        .createTable('alert_evaluations')
        .addColumn('asset_id', 'text', (c) => c.primaryKey())
        .addColumn('last_day', 'text', (c) => c.notNull())
        .addColumn('evaluated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 301,
    name: 'alerts read per asset in id order by the evaluation',
    async up(db: AnyDb) {
      await db.schema.createIndex('alerts_asset_id_idx').on('alerts').columns(['asset_id', 'id']).execute();
    },
  },
  {
    version: 302,
    name: 'unsubscribe tokens: deleted with their alert, found by member and by age',
    async up(db: AnyDb) {
      await db.schema.alterTable('unsubscribe_tokens').addColumn('alert_id', 'text', (c) => c.references('alerts.id').onDelete('cascade')).execute();
      // 'alert-email:' is 12 characters: the rest of the scope is the alert's id. Tokens of alerts already deleted
      // stop working now, as they would have had the alert been deleted after this version.
      const alertOf = sql<string>`substr(scope, 13)`;
      await db
        .updateTable('unsubscribe_tokens')
        .set({ alert_id: alertOf })
        .where('scope', 'like', 'alert-email:%')
        .where(alertOf, 'in', db.selectFrom('alerts').select('id'))
        .execute();
      await db.deleteFrom('unsubscribe_tokens').where('scope', 'like', 'alert-email:%').where('alert_id', 'is', null).execute();
      await db.schema.createIndex('unsubscribe_tokens_alert_idx').on('unsubscribe_tokens').column('alert_id').execute();
      await db.schema.createIndex('unsubscribe_tokens_user_idx').on('unsubscribe_tokens').column('user_id').execute();
      await db.schema.createIndex('unsubscribe_tokens_created_idx').on('unsubscribe_tokens').column('created_at').execute();
    },
  },
  {
    version: 303,
    name: 'plans: the alerts a member keeps in all, switched on or off',
    async up(db: AnyDb) {
      await db.schema.alterTable('plans').addColumn('alert_max_stored', 'integer', (c) => c.notNull().defaultTo(20)).execute();
      // Each plan keeps alerts in the Free plan's proportion (3 on, 20 kept) of the alerts it runs.
      const plans = await db.selectFrom('plans').select(['id', 'alert_max']).execute();
      for (const plan of plans) {
        await db.updateTable('plans').set({ alert_max_stored: storedAlertsFor(Number(plan.alert_max)) }).where('id', '=', plan.id).execute();
      }
    },
  },
  // The channels' own versions (310-319).
  ...CHANNEL_MIGRATIONS,
  // Browser push (320-329).
  ...PUSH_MIGRATIONS,
  ...CONDITION_MIGRATIONS,
  // Alerts within minutes (530-539).
  ...TICK_ALERT_MIGRATIONS,
];

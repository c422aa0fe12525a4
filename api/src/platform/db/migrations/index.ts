import type { Kysely } from 'kysely';
import { takeStartupLock, type Db } from '../index';
import { PRICE_MIGRATIONS } from '../../../prices/data/migrations';
import { NEWS_MIGRATIONS } from '../../../news/data/migrations';
import { HISTORY_MIGRATIONS } from '../../../history/data/migrations';
import { CATALOGUE_MIGRATIONS } from '../../../catalogue/data/migrations';
import { SECURITY_MIGRATIONS } from './security';
import { ADMIN_MIGRATIONS } from './admin';
import { CHECKOUT_MIGRATIONS } from './checkout';
import { JOB_MIGRATIONS } from '../../../jobs/data/migrations';
import { ALERT_MIGRATIONS } from '../../../alerts/data/migrations';
import { API_KEY_MIGRATIONS } from './api-keys';
import { PLAN_MIGRATIONS } from './plans';

export type Migration = {
  version: number;
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>): Promise<void>;
};

// Versions 1-99 belong to the core API; the market data (prices, news, history) appends from 100 upward.
// Types used here run on both SQLite and PostgreSQL: text, integer, bigint, double precision.
export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'users, sessions and auth tokens',
    async up(db) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone_number', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_super_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('plan_id', 'text')
        .addColumn('sub_is_active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sub_expiry', 'bigint')
        .addColumn('sub_tenure', 'text')
        .addColumn('sub_cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('stripe_subscription_id', 'text')
        .addColumn('stripe_customer_id', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('last_login', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('device_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('session_id', 'text')
        .execute();
      await db.schema
        .createTable('otps')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('reset_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 2,
    name: 'plans, company information and feedback',
    async up(db) {
      await db.schema
        .createTable('plans')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('monthly_price', 'double precision', (c) => c.notNull())
        .addColumn('six_month_price', 'double precision', (c) => c.notNull())
        .addColumn('six_month_discount', 'double precision', (c) => c.notNull())
        .addColumn('yearly_price', 'double precision', (c) => c.notNull())
        .addColumn('yearly_discount', 'double precision', (c) => c.notNull())
        .addColumn('save_text', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('is_most_popular', 'integer', (c) => c.notNull())
        .addColumn('is_free', 'integer', (c) => c.notNull())
        .addColumn('features', 'text', (c) => c.notNull())
        .addColumn('cryptos', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('company_fields')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('feedback')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['user_id', 'created_at']).execute();
    },
  },
  {
    version: 3,
    name: 'payments: checkout sessions, subscriptions, processed webhook events',
    async up(db) {
      await db.schema
        .createTable('checkout_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_id', 'text', (c) => c.notNull())
        .addColumn('tenure', 'text', (c) => c.notNull())
        .addColumn('amount', 'double precision', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_id', 'text', (c) => c.notNull())
        .addColumn('tenure', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('current_period_end', 'bigint')
        .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_event_at', 'bigint', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('webhook_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  ...SECURITY_MIGRATIONS,
  ...PRICE_MIGRATIONS,
  ...NEWS_MIGRATIONS,
  ...HISTORY_MIGRATIONS,
  ...CATALOGUE_MIGRATIONS,
  ...CHECKOUT_MIGRATIONS,
  ...JOB_MIGRATIONS,
  ...ADMIN_MIGRATIONS,
  ...ALERT_MIGRATIONS,
  ...API_KEY_MIGRATIONS,
  ...PLAN_MIGRATIONS,
];

/** Applies every pending migration in version order, each in its own transaction; returns the versions applied. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const versions = migrations.map((m) => m.version);
  if (new Set(versions).size !== versions.length) throw new Error('Duplicate migration version');
  await db.k.transaction().execute(async (trx) => {
    await takeStartupLock(db, trx);
    await trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'bigint', (c) => c.notNull())
      .execute();
  });
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const done = await db.k.transaction().execute(async (trx) => {
      await takeStartupLock(db, trx);
      const existing = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (existing) return false;
      await migration.up(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, applied_at: Date.now() })
        .execute();
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

export const appliedVersions = async (db: Db): Promise<number[]> =>
  (await db.k.selectFrom('schema_migrations').select('version').orderBy('version').execute()).map((r) => r.version);

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The seeded plans' daily API quotas, set on the plans a database already has (matched by title). */
const SEEDED_QUOTAS: Array<{ title: string; daily: number }> = [
  { title: 'Free', daily: 100 },
  { title: 'Premium', daily: 5_000 },
  { title: 'Pro', daily: 50_000 },
];

/** API keys, their use per day and the plans' daily quota (versions 400-409). */
export const API_KEY_MIGRATIONS = [
  {
    version: 400,
    name: 'api keys: keys kept as keyed hashes, requests per key and day, the plans daily quota',
    async up(db: AnyDb) {
      await db.schema.alterTable('plans').addColumn('api_daily_quota', 'integer', (c) => c.notNull().defaultTo(100)).execute();
      for (const seeded of SEEDED_QUOTAS) {
        await db.updateTable('plans').set({ api_daily_quota: seeded.daily }).where('title', '=', seeded.title).execute();
      }
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        // HMAC-SHA-256 of the secret under the server's key secret (docs/decisions/155-api-keys-hashed-with-a-server-key.md).
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('hint', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .addColumn('last_used_at', 'bigint')
        .execute();
      await db.schema.createIndex('api_keys_user_idx').on('api_keys').columns(['user_id', 'created_at']).execute();
      await db.schema
        .createTable('api_key_usage')
        .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('requests', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('api_key_usage_pk', ['key_id', 'day'])
        .execute();
      await db.schema.createIndex('api_key_usage_user_day_idx').on('api_key_usage').columns(['user_id', 'day']).execute();
    },
  },
];

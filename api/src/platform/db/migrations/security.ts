import type { Migration } from './index';

// Versions 10-19: account security (pending sign-ups, login throttling, two-factor sign-in, the security log).
export const SECURITY_MIGRATIONS: Migration[] = [
  {
    version: 10,
    name: 'pending sign-ups and login throttling',
    async up(db) {
      // Each sign-up for an address that is not yet verified waits here with its own password and its own code,
      // so the sign-up whose code is used is the one whose password becomes active.
      await db.schema
        .createTable('pending_signups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text')
        .addColumn('code_expires_at', 'bigint')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pending_signups_user_idx').on('pending_signups').column('user_id').execute();
      // Failed sign-ins per account and client, and per account: a shared table, so every instance sees them.
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('first_at', 'bigint', (c) => c.notNull())
        .addColumn('last_at', 'bigint', (c) => c.notNull())
        .addColumn('blocked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('unlock_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 11,
    name: 'two-factor sign-in, recovery codes, e-mail changes and the security log',
    async up(db) {
      await db.schema
        .createTable('two_factor')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        // Sealed with a key derived from the server secret (AES-256-GCM): a copy of the database alone is not enough.
        .addColumn('sealed_secret', 'text', (c) => c.notNull())
        .addColumn('enabled_at', 'bigint')
        .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('recovery_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();
      await db.schema
        .createTable('email_changes')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('security_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('security_events_user_idx').on('security_events').columns(['user_id', 'created_at']).execute();
    },
  },
  {
    version: 12,
    name: 'unlock passes: the browser that opened an unlock link signs in past the account cap',
    async up(db) {
      await db.schema
        .createTable('unlock_passes')
        .addColumn('pass_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('unlock_passes_user_idx').on('unlock_passes').column('user_id').execute();
    },
  },
  {
    version: 13,
    name: 'sessions carry how they were signed in: with the password alone, or with the second factor too',
    async up(db) {
      // Sessions open today count as password-only: the admin area asks them to sign in again with the code.
      await db.schema.alterTable('sessions').addColumn('second_factor', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('device_requests').addColumn('second_factor', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  },
];

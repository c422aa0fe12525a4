import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Browser push: the subscriptions, and push in every plan's channels (versions 320-329). */
export const PUSH_MIGRATIONS = [
  {
    version: 320,
    name: 'push: the browsers each member turned push notifications on in',
    async up(db: AnyDb) {
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // The push service's URL for this browser (at most 2,000 characters, checked before it is stored).
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_sent_at', 'bigint')
        .execute();
      await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
    },
  },
  {
    version: 321,
    name: 'plans: browser push is a channel of every plan',
    async up(db: AnyDb) {
      const plans = await db.selectFrom('plans').select(['id', 'alert_channels']).execute();
      for (const plan of plans) {
        const channels = JSON.parse(String(plan.alert_channels)) as string[];
        if (!channels.includes('push')) await db.updateTable('plans').set({ alert_channels: JSON.stringify([...channels, 'push']) }).where('id', '=', plan.id).execute();
      }
    },
  },
];

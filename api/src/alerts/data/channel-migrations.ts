// The alert channels' tables and columns (versions 310-319): what a failed delivery tells the member, the webhook's
// format.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const CHANNEL_MIGRATIONS = [
  {
    version: 310,
    name: 'alert deliveries: the last failure in the member’s words, for the channel’s delivery log',
    async up(db: AnyDb) {
      // `last_error` keeps the operator's detail (the socket's error); the log shows only this.
      await db.schema.alterTable('alert_deliveries').addColumn('shown_error', 'text').execute();
      await db.schema.createIndex('alert_deliveries_log_idx').on('alert_deliveries').columns(['user_id', 'channel', 'created_at']).execute();
    },
  },
  {
    version: 311,
    name: 'alert settings: the webhook format the member chose (signed JSON, Slack or Discord)',
    async up(db: AnyDb) {
      await db.schema.alterTable('alert_settings').addColumn('webhook_format', 'text', (c) => c.notNull().defaultTo('json')).execute();
    },
  },
];

// The alert channels' tables and columns (versions 310-319): what a failed delivery tells the member, the webhook's
// format, Telegram's chats, link codes and update offset.
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
  {
    version: 312,
    name: 'telegram: the chat each member bound, one-time link codes, the bot’s update offset; every plan offers Telegram',
    async up(db: AnyDb) {
      await db.schema.alterTable('alert_settings').addColumn('telegram_chat_id', 'text').execute();
      await db.schema.alterTable('alert_settings').addColumn('telegram_chat_name', 'text').execute();
      await db.schema.createIndex('alert_settings_telegram_idx').on('alert_settings').column('telegram_chat_id').execute();
      // Only the code's SHA-256 is kept; a code works once, for 15 minutes.
      await db.schema
        .createTable('telegram_link_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('telegram_link_codes_user_idx').on('telegram_link_codes').column('user_id').execute();
      // The next getUpdates offset, so a restart neither reads an update twice nor skips one.
      await db.schema
        .createTable('telegram_bot_state')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('next_update_id', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      const plans = await db.selectFrom('plans').select(['id', 'alert_channels']).execute();
      for (const plan of plans) {
        let channels: unknown;
        try {
          channels = JSON.parse(String(plan.alert_channels));
        } catch {
          channels = [];
        }
        const list = Array.isArray(channels) ? channels.filter((c): c is string => typeof c === 'string') : [];
        if (!list.includes('telegram')) await db.updateTable('plans').set({ alert_channels: JSON.stringify([...list, 'telegram']) }).where('id', '=', plan.id).execute();
      }
    },
  },
];

// What an alert channel is to the server: whether this server offers it, whether a member has connected it, how a
// firing is sent to it (through the delivery queue, with its retries) and its test delivery. Every channel is one
// entry of CHANNELS (./all.ts); the evaluation, the queue, the channel list and the routes read them from there.
import type { AlertChannel, ChannelTestResult } from '@sentiscope/shared/contract';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../platform/db';
import type { Mailer } from '../../platform/mail/mailer';
import type { UsersTable } from '../../platform/db/schema';
import type { Recipient } from '../data/deliveries';
import type { AlertSettingsRow, DeliveryRow, FiringRow } from '../data/tables';
import type { PushConfig } from '../service/push-send';
import type { TelegramConfig } from '../telegram/config';

/** What sending a queued delivery needs, for every channel (../service/delivery.ts sends them). */
export type DeliveryDeps = {
  db: Db;
  mailer: Mailer;
  now: () => number;
  siteUrl: string;
  /** Where the unsubscribe links point (the API's public address). */
  apiUrl: string;
  allowPrivateWebhooks: boolean;
  retryBaseMs: number;
  /** The hard deadline of one webhook attempt (WEBHOOK_DEADLINE_MS unless a test sets a shorter one). */
  webhookDeadlineMs: number;
  /** The Telegram bot (TELEGRAM_BOT_TOKEN), when this server has one. */
  telegram?: TelegramConfig | null;
  /** The VAPID keys and where push may go (browser push deliveries). */
  push: PushConfig;
  /** Sends one digest (digest deliveries). */
  sendDigest?: (delivery: DeliveryRow) => Promise<void>;
  log?: (line: string) => void;
};

/** A member's row as the evaluation reads it (users joined with alert_settings). */
export type ConnectionRow = { id: string; webhook_url: string | null; telegram_chat_id?: string | null };

/** One firing to send: the member's row, where the dashboard shows that day, and the queued row being sent. */
export type ChannelSend = { deps: DeliveryDeps; firing: FiringRow; to: Recipient; dashboardUrl: string; delivery: DeliveryRow };

export type ChannelKind = {
  channel: AlertChannel;
  /** This server offers it (a bot token is set, say). */
  available(config: Config): boolean;
  /** Whether the member has connected it, and where it delivers, in words (read with `db`: the caller's transaction, if any). */
  connection(ctx: AppContext, user: UsersTable, settings: AlertSettingsRow | undefined, db: Executor): Promise<{ connected: boolean; target: string | null }>;
  /** Of these members, the ids of those connected now: a firing's channel that is not connected is left out. */
  connectedAmong(db: Executor, members: readonly ConnectionRow[]): Promise<Set<string>>;
  /** Sends one firing; absent for the bell, which is written with the firing itself. Throws to be tried again. */
  send?(job: ChannelSend): Promise<void>;
  /** One test delivery now, answered with what came back. */
  test?(ctx: AppContext, user: UsersTable): Promise<ChannelTestResult>;
};

/**
 * A send that failed: `message` is kept for the operator (with any detail), `shown` is what the member's delivery
 * log says, and `retryAfterMs` asks for a later retry than the backoff's (a service's own rate limit).
 */
export class DeliveryFailed extends Error {
  constructor(
    message: string,
    readonly shown: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const everyMember = async (_db: Executor, members: readonly ConnectionRow[]): Promise<Set<string>> => new Set(members.map((m) => m.id));

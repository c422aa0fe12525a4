import type { Kysely } from 'kysely';
import type { Executor } from '../../platform/db';

export type WatchlistAssetRow = { user_id: string; asset_id: string; position: number; added_at: number };
export type WatchVisitRow = { user_id: string; asset_id: string; at: number; mood: number | null; signal: string; price: number };

export type AlertSettingsRow = {
  user_id: string;
  digest: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  /** 'json', 'slack' or 'discord' (WEBHOOK_FORMATS); 'json' when a row is made without it. */
  webhook_format?: string;
  /** The Telegram chat bound with /start (its id), and its name as the settings show it. */
  telegram_chat_id?: string | null;
  telegram_chat_name?: string | null;
  local_copy_taken_at: number | null;
  updated_at: number;
};

export type AlertRow = {
  id: string;
  user_id: string;
  asset_id: string;
  kind: string;
  level: number | null;
  z: number | null;
  /** JSON of the AlertParams of a condition kind (price-sma, rsi-band, mood-change, headline-surge); null otherwise. */
  params: string | null;
  /** JSON list of channels. */
  channels: string;
  cooldown_days: number;
  enabled: number;
  paused_reason: string | null;
  created_at: number;
  updated_at: number;
  last_fired_day: string | null;
  last_fired_at: number | null;
  firing_count: number;
};

export type FiringRow = {
  id: string;
  alert_id: string;
  user_id: string;
  asset_id: string;
  kind: string;
  day: string;
  fired_at: number;
  rule: string;
  /** JSON of the AlertCrossing. */
  crossing: string;
  message: string;
  channels: string;
  /** The instant of the tick or hour that crossed (epoch ms); null for a firing on a closed day. */
  crossed_at: number | null;
};

export type NotificationRow = {
  id: string;
  user_id: string;
  firing_id: string | null;
  alert_id: string | null;
  asset_id: string;
  kind: string;
  title: string;
  message: string;
  crossing: string;
  day: string;
  /** The firing's `crossed_at`. */
  crossed_at: number | null;
  created_at: number;
  read_at: number | null;
};

export type DeliveryRow = {
  id: string;
  dedupe_key: string;
  user_id: string;
  firing_id: string | null;
  /** A queued channel ('email', 'webhook', ...) or 'digest'. */
  channel: string;
  /** 'pending', 'sent' or 'failed' (given up after the last retry). */
  status: string;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number | null;
  last_error: string | null;
  /** The last failure in the member's words (the channel's delivery log); `last_error` keeps the detail. */
  shown_error: string | null;
  /** JSON the sender needs (the digest's period). */
  payload: string | null;
  created_at: number;
  sent_at: number | null;
};

/** `scope` is 'digest' or 'alert-email:<alert id>'; `alert_id` is that alert (the row goes when the alert does). */
export type UnsubscribeTokenRow = { token_hash: string; user_id: string; scope: string; alert_id: string | null; created_at: number; used_at: number | null };
/** A price alert's side of its level at the last tick (1 beyond it the way it watches, 0 not), judged against `level`. */
export type PriceSideRow = { alert_id: string; level: number; beyond: number; at: number };
export type TickRoundRow = { id: string; stamp: string; at: number };
export type EvaluationRow = { asset_id: string; last_day: string; evaluated_at: number };
export type TelegramLinkCodeRow = { code_hash: string; user_id: string; created_at: number; expires_at: number };
export type TelegramBotStateRow = { id: string; next_update_id: number; updated_at: number };

export type AlertTables = {
  watchlist_assets: WatchlistAssetRow;
  watch_visits: WatchVisitRow;
  alert_settings: AlertSettingsRow;
  alerts: AlertRow;
  alert_firings: FiringRow;
  notifications: NotificationRow;
  alert_deliveries: DeliveryRow;
  unsubscribe_tokens: UnsubscribeTokenRow;
  alert_evaluations: EvaluationRow;
  alert_price_sides: PriceSideRow;
  alert_tick_rounds: TickRoundRow;
  telegram_link_codes: TelegramLinkCodeRow;
  telegram_bot_state: TelegramBotStateRow;
  users: { id: string; name: string; email: string; plan_id: string | null; sub_is_active: number; sub_expiry: number | null };
};

export type AlertDb = Kysely<AlertTables>;

/** The alerts tables live beside the core schema; only alerts code reads or writes them. */
export const alertDb = (db: Executor | Kysely<any>): AlertDb => db as unknown as AlertDb; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Splits a list for multi-row inserts and `in (...)` lists that stay under every database's parameter limit. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

import type { SecurityDatabase } from './security-schema';
// Row types of every table. Portable choices: ids are text, booleans are 0/1 integers,
// timestamps are epoch milliseconds (bigint), lists and records are JSON text.

export type SchemaMigrationsTable = { version: number; name: string; applied_at: number };

export type UsersTable = {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  password_hash: string;
  is_email_verified: number;
  is_super_admin: number;
  plan_id: string | null;
  sub_is_active: number;
  sub_expiry: number | null;
  sub_tenure: string | null;
  sub_cancel_at_period_end: number;
  stripe_subscription_id: string | null;
  stripe_customer_id: string | null;
  created_at: number;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  name: string;
  user_agent: string;
  ip: string;
  last_login: number;
  expires_at: number;
  /** 1 when the sign-in that opened it used the second factor (or the session proved a code when enrolling). */
  second_factor: number;
};

/** A login from a fourth device waiting for the user to free a slot (temporary token). */
export type DeviceRequestsTable = {
  id: string;
  user_id: string;
  name: string;
  user_agent: string;
  ip: string;
  created_at: number;
  expires_at: number;
  session_id: string | null;
  /** How the waiting sign-in was authenticated; the session it becomes inherits it. */
  second_factor: number;
};

export type OtpsTable = {
  user_id: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  sent_at: number;
};

export type ResetTokensTable = {
  token_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
};

export type PlansTable = {
  id: string;
  title: string;
  monthly_price: number;
  six_month_price: number;
  six_month_discount: number;
  yearly_price: number;
  yearly_discount: number;
  save_text: string;
  note: string;
  is_most_popular: number;
  is_free: number;
  features: string;
  cryptos: string;
  /** The classes the plan opens in full (JSON list of 'crypto', 'stocks'). */
  opens_all: string;
  priority: number;
  /** The most active alerts a member of the plan keeps, and the channels it delivers to (JSON list). */
  alert_max: number;
  /** The alerts a member keeps in all, switched on or off. */
  alert_max_stored: number;
  alert_channels: string;
  /** Requests a member's API keys may make per UTC day, all keys together. */
  api_daily_quota: number;
  created_at: number;
};

export type SettingsTable = { key: string; value: string };

export type CompanyFieldsTable = { key: string; type: string; value: string; position: number };

export type FeedbackTable = {
  id: string;
  user_id: string;
  rating: number;
  comment: string;
  created_at: number;
};

export type RateLimitsTable = { bucket: string; window_start: number; count: number };

export type WebhookEventsTable = { id: string; type: string; received_at: number };

export type SubscriptionsTable = {
  id: string;
  user_id: string;
  plan_id: string;
  tenure: string;
  status: string;
  current_period_end: number | null;
  cancel_at_period_end: number;
  last_event_at: number;
  provider: string;
};

export type CheckoutSessionsTable = {
  id: string;
  user_id: string;
  plan_id: string;
  tenure: string;
  amount: number;
  /** For an upgrade: the unused days of the plan held when the checkout opened. */
  credit: number;
  status: string;
  created_at: number;
  expires_at: number;
};

export type Database = SecurityDatabase & {
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  device_requests: DeviceRequestsTable;
  otps: OtpsTable;
  reset_tokens: ResetTokensTable;
  plans: PlansTable;
  settings: SettingsTable;
  company_fields: CompanyFieldsTable;
  feedback: FeedbackTable;
  rate_limits: RateLimitsTable;
  webhook_events: WebhookEventsTable;
  subscriptions: SubscriptionsTable;
  checkout_sessions: CheckoutSessionsTable;
};

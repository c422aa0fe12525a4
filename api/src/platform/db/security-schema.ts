// Row types of the account-security tables (migrations in ./migrations/security.ts).

export type PendingSignupsTable = {
  id: string;
  user_id: string;
  name: string;
  phone_number: string | null;
  password_hash: string;
  code_hash: string | null;
  code_expires_at: number | null;
  attempts: number;
  sent_at: number | null;
  created_at: number;
};

export type LoginThrottleTable = {
  key: string;
  failures: number;
  first_at: number;
  last_at: number;
  blocked_until: number;
};

export type UnlockTokensTable = { token_hash: string; user_id: string; expires_at: number; created_at: number };

/** What the unlock link gave the browser that opened it: that browser may sign in past the account's cap. */
export type UnlockPassesTable = { pass_hash: string; user_id: string; expires_at: number; created_at: number };

export type TwoFactorTable = { user_id: string; sealed_secret: string; enabled_at: number | null; last_step: number; created_at: number };

export type RecoveryCodesTable = { code_hash: string; user_id: string; used_at: number | null };

export type EmailChangesTable = { token_hash: string; user_id: string; new_email: string; expires_at: number };

export type SecurityEventsTable = { id: string; user_id: string; kind: string; device: string; ip: string; created_at: number };

/** A member's API key: only its keyed hash is kept; `scopes` is a JSON list; `last_used_at` is written in batches. */
export type ApiKeysTable = {
  id: string;
  user_id: string;
  name: string;
  secret_hash: string;
  hint: string;
  scopes: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
};

/** Requests one key made on one UTC day (`YYYY-MM-DD`); `user_id` sums a member's keys against the plan's quota. */
export type ApiKeyUsageTable = { key_id: string; user_id: string; day: string; requests: number };

export type SecurityDatabase = {
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  email_changes: EmailChangesTable;
  security_events: SecurityEventsTable;
  pending_signups: PendingSignupsTable;
  login_throttle: LoginThrottleTable;
  unlock_tokens: UnlockTokensTable;
  unlock_passes: UnlockPassesTable;
};

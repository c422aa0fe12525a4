// API keys: a member's programs call the v1 API with `Authorization: Bearer ss_…`, within the key's scopes and the
// plan's daily quota. The profile's Developer tab and the API share these types, rules and words (docs/api.md).

/** `read`: the GET routes of the market data and the member's own watchlist and alerts; `alerts`: also creating and deleting alerts. */
export const API_KEY_SCOPES = ['read', 'alerts'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every secret starts with it, so a key is told from a session token at a glance (and by the API's access hook). */
export const API_KEY_PREFIX = 'ss_';
export const API_KEY_NAME_MAX = 60;
/** The most keys a member keeps that are not revoked. */
export const API_KEYS_MAX = 10;
/** The longest expiry a key may be given, in days. */
export const API_KEY_EXPIRY_MAX_DAYS = 730;
/** The largest daily quota a plan may set (the plan field's maximum). */
export const API_DAILY_QUOTA_MAX = 10_000_000;
/** How many past days of use a key's listing carries (today included). */
export const API_KEY_USAGE_DAYS = 7;

/** Body of POST /v1/user/api-keys. `expiresInDays` absent or null: the key lasts until it is revoked. */
export type ApiKeyInput = { name: string; scopes: ApiKeyScope[]; expiresInDays?: number | null };

/** Requests a key made on one day (UTC). */
export type ApiKeyDayUse = { day: string; requests: number };

/** A key as listed: never its secret, only the first characters that tell it apart. */
export type ApiKey = {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** `ss_` and the secret's first characters, to recognise it. */
  hint: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The last API_KEY_USAGE_DAYS days, oldest first, days without use included. */
  usage: ApiKeyDayUse[];
};

/** GET /v1/user/api-keys (`data`): the member's keys, newest first, and today's use of the plan's quota. */
export type ApiKeyList = { keys: ApiKey[]; quota: { daily: number; usedToday: number; planTitle: string } };

/** POST /v1/user/api-keys (`data`): the key and its secret, shown this once. */
export type ApiKeyCreated = { key: ApiKey; secret: string };

/** A plan's daily API quota in words: '5,000 API requests a day', or 'No API access'. */
export const apiQuotaText = (daily: number): string =>
  daily <= 0 ? 'No API access' : `${daily.toLocaleString('en-US')} API ${daily === 1 ? 'request' : 'requests'} a day`;

/** Whether a key with `scopes` may call a route that needs `needed`: `alerts` includes reading. */
export const keyAllows = (scopes: readonly ApiKeyScope[], needed: ApiKeyScope): boolean =>
  scopes.includes(needed) || (needed === 'read' && scopes.includes('alerts'));

/** Problems with a key's form, or null. Checked by the page before sending and by the API again. */
export function apiKeyInputProblem(input: { name?: unknown; scopes?: unknown; expiresInDays?: unknown }): string | null {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) return API_KEY_MESSAGES.nameRequired;
  if (name.length > API_KEY_NAME_MAX) return API_KEY_MESSAGES.nameTooLong;
  const scopes = Array.isArray(input.scopes) ? input.scopes : [];
  if (scopes.length === 0 || scopes.some((s) => !API_KEY_SCOPES.includes(s as ApiKeyScope))) return API_KEY_MESSAGES.scopesInvalid;
  const days = input.expiresInDays;
  if (days !== undefined && days !== null && (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > API_KEY_EXPIRY_MAX_DAYS)) {
    return API_KEY_MESSAGES.expiryInvalid;
  }
  return null;
}

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read: market data, history, track record, your watchlist and alerts',
  alerts: 'Alerts: also create and delete your alerts',
};

export const API_KEY_MESSAGES = {
  listed: 'API keys',
  created: 'Key created. Copy the secret now: it is shown only this once.',
  revoked: 'Key revoked. Programs using it are refused from now on.',
  notFound: 'No such key.',
  nameRequired: 'Give the key a name.',
  nameTooLong: `A key's name has at most ${API_KEY_NAME_MAX} characters.`,
  scopesInvalid: 'Choose what the key may do: read, or read and alerts.',
  expiryInvalid: `The expiry is a whole number of days from 1 to ${API_KEY_EXPIRY_MAX_DAYS}.`,
  tooMany: `You can keep at most ${API_KEYS_MAX} keys. Revoke one you no longer use.`,
  invalid: 'This API key is not valid: it was revoked, it expired, or it does not exist.',
  routeClosed: 'API keys cannot call this route. Sign in on the site to use it.',
  scopeMissing: (scope: ApiKeyScope) => `This API key lacks the "${scope}" scope.`,
  quotaReached: (daily: number) => `Your plan's daily quota of ${daily.toLocaleString('en-US')} API requests is used up. It resets at midnight UTC.`,
  noQuota: 'Your plan does not include API access.',
  planQuotaInvalid: `A whole number of requests from 0 to ${API_DAILY_QUOTA_MAX.toLocaleString('en-US')}.`,
} as const;

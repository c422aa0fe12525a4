// A member's API keys: made with a name, scopes and an optional expiry, the secret given once and kept only as its
// keyed hash; listed with their last use and use per day; revoked at once. Each change goes in the security log.
import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_USAGE_DAYS,
  API_KEYS_MAX,
  apiKeyInputProblem,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyInput,
  type ApiKeyList,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import type { ApiKeysTable, ApiKeyUsageTable } from '../../platform/db/security-schema';
import { hmac, newId } from '../../platform/ids';
import { MAIL } from '../../platform/mail/templates';
import { Refusal } from '../../platform/refusal';
import { countLiveKeys, insertApiKey, keysOf, keysToExport, revokeApiKey, usageOf } from '../data/api-keys';
import { dailyQuotaOf, keySecretOf, parseScopes, type KeyGate } from './key-gate';
import { recordEvent, type SeenFrom } from './security-log';
import { isoDay } from '../../platform/days';

const DAY_MS = 86_400_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The last API_KEY_USAGE_DAYS days up to `now`, oldest first. */
const lastDays = (now: number) => Array.from({ length: API_KEY_USAGE_DAYS }, (_, i) => isoDay(now - (API_KEY_USAGE_DAYS - 1 - i) * DAY_MS));

function keyView(row: ApiKeysTable, usage: readonly ApiKeyUsageTable[], days: readonly string[]): ApiKey {
  const byDay = new Map(usage.filter((u) => u.key_id === row.id).map((u) => [u.day, Number(u.requests)]));
  return {
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    hint: row.hint,
    createdAt: iso(row.created_at) as string,
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    usage: days.map((day) => ({ day, requests: byDay.get(day) ?? 0 })),
  };
}

export async function createApiKey(ctx: AppContext, user: UsersTable, input: ApiKeyInput, from: SeenFrom): Promise<ApiKeyCreated> {
  const problem = apiKeyInputProblem(input);
  if (problem) throw new Refusal('invalid', problem);
  const now = ctx.now();
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const scopes = [...new Set(input.scopes)].sort();
  const row: ApiKeysTable = {
    id: newId(),
    user_id: user.id,
    name: input.name.trim(),
    secret_hash: hmac(keySecretOf(ctx.config), secret),
    hint: `${secret.slice(0, API_KEY_PREFIX.length + 4)}…`,
    scopes: JSON.stringify(scopes),
    created_at: now,
    expires_at: input.expiresInDays ? now + input.expiresInDays * DAY_MS : null,
    revoked_at: null,
    last_used_at: null,
  };
  await ctx.db.k.transaction().execute(async (trx) => {
    if ((await countLiveKeys(trx, user.id, now)) >= API_KEYS_MAX) throw new Refusal('conflict', API_KEY_MESSAGES.tooMany);
    await insertApiKey(trx, row);
    await recordEvent(trx, user.id, 'api-key-created', from, now);
  });
  ctx.mailer.send(MAIL.apiKeyCreated(user, row.name, scopes)).catch(() => undefined);
  return { key: keyView(row, [], lastDays(now)), secret };
}

export async function listApiKeys(ctx: AppContext, gate: KeyGate, user: UsersTable): Promise<ApiKeyList> {
  await gate.flush().catch(() => undefined);
  const now = ctx.now();
  const days = lastDays(now);
  const [rows, usage, quota] = await Promise.all([keysOf(ctx.db.k, user.id), usageOf(ctx.db.k, user.id, days[0]), dailyQuotaOf(ctx, user)]);
  const today = days[days.length - 1];
  const usedToday = usage.filter((u) => u.day === today).reduce((sum, u) => sum + Number(u.requests), 0);
  return { keys: rows.map((row) => keyView(row, usage, days)), quota: { ...quota, usedToday } };
}

export async function revokeKey(ctx: AppContext, user: UsersTable, keyId: string, from: SeenFrom): Promise<void> {
  const now = ctx.now();
  await ctx.db.k.transaction().execute(async (trx) => {
    if (!(await revokeApiKey(trx, user.id, keyId, now))) throw new Refusal('not-found', API_KEY_MESSAGES.notFound);
    await recordEvent(trx, user.id, 'api-key-revoked', from, now);
  });
}

/** The member's keys in their data export: names, scopes and dates, never a hash or a hint of the secret. */
export async function apiKeysToExport(ctx: AppContext, userId: string) {
  const rows = await keysToExport(ctx.db.k, userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    created_at: iso(row.created_at) as string,
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    last_used_at: iso(row.last_used_at),
  }));
}

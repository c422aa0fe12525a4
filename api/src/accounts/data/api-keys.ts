// API keys and their use per day. A key is found by its keyed hash (unique), with its member and the member's
// requests of the day in the same query; use is written in batches (service/key-use.ts), never per request.
import { sql } from 'kysely';
import type { Executor } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';
import type { ApiKeysTable, ApiKeyUsageTable } from '../../platform/db/security-schema';

export async function insertApiKey(db: Executor, row: ApiKeysTable): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** The keys a member holds that are neither revoked nor expired at `now`. */
export async function countLiveKeys(db: Executor, userId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function keysOf(db: Executor, userId: string): Promise<ApiKeysTable[]> {
  return db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The member's use per key and day from `firstDay` on. */
export async function usageOf(db: Executor, userId: string, firstDay: string): Promise<ApiKeyUsageTable[]> {
  return db.selectFrom('api_key_usage').selectAll().where('user_id', '=', userId).where('day', '>=', firstDay).execute();
}

/** Marks a live key of the member revoked; false when the member has no such key or it was revoked already. */
export async function revokeApiKey(db: Executor, userId: string, keyId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type KeyHolder = { key: ApiKeysTable; user: UsersTable; usedToday: number };

/** The key with this hash, its member, and the requests the member's keys made on `day` (as stored). */
export async function findKeyHolder(db: Executor, secretHash: string, day: string): Promise<KeyHolder | null> {
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .selectAll('users')
    .select([
      'api_keys.id as key_id',
      'api_keys.name as key_name',
      'api_keys.hint as key_hint',
      'api_keys.scopes as key_scopes',
      'api_keys.created_at as key_created_at',
      'api_keys.expires_at as key_expires_at',
      'api_keys.revoked_at as key_revoked_at',
      'api_keys.last_used_at as key_last_used_at',
      (eb) =>
        eb
          .selectFrom('api_key_usage')
          .select(sql<number>`coalesce(sum(api_key_usage.requests), 0)`.as('used'))
          .whereRef('api_key_usage.user_id', '=', 'api_keys.user_id')
          .where('api_key_usage.day', '=', day)
          .as('used_today'),
    ])
    .where('api_keys.secret_hash', '=', secretHash)
    .executeTakeFirst();
  if (!row) return null;
  const { key_id, key_name, key_hint, key_scopes, key_created_at, key_expires_at, key_revoked_at, key_last_used_at, used_today, ...user } = row;
  const key: ApiKeysTable = {
    id: key_id,
    user_id: user.id,
    name: key_name,
    secret_hash: secretHash,
    hint: key_hint,
    scopes: key_scopes,
    created_at: key_created_at,
    expires_at: key_expires_at,
    revoked_at: key_revoked_at,
    last_used_at: key_last_used_at,
  };
  return { key, user, usedToday: Number(used_today ?? 0) };
}

export type UseBatch = { keyId: string; userId: string; day: string; requests: number; lastUsedAt: number };

/** Adds a batch of counted requests and moves each key's last use forward; keys deleted meanwhile are skipped. */
export async function recordKeyUse(db: Executor, batch: readonly UseBatch[]): Promise<void> {
  if (batch.length === 0) return;
  const ids = [...new Set(batch.map((b) => b.keyId))];
  const existing = new Set((await db.selectFrom('api_keys').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  for (const use of batch) {
    if (!existing.has(use.keyId)) continue;
    await db
      .insertInto('api_key_usage')
      .values({ key_id: use.keyId, user_id: use.userId, day: use.day, requests: use.requests })
      .onConflict((oc) => oc.columns(['key_id', 'day']).doUpdateSet({ requests: sql<number>`api_key_usage.requests + ${use.requests}` }))
      .execute();
    await db
      .updateTable('api_keys')
      .set({ last_used_at: use.lastUsedAt })
      .where('id', '=', use.keyId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', use.lastUsedAt)]))
      .execute();
  }
}

/** The names and dates of a member's keys for their data export (never a hash or a hint of the secret). */
export async function keysToExport(db: Executor, userId: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'scopes', 'created_at', 'expires_at', 'revoked_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

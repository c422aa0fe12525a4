import type { Executor } from '../../platform/db';
import { alertDb, type DeliveryRow } from './tables';

/**
 * Claims up to `limit` due deliveries for `leaseMs`: each row is taken by one conditional update, so two
 * processes draining together never send the same one (a process that dies lets its lease run out).
 */
export async function claimDue(db: Executor, now: number, leaseMs: number, limit: number): Promise<DeliveryRow[]> {
  const k = alertDb(db);
  const due = await k
    .selectFrom('alert_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  const claimed: DeliveryRow[] = [];
  for (const { id } of due) {
    const result = await k
      .updateTable('alert_deliveries')
      .set((eb) => ({ claimed_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    const row = await k.selectFrom('alert_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

export async function finishDelivery(db: Executor, id: string, fields: Pick<DeliveryRow, 'status' | 'next_attempt_at' | 'last_error' | 'sent_at'>): Promise<void> {
  await alertDb(db).updateTable('alert_deliveries').set({ ...fields, claimed_until: null }).where('id', '=', id).execute();
}

export async function deliveryRecipient(db: Executor, userId: string) {
  return alertDb(db)
    .selectFrom('users')
    .leftJoin('alert_settings', 'alert_settings.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'alert_settings.webhook_url', 'alert_settings.webhook_secret'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Keeps a token's hash; `alertId` ties it to its alert, so deleting the alert deletes the token with it. */
export async function insertUnsubscribeToken(db: Executor, token: { hash: string; userId: string; scope: string; alertId: string | null; at: number }): Promise<void> {
  await alertDb(db)
    .insertInto('unsubscribe_tokens')
    .values({ token_hash: token.hash, user_id: token.userId, scope: token.scope, alert_id: token.alertId, created_at: token.at, used_at: null })
    .execute();
}

export async function findUnsubscribeToken(db: Executor, tokenHash: string) {
  return alertDb(db).selectFrom('unsubscribe_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Spends the token; false when it was already spent (a second press, or another request a moment before). */
export async function spendToken(db: Executor, tokenHash: string, at: number): Promise<boolean> {
  const result = await alertDb(db).updateTable('unsubscribe_tokens').set({ used_at: at }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends the member's other unused tokens that do the same thing (the links in their older mails of that kind). */
export async function spendTokensOfScope(db: Executor, userId: string, scope: string, at: number): Promise<void> {
  await alertDb(db).updateTable('unsubscribe_tokens').set({ used_at: at }).where('user_id', '=', userId).where('scope', '=', scope).where('used_at', 'is', null).execute();
}

/** Deletes the tokens issued before `before`; answers how many. */
export async function deleteTokensIssuedBefore(db: Executor, before: number): Promise<number> {
  const result = await alertDb(db).deleteFrom('unsubscribe_tokens').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The alert's channels and switch, for the unsubscribe link of its e-mail. */
export async function alertChannels(db: Executor, alertId: string) {
  return alertDb(db).selectFrom('alerts').select(['id', 'user_id', 'channels', 'enabled']).where('id', '=', alertId).executeTakeFirst();
}

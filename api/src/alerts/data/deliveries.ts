import type { Executor } from '../../platform/db';
import type { ExpressionBuilder } from 'kysely';
import { alertDb, type AlertTables, type DeliveryRow } from './tables';

export type ClaimRules = {
  /** At most this many rows of any one member (their sends still free), oldest due first. */
  perMember: number;
  /** Sends each member has going in this process now: a member at `perMember` gets none. */
  inFlight: ReadonlyMap<string, number>;
  /** Rows that have had this many attempts are never claimed again (see giveUpExhausted). */
  maxAttempts: number;
  /** Only these channels (the digest run sends only digests). */
  channels?: readonly string[];
};

const due = (now: number) => (eb: ExpressionBuilder<AlertTables, 'alert_deliveries'>) =>
  eb.and([eb('status', '=', 'pending'), eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)])]);

/**
 * Claims up to `limit` due deliveries for `leaseMs`, fairly: each member's rows are numbered oldest due first and
 * only their first `perMember` are candidates, so one member's backlog (or their retried rows, which are due
 * earliest) cannot fill a claim ahead of another member's mail. Each row is taken by one conditional update, so
 * two processes draining together never send the same one (a process that dies lets its lease run out).
 */
export async function claimDue(db: Executor, now: number, leaseMs: number, limit: number, rules: ClaimRules): Promise<DeliveryRow[]> {
  const k = alertDb(db);
  const busy = [...rules.inFlight].filter(([, count]) => count >= rules.perMember).map(([member]) => member);
  const ranked = k
    .selectFrom('alert_deliveries')
    .select((eb) => ['id', 'user_id', 'next_attempt_at', eb.fn.agg<number>('row_number').over((over) => over.partitionBy('user_id').orderBy('next_attempt_at').orderBy('id')).as('place')])
    .where(due(now))
    .where('next_attempt_at', '<=', now)
    .where('attempts', '<', rules.maxAttempts)
    .$if(busy.length > 0, (q) => q.where('user_id', 'not in', busy))
    .$if(rules.channels !== undefined, (q) => q.where('channel', 'in', rules.channels as string[]));
  const candidates = await k
    .selectFrom(ranked.as('ranked'))
    .select(['id', 'user_id'])
    .where('place', '<=', rules.perMember)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const taken = new Map<string, number>();
  const claimed: DeliveryRow[] = [];
  for (const { id, user_id: member } of candidates) {
    const count = (rules.inFlight.get(member) ?? 0) + (taken.get(member) ?? 0);
    if (count >= rules.perMember) continue;
    const row = await k
      .updateTable('alert_deliveries')
      .set((eb) => ({ claimed_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where(due(now))
      .returningAll()
      .executeTakeFirst();
    if (!row) continue;
    taken.set(member, (taken.get(member) ?? 0) + 1);
    claimed.push(row);
  }
  return claimed;
}

/**
 * Gives up the rows that have had every attempt and whose last claim has run out without an answer (its process
 * stopped mid-send): they are kept as failed, never claimed again.
 */
export async function giveUpExhausted(db: Executor, now: number, maxAttempts: number, reason: string, shown: string): Promise<number> {
  const result = await alertDb(db)
    .updateTable('alert_deliveries')
    .set((eb) => ({ status: 'failed', claimed_until: null, last_error: eb.fn.coalesce('last_error', eb.val(reason)), shown_error: eb.fn.coalesce('shown_error', eb.val(shown)) }))
    .where(due(now))
    .where('attempts', '>=', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records how the attempt ended, only while the claim is still this attempt's own (`claimedUntil`). */
export async function finishDelivery(
  db: Executor,
  id: string,
  claimedUntil: number | null,
  fields: Pick<DeliveryRow, 'status' | 'next_attempt_at' | 'last_error' | 'shown_error' | 'sent_at'>,
): Promise<void> {
  await alertDb(db)
    .updateTable('alert_deliveries')
    .set({ ...fields, claimed_until: null })
    .where('id', '=', id)
    .where((eb) => (claimedUntil === null ? eb('claimed_until', 'is', null) : eb('claimed_until', '=', claimedUntil)))
    .execute();
}

export async function deliveryRecipient(db: Executor, userId: string) {
  return alertDb(db)
    .selectFrom('users')
    .leftJoin('alert_settings', 'alert_settings.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'alert_settings.webhook_url', 'alert_settings.webhook_secret', 'alert_settings.webhook_format', 'alert_settings.telegram_chat_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type Recipient = NonNullable<Awaited<ReturnType<typeof deliveryRecipient>>>;

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

import type { Executor } from '../../platform/db';
import type { CheckoutSessionsTable } from '../../platform/db/schema';

export async function insertCheckout(db: Executor, row: CheckoutSessionsTable): Promise<void> {
  await db.insertInto('checkout_sessions').values(row).execute();
}

export async function findCheckout(db: Executor, id: string): Promise<CheckoutSessionsTable | undefined> {
  return db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves the buyer's open, unexpired checkout to `paying`; false when another request got there first. */
export async function claimForPaying(db: Executor, id: string, userId: string, now: number): Promise<boolean> {
  const claimed = await db
    .updateTable('checkout_sessions')
    .set({ status: 'paying' })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function cancelOpenCheckout(db: Executor, id: string): Promise<void> {
  await db.updateTable('checkout_sessions').set({ status: 'canceled' }).where('id', '=', id).where('status', '=', 'open').execute();
}

export async function completeCheckout(db: Executor, id: string): Promise<void> {
  await db.updateTable('checkout_sessions').set({ status: 'complete' }).where('id', '=', id).execute();
}

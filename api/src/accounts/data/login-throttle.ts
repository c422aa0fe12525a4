// Failure counters of password sign-ins, one row per key (an account and a client, or an account across clients).
import type { Executor } from '../../platform/db';
import type { LoginThrottleTable } from '../../platform/db/security-schema';

export async function findThrottle(db: Executor, key: string): Promise<LoginThrottleTable | undefined> {
  return db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Writes a counter row: `exists` says whether the key has one already. */
export async function saveThrottle(db: Executor, row: LoginThrottleTable, exists: boolean): Promise<void> {
  if (exists) {
    const { key, ...counts } = row;
    await db.updateTable('login_throttle').set(counts).where('key', '=', key).execute();
  } else {
    await db.insertInto('login_throttle').values(row).execute();
  }
}

export async function deleteThrottle(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Deletes every counter whose key starts with `prefix`. */
export async function deleteThrottlesFrom(db: Executor, prefix: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '>=', prefix).where('key', '<', `${prefix}\uffff`).execute();
}

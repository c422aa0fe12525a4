// The security log's rows: written at each sign-in and credential change, read newest first.
import type { Executor } from '../../platform/db';
import type { SecurityEventsTable } from '../../platform/db/security-schema';
import { newId } from '../../platform/ids';

export async function insertSecurityEvent(db: Executor, event: Omit<SecurityEventsTable, 'id'>): Promise<void> {
  await db
    .insertInto('security_events')
    .values({ id: newId(), ...event })
    .execute();
}

export async function latestSecurityEvents(db: Executor, userId: string, limit: number): Promise<SecurityEventsTable[]> {
  return db.selectFrom('security_events').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Every device and address the account signed in from. */
export async function signInPlaces(db: Executor, userId: string): Promise<Array<{ device: string; ip: string }>> {
  return db.selectFrom('security_events').select(['device', 'ip']).where('user_id', '=', userId).where('kind', '=', 'sign-in').execute();
}

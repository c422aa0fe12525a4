// A sign-in from a fourth device, waiting (3 minutes) for the user to free a slot; it becomes a session once one is free.
import type { Executor } from '../../platform/db';
import type { DeviceRequestsTable } from '../../platform/db/schema';

/** A device waiting on a conflict, while its 3 minutes last. */
export async function findDeviceRequest(db: Executor, id: string, userId: string, now: number): Promise<DeviceRequestsTable | null> {
  const pending = await db.selectFrom('device_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return pending && Number(pending.expires_at) > now ? pending : null;
}

/** A device request by its id alone, expired or not. */
export async function deviceRequestById(db: Executor, id: string): Promise<DeviceRequestsTable | undefined> {
  return db.selectFrom('device_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDeviceRequest(db: Executor, row: DeviceRequestsTable): Promise<void> {
  await db.insertInto('device_requests').values(row).execute();
}

/** Records the session the waiting device became, so a repeated call answers the same one. */
export async function linkDeviceRequest(db: Executor, id: string, sessionId: string): Promise<void> {
  await db.updateTable('device_requests').set({ session_id: sessionId }).where('id', '=', id).execute();
}

export async function dropDeviceRequests(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('device_requests').where('user_id', '=', userId).execute();
}

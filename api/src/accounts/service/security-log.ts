import type { SecurityEvent, SecurityEventKind } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import { newId } from '../../platform/ids';

export type SeenFrom = { device: string; ip: string };

/** `Mac · Chrome`: how a device reads in the security log and in mails. */
export const deviceLabel = (device: { name: string; userAgent: string }) => `${device.name} · ${device.userAgent}`;

export async function recordEvent(db: Executor, userId: string, kind: SecurityEventKind, from: SeenFrom, now: number): Promise<void> {
  await db
    .insertInto('security_events')
    .values({ id: newId(), user_id: userId, kind, device: from.device.slice(0, 120), ip: from.ip.slice(0, 64), created_at: now })
    .execute();
}

export async function recentEvents(db: Executor, userId: string, limit = 20): Promise<SecurityEvent[]> {
  const rows = await db
    .selectFrom('security_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind as SecurityEventKind,
    device: row.device,
    ip: row.ip,
    at: new Date(Number(row.created_at)).toISOString(),
  }));
}

/** A sign-in from a device and address this account has not signed in from before (never true for the first). */
export async function isNewDevice(db: Executor, userId: string, from: SeenFrom): Promise<boolean> {
  const earlier = await db.selectFrom('security_events').select(['device', 'ip']).where('user_id', '=', userId).where('kind', '=', 'sign-in').execute();
  return earlier.length > 0 && !earlier.some((row) => row.device === from.device && row.ip === from.ip);
}

import type { SecurityEvent, SecurityEventKind } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import { insertSecurityEvent, latestSecurityEvents, signInPlaces } from '../data/security-events';

export type SeenFrom = { device: string; ip: string };

/** `Mac · Chrome`: how a device reads in the security log and in mails. */
export const deviceLabel = (device: { name: string; userAgent: string }) => `${device.name} · ${device.userAgent}`;

export async function recordEvent(db: Executor, userId: string, kind: SecurityEventKind, from: SeenFrom, now: number): Promise<void> {
  await insertSecurityEvent(db, { user_id: userId, kind, device: from.device.slice(0, 120), ip: from.ip.slice(0, 64), created_at: now });
}

export async function recentEvents(db: Executor, userId: string, limit = 20): Promise<SecurityEvent[]> {
  const rows = await latestSecurityEvents(db, userId, limit);
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
  const earlier = await signInPlaces(db, userId);
  return earlier.length > 0 && !earlier.some((row) => row.device === from.device && row.ip === from.ip);
}

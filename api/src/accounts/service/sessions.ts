import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  MS_PER_DAY,
  RATING_INTERVAL_DAYS,
  TEMPORARY_TOKEN_LIFETIME_MS,
  type DeviceInfo,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import { newId } from '../../platform/ids';

export const ACCESS_LIFETIME_MS = ACCESS_TOKEN_LIFETIME_SECONDS * 1000;
export const FEEDBACK_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** The columns a session and a device request share: whose device it is and what it is. */
const deviceColumns = (userId: string, device: DeviceInfo) => ({
  user_id: userId,
  name: device.name,
  user_agent: device.userAgent,
  ip: device.ip,
});

export async function openSession(db: Executor, userId: string, device: DeviceInfo, now: number): Promise<string> {
  const id = newId();
  await db
    .insertInto('sessions')
    .values({
      id,
      ...deviceColumns(userId, device),
      last_login: now,
      expires_at: now + ACCESS_LIFETIME_MS,
    })
    .execute();
  return id;
}

export async function openDeviceRequest(db: Executor, userId: string, device: DeviceInfo, now: number): Promise<string> {
  const id = newId();
  await db
    .insertInto('device_requests')
    .values({
      id,
      ...deviceColumns(userId, device),
      created_at: now,
      expires_at: now + TEMPORARY_TOKEN_LIFETIME_MS,
      session_id: null,
    })
    .execute();
  return id;
}

export const accessToken = (ctx: AppContext, userId: string, sessionId: string) =>
  ctx.tokens.sign({ userId, sid: sessionId, typ: 'access' }, ACCESS_LIFETIME_MS);

export const temporaryToken = (ctx: AppContext, userId: string, requestId: string) =>
  ctx.tokens.sign({ userId, sid: requestId, typ: 'device-conflict' }, TEMPORARY_TOKEN_LIFETIME_MS);

/** The token given at logout to post one rating; each carries its own id, so it can be spent once. */
export const ratingToken = (ctx: AppContext, userId: string) =>
  ctx.tokens.sign({ userId, sid: `rating-${newId()}`, typ: 'feedback' }, FEEDBACK_TOKEN_LIFETIME_MS);

/**
 * Spends a rating token: true the first time, false ever after. The count lives in the database (one atomic
 * upsert), so parallel posts of one token, on one API instance or several, give one rating.
 */
export const spendRatingToken = (ctx: AppContext, userId: string, tokenId: string) =>
  ctx.limiter.allow(`rating-token:${userId}:${tokenId}`, { limit: 1, windowMs: FEEDBACK_TOKEN_LIFETIME_MS });

/** The rating modal may show when the user left no feedback in the last 30 days. */
export async function canGetRating(db: Executor, userId: string, now: number): Promise<boolean> {
  const recent = await db
    .selectFrom('feedback')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '>', now - RATING_INTERVAL_DAYS * MS_PER_DAY)
    .executeTakeFirst();
  return !recent;
}

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
import { insertDeviceRequest, dropDeviceRequests } from '../data/device-requests';
import { feedbackSince } from '../data/feedback';
import { endOtherSessions, insertSession, markSecondFactor } from '../data/sessions';

export const ACCESS_LIFETIME_MS = ACCESS_TOKEN_LIFETIME_SECONDS * 1000;
export const FEEDBACK_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/**
 * The columns a session and a device request share: whose device it is, what it is, and whether its sign-in used
 * the second factor (the admin area needs that).
 */
const deviceColumns = (userId: string, device: DeviceInfo, secondFactor: boolean) => ({
  user_id: userId,
  name: device.name,
  user_agent: device.userAgent,
  ip: device.ip,
  second_factor: secondFactor ? 1 : 0,
});

export async function openSession(db: Executor, userId: string, device: DeviceInfo, now: number, secondFactor: boolean): Promise<string> {
  const id = newId();
  await insertSession(db, {
    id,
    ...deviceColumns(userId, device, secondFactor),
    last_login: now,
    expires_at: now + ACCESS_LIFETIME_MS,
  });
  return id;
}

export async function openDeviceRequest(db: Executor, userId: string, device: DeviceInfo, now: number, secondFactor: boolean): Promise<string> {
  const id = newId();
  await insertDeviceRequest(db, {
    id,
    ...deviceColumns(userId, device, secondFactor),
    created_at: now,
    expires_at: now + TEMPORARY_TOKEN_LIFETIME_MS,
    session_id: null,
  });
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
  return !(await feedbackSince(db, userId, now - RATING_INTERVAL_DAYS * MS_PER_DAY));
}

/**
 * After two-factor sign-in is turned on: the session that proved the code counts as signed in with it, and every
 * other session of the account (opened with the password alone, perhaps by someone who has it) is signed out.
 */
export async function keepOnlyProvenSession(db: Executor, userId: string, sessionId: string): Promise<void> {
  await markSecondFactor(db, sessionId, userId);
  await endOtherSessions(db, userId, sessionId);
  await dropDeviceRequests(db, userId);
}

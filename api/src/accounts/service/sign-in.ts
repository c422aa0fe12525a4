import { MAX_DEVICES, MESSAGES, SECURITY_MESSAGES, type DeviceInfo } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { lockUser } from '../../platform/db';
import { MAIL } from '../../platform/mail/templates';
import { deviceFromRow, findUserByEmail, liveSessions, loadUser, normaliseEmail } from '../data/users';
import { deviceRequestById, linkDeviceRequest } from '../data/device-requests';
import { dropExpiredSessions, endSessions } from '../data/sessions';
import type { AccessAuth, ConflictAuth } from '../../platform/http/access';
import { accessToken, canGetRating, ratingToken, openDeviceRequest, openSession, temporaryToken } from './sessions';
import type { UsersTable } from '../../platform/db/schema';
import { accountHeldBack, checkLoginAllowed, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { Refusal } from '../../platform/refusal';
import { unlockPassClient } from './unlock-pass';
import { deviceLabel, isNewDevice, recordEvent } from './security-log';
import { NO_PASSWORD, pendingSignupFor } from './signup';
import { twoFactorEnabled, verifySecondFactor } from './two-factor';

export type SignInInput = {
  email: string;
  password: string;
  twoFactorCode?: string;
  device: DeviceInfo;
  client: string;
  /** What the unlock link gave this browser (./unlock-pass.ts). */
  unlockPass?: string;
};

/**
 * Signs in: throttling per account and client, the password (or the waiting sign-up it belongs to), the second
 * factor when on, the security log and new-device mail, then a device slot. Answers the session token and user;
 * a fourth device is refused with the device list and a 3-minute temporary token (the device-conflict flow).
 */
export async function signIn(ctx: AppContext, input: SignInInput) {
  const { db } = ctx;
  const { password, device } = input;
  const account = normaliseEmail(input.email);
  // A browser that opened the unlock link is a client of its own, past the account's cap.
  const pass = await unlockPassClient(ctx, account, input.unlockPass);
  const client = pass ?? input.client;
  await checkLoginAllowed(ctx, account, client);
  const user = await findUserByEmail(db.k, account);
  if (!pass && (await accountHeldBack(ctx, account))) {
    // Past the cap across clients: the password is not compared, and the answer and its time are a wrong one's.
    await ctx.hasher.verifyDummy(password);
    throw new Refusal('unauthenticated', MESSAGES.invalidCredentials);
  }
  // One password hash on every path (unknown, verified, waiting with any number of sign-ups): the time an answer
  // takes says nothing about the address.
  const valid = await passwordMatches(ctx, user, password);
  const seen = { device: deviceLabel(device), ip: device.ip };
  if (!user || !valid) {
    await recordLoginFailure(ctx, account, client, user, { countForAccount: !pass });
    if (user) await recordEvent(db.k, user.id, 'sign-in-failed', seen, ctx.now());
    throw new Refusal('unauthenticated', MESSAGES.invalidCredentials);
  }
  const secondFactor = await twoFactorEnabled(db.k, user.id);
  if (secondFactor) {
    const code = input.twoFactorCode?.trim() ?? '';
    if (!code) throw new Refusal('unauthenticated', SECURITY_MESSAGES.twoFactorCodeRequired, { twoFactorRequired: true });
    const factor = await verifySecondFactor(ctx, user.id, code);
    if (!factor) {
      await recordLoginFailure(ctx, account, client, user, { countForAccount: !pass });
      await recordEvent(db.k, user.id, 'sign-in-failed', seen, ctx.now());
      throw new Refusal('unauthenticated', SECURITY_MESSAGES.twoFactorCodeInvalid, { twoFactorRequired: true });
    }
    if (factor === 'recovery') await recordEvent(db.k, user.id, 'recovery-code-used', seen, ctx.now());
  }
  await recordLoginSuccess(ctx, account, client);
  if (await isNewDevice(db.k, user.id, seen)) {
    await recordEvent(db.k, user.id, 'new-device', seen, ctx.now());
    ctx.mailer.send(MAIL.newDevice(user, seen.device, seen.ip, new Date(ctx.now()))).catch(() => undefined);
  }
  await recordEvent(db.k, user.id, 'sign-in', seen, ctx.now());

  const now = ctx.now();
  const outcome = await db.k.transaction().execute(async (trx) => {
    await lockUser(db, trx, user.id);
    await dropExpiredSessions(trx, user.id, now);
    const sessions = await liveSessions(trx, user.id, now);
    if (sessions.length >= MAX_DEVICES) {
      return { conflict: await openDeviceRequest(trx, user.id, device, now, secondFactor), devices: sessions.map(deviceFromRow) };
    }
    return { session: await openSession(trx, user.id, device, now, secondFactor) };
  });
  if ('conflict' in outcome) {
    const token = await temporaryToken(ctx, user.id, outcome.conflict!);
    throw new Refusal('throttled', MESSAGES.tooManyDevices, { devices: outcome.devices, token });
  }
  const token = await accessToken(ctx, user.id, outcome.session);
  return { token, user: await loadUser(db.k, user.id, now) };
}

/**
 * Whether the password is the account's. Before verification each waiting sign-up has its own password; the one
 * that matches is named (403 with its `signupId`) so the client can ask for its code.
 */
async function passwordMatches(ctx: AppContext, user: UsersTable | undefined, password: string): Promise<boolean> {
  if (!user) return ctx.hasher.verifyDummy(password);
  if (user.is_email_verified === 1) return ctx.hasher.verify(user.password_hash, password);
  // An account from before waiting sign-ups may still hold its own password.
  if (user.password_hash !== NO_PASSWORD) {
    if (await ctx.hasher.verify(user.password_hash, password)) throw new Refusal('forbidden', MESSAGES.emailNotVerified);
    return false;
  }
  const signupId = await pendingSignupFor(ctx, user.id, password);
  if (signupId) throw new Refusal('forbidden', MESSAGES.emailNotVerified, { signupId });
  return false;
}

export async function listDevices(ctx: AppContext, userId: string) {
  return (await liveSessions(ctx.db.k, userId, ctx.now())).map(deviceFromRow);
}

/** Turns the waiting device of a conflict into a session once a slot is free (the same session on repeat). */
export async function proceed(ctx: AppContext, auth: ConflictAuth): Promise<string | null> {
  const { db } = ctx;
  const now = ctx.now();
  const sessionId = await db.k.transaction().execute(async (trx) => {
    await lockUser(db, trx, auth.userId);
    const pending = await deviceRequestById(trx, auth.request.id);
    if (!pending) return null;
    const sessions = await liveSessions(trx, auth.userId, now);
    if (pending.session_id && sessions.some((s) => s.id === pending.session_id)) return pending.session_id;
    if (sessions.length >= MAX_DEVICES) return null;
    const device = { name: pending.name, userAgent: pending.user_agent, ip: pending.ip };
    const id = await openSession(trx, auth.userId, device, now, pending.second_factor === 1);
    await linkDeviceRequest(trx, pending.id, id);
    return id;
  });
  return sessionId ? accessToken(ctx, auth.userId, sessionId) : null;
}

export type LogOutChoice = { fromAllDevices: boolean; deviceId?: string; ip?: string };

/**
 * Logs out this device, one listed device (by id, or by ip as the original device-conflict client names it), or
 * all. During a device conflict, a freed slot admits the waiting device at once (its token is in the answer).
 */
export async function logOut(ctx: AppContext, auth: AccessAuth | ConflictAuth, { fromAllDevices, deviceId, ip }: LogOutChoice) {
  const { db } = ctx;
  const now = ctx.now();
  const sessions = await liveSessions(db.k, auth.userId, now);
  let targets: string[];
  if (fromAllDevices) {
    targets = sessions.map((s) => s.id);
  } else if (deviceId) {
    targets = sessions.filter((s) => s.id === deviceId).map((s) => s.id);
  } else if (auth.kind === 'device-conflict') {
    targets = ip ? sessions.filter((s) => s.ip === ip).slice(0, 1).map((s) => s.id) : [];
  } else {
    targets = [auth.sessionId];
  }
  if (!fromAllDevices && targets.length === 0) throw new Refusal('not-found', MESSAGES.deviceNotFound);
  if (targets.length > 0) await endSessions(db.k, targets);

  const ownLogout = auth.kind === 'access' && (fromAllDevices || targets.includes(auth.sessionId));
  const rating = ownLogout ? await canGetRating(db.k, auth.userId, now) : false;
  const data: Record<string, unknown> = { canGetRating: rating };
  if (rating) data.ratingToken = await ratingToken(ctx, auth.userId);
  if (auth.kind === 'device-conflict') {
    const remaining = await liveSessions(db.k, auth.userId, now);
    if (fromAllDevices || remaining.length < MAX_DEVICES) {
      const token = await proceed(ctx, auth);
      if (token) data.token = token;
    }
    data.devices = await listDevices(ctx, auth.userId);
  } else {
    data.devices = ownLogout ? [] : await listDevices(ctx, auth.userId);
  }
  return data;
}

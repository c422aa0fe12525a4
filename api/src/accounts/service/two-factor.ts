import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { AppContext } from '../../context';
import type { Config } from '../../config';
import type { Db, Executor } from '../../platform/db';
import { findUserByEmail } from '../data/users';
import {
  claimStep,
  dropRecoveryCodes,
  dropTwoFactor,
  findTwoFactor,
  insertEnabledTwoFactor,
  markTwoFactorEnabled,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  saveEnrolment,
  spendRecoveryCode,
  twoFactorEnabled,
} from '../data/two-factor';
import { hmac } from '../../platform/ids';
import { keepOnlyProvenSession } from './sessions';

/** Authenticator codes: 6 digits, 30-second steps, one step of clock drift either way. */
const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

const sealKey = (ctx: AppContext) => Buffer.from(hmac(ctx.config.jwtSecret, 'two-factor-seal'), 'hex');

function seal(ctx: AppContext, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(ctx), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function unseal(ctx: AppContext, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', sealKey(ctx), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

const recoveryHash = (ctx: AppContext, code: string) => hmac(ctx.config.jwtSecret, `recovery:${code.replace(/[^a-z0-9]/gi, '').toLowerCase()}`);

/** Whether the account signs in with a second factor, and how many unused recovery codes it has. */
export { recoveryCodesLeft, twoFactorEnabled };

/** Starts (or restarts) enrolment: a new secret waits, unused, until a code from it is entered. */
export async function startEnrolment(ctx: AppContext, userId: string, email: string): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = generateSecret();
  const now = ctx.now();
  const sealed = seal(ctx, secret);
  await saveEnrolment(ctx.db.k, userId, sealed, now);
  return { secret, otpauthUrl: generateURI({ issuer: 'SentiScope', label: email, secret }) };
}

/** Checks an authenticator code once: a code already used (same or earlier step) is refused, so it cannot be replayed. */
async function acceptCode(ctx: AppContext, db: Executor, userId: string, code: string, enabled: boolean): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const row = await findTwoFactor(db, userId);
  if (!row || (row.enabled_at !== null) !== enabled) return false;
  const epoch = Math.floor(ctx.now() / 1000);
  const result = verifySync({
    secret: unseal(ctx, row.sealed_secret),
    token: code,
    epoch,
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
  });
  if (!result.valid) return false;
  const step = Math.floor(epoch / PERIOD_SECONDS) + result.delta;
  return claimStep(db, userId, step);
}

/**
 * Turns two-factor sign-in on with a first code from the new secret; answers the recovery codes, shown once. The
 * session that proved the code counts as signed in with it; every other session of the account is signed out.
 */
export async function enable(ctx: AppContext, userId: string, sessionId: string, code: string): Promise<string[] | null> {
  return ctx.db.k.transaction().execute(async (trx) => {
    if (!(await acceptCode(ctx, trx, userId, code, false))) return null;
    await markTwoFactorEnabled(trx, userId, ctx.now());
    await keepOnlyProvenSession(trx, userId, sessionId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = randomBytes(5).toString('hex');
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    await replaceRecoveryCodes(trx, userId, codes.map((c) => recoveryHash(ctx, c)));
    return codes;
  });
}

export async function disable(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.k.transaction().execute(async (trx) => {
    await dropTwoFactor(trx, userId);
    await dropRecoveryCodes(trx, userId);
  });
}

/** The second factor at sign-in: an authenticator code, or an unused recovery code (then spent). */
export async function verifySecondFactor(ctx: AppContext, userId: string, code: string): Promise<'code' | 'recovery' | null> {
  const cleaned = code.trim();
  if (await acceptCode(ctx, ctx.db.k, userId, cleaned, true)) return 'code';
  if (!/^[0-9a-f]{5}-?[0-9a-f]{5}$/i.test(cleaned)) return null;
  return (await spendRecoveryCode(ctx.db.k, userId, recoveryHash(ctx, cleaned), ctx.now())) ? 'recovery' : null;
}

/**
 * Super admins must sign in with a second factor. The seeded one may get its authenticator secret from the
 * environment (ADMIN_TOTP_SECRET), so automated sign-ins (browser tests, scripts) can compute codes.
 */
export async function seedAdminTwoFactor(db: Db, config: Config, now: number): Promise<void> {
  if (!config.adminTotpSecret || !config.adminEmail) return;
  const admin = await findUserByEmail(db.k, config.adminEmail);
  if (!admin || admin.is_super_admin !== 1) return;
  const sealed = seal({ config } as AppContext, config.adminTotpSecret);
  await insertEnabledTwoFactor(db.k, admin.id, sealed, now);
}


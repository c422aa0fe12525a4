import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { AppContext } from '../../context';
import type { Config } from '../../config';
import type { Db } from '../../platform/db';
import { normaliseEmail } from '../data/users';
import type { Executor } from '../../platform/db';
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

export async function twoFactorEnabled(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  return !!row && row.enabled_at !== null;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const rows = await db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  return rows.length;
}

/** Starts (or restarts) enrolment: a new secret waits, unused, until a code from it is entered. */
export async function startEnrolment(ctx: AppContext, userId: string, email: string): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = generateSecret();
  const now = ctx.now();
  const sealed = seal(ctx, secret);
  await ctx.db.k
    .insertInto('two_factor')
    .values({ user_id: userId, sealed_secret: sealed, enabled_at: null, last_step: 0, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sealed_secret: sealed, enabled_at: null, last_step: 0, created_at: now }))
    .execute();
  return { secret, otpauthUrl: generateURI({ issuer: 'SentiScope', label: email, secret }) };
}

/** Checks an authenticator code once: a code already used (same or earlier step) is refused, so it cannot be replayed. */
async function acceptCode(ctx: AppContext, db: Executor, userId: string, code: string, enabled: boolean): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const row = await db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
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
  const claimed = await db
    .updateTable('two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Turns two-factor sign-in on with a first code from the new secret; answers the recovery codes, shown once. The
 * session that proved the code counts as signed in with it; every other session of the account is signed out.
 */
export async function enable(ctx: AppContext, userId: string, sessionId: string, code: string): Promise<string[] | null> {
  return ctx.db.k.transaction().execute(async (trx) => {
    if (!(await acceptCode(ctx, trx, userId, code, false))) return null;
    await trx.updateTable('two_factor').set({ enabled_at: ctx.now() }).where('user_id', '=', userId).execute();
    await keepOnlyProvenSession(trx, userId, sessionId);
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = randomBytes(5).toString('hex');
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((c) => ({ code_hash: recoveryHash(ctx, c), user_id: userId, used_at: null })))
      .execute();
    return codes;
  });
}

export async function disable(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.k.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}

/** The second factor at sign-in: an authenticator code, or an unused recovery code (then spent). */
export async function verifySecondFactor(ctx: AppContext, userId: string, code: string): Promise<'code' | 'recovery' | null> {
  const cleaned = code.trim();
  if (await acceptCode(ctx, ctx.db.k, userId, cleaned, true)) return 'code';
  if (!/^[0-9a-f]{5}-?[0-9a-f]{5}$/i.test(cleaned)) return null;
  const spent = await ctx.db.k
    .updateTable('recovery_codes')
    .set({ used_at: ctx.now() })
    .where('code_hash', '=', recoveryHash(ctx, cleaned))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? 'recovery' : null;
}

/**
 * Super admins must sign in with a second factor. The seeded one may get its authenticator secret from the
 * environment (ADMIN_TOTP_SECRET), so automated sign-ins (browser tests, scripts) can compute codes.
 */
export async function seedAdminTwoFactor(db: Db, config: Config, now: number): Promise<void> {
  if (!config.adminTotpSecret || !config.adminEmail) return;
  const admin = await db.k.selectFrom('users').select(['id', 'is_super_admin']).where('email', '=', normaliseEmail(config.adminEmail)).executeTakeFirst();
  if (!admin || admin.is_super_admin !== 1) return;
  const sealed = seal({ config } as AppContext, config.adminTotpSecret);
  await db.k
    .insertInto('two_factor')
    .values({ user_id: admin.id, sealed_secret: sealed, enabled_at: now, last_step: 0, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}


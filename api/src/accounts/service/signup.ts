import { MESSAGES, OTP_LIFETIME_MS, OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { hmac, newId, newSecretToken, safeEqualHex, sixDigitCode } from '../../platform/ids';
import { MAIL } from '../../platform/mail/templates';
import { findUserByEmail, freePlanColumns, insertUser, normaliseEmail, verifyAccount } from '../data/users';
import { Refusal } from '../../platform/refusal';
import { timingSafeEqual } from 'node:crypto';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import {
  claimCodeSend,
  countCodeAttempt,
  dropPendingSignups,
  findPendingSignup,
  insertPendingSignup,
  keepNewestSignups,
  releaseCodeSend,
  signupPasswords,
} from '../data/signups';

export type SignupInput = { name: string; email: string; phoneNumber: string | null; password: string };

/** An account that has not been verified yet has no password of its own: each waiting sign-up holds one. */
export const NO_PASSWORD = '!unverified';
/** Sign-ups kept per unverified address; older ones are dropped. */
const PENDING_PER_ACCOUNT = 5;

type Log = { error(payload: unknown, message: string): void };

/**
 * Records a sign-up. For a new or unverified address it waits, with its own password, for the code mailed to the
 * address; for a verified account nothing changes and the owner is told by e-mail. Both answer a `signupId` of the
 * same shape, so the answer never says which case it was (decision 013).
 */
export async function signUp(ctx: AppContext, input: SignupInput, log: Log): Promise<{ email: string; signupId: string }> {
  const { db } = ctx;
  const email = normaliseEmail(input.email);
  const signupId = newSecretToken();
  const now = ctx.now();
  let owner = await findUserByEmail(db.k, email);
  if (!owner) {
    const free = await ctx.plans.free();
    try {
      await insertUser(db.k, {
        id: newId(),
        name: input.name,
        email,
        phone_number: input.phoneNumber,
        password_hash: NO_PASSWORD,
        is_email_verified: 0,
        is_super_admin: 0,
        ...freePlanColumns(free),
        stripe_customer_id: null,
        created_at: now,
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    owner = await findUserByEmail(db.k, email);
  }
  if (!owner) throw new Error('sign-up: account vanished');
  // Hashed whatever the case, so a sign-up for a verified address takes as long as one for a new address.
  const passwordHash = await ctx.hasher.hashWithSalt(input.password, signupSalt(ctx, owner.id));
  if (owner.is_email_verified === 1) {
    await noticeExistingAccount(ctx, owner, log);
    return { email, signupId };
  }
  await insertPendingSignup(db.k, {
    id: signupId,
    user_id: owner.id,
    name: input.name,
    phone_number: input.phoneNumber,
    password_hash: passwordHash,
    code_hash: null,
    code_expires_at: null,
    attempts: 0,
    sent_at: null,
    created_at: now,
  });
  await keepNewestSignups(db.k, owner.id, PENDING_PER_ACCOUNT);
  return { email, signupId };
}

async function noticeExistingAccount(ctx: AppContext, user: UsersTable, log: Log): Promise<void> {
  if (!(await ctx.limiter.allow(`signup-notice:${user.email}`, ctx.config.rateLimits.signupNoticePerAccount))) return;
  // Not awaited: the answer must not take longer when the account exists.
  ctx.mailer.send(MAIL.accountExists(user, ctx.config.siteUrl)).catch((e: unknown) => log.error({ err: e }, 'signup notice mail failed'));
}

// Keyed by the server secret: a stolen database alone does not let anyone test the million codes.
const codeHash = (ctx: AppContext, signupId: string, code: string) => hmac(ctx.config.jwtSecret, `signup:${signupId}:${code}`);

async function pendingFor(ctx: AppContext, email: string, signupId: string | undefined) {
  if (!signupId) return null;
  const row = await findPendingSignup(ctx.db.k, signupId, normaliseEmail(email));
  return row && row.is_email_verified === 0 ? row : null;
}

/**
 * The limits on code requests and verifications that answer 429: per client, and per sign-up. Nothing is keyed
 * by the address, so a stranger spending calls on someone's address never holds back the owner's own sign-up.
 */
export async function limitCodeCalls(ctx: AppContext, client: string, signupId: string | undefined): Promise<void> {
  await ctx.limiter.hit(`otp:ip:${client}`, ctx.config.rateLimits.otpPerIp);
  if (signupId) await ctx.limiter.hit(`otp:signup:${signupId}`, ctx.config.rateLimits.otpPerSignup);
}

/**
 * Mails a verification code for one sign-up. Unknown addresses, verified accounts, other people's sign-ups and
 * a second request within a minute all end here too, silently: the caller answers the same in every case, and
 * the mail is not awaited so the answer takes the same time.
 */
export async function requestCode(ctx: AppContext, email: string, signupId: string | undefined, log: Log): Promise<void> {
  const pending = await pendingFor(ctx, email, signupId);
  if (!pending) return;
  const now = ctx.now();
  if (pending.sent_at !== null) {
    // A resend: within the resend interval nothing goes out, and past the address's cap nothing either (a flood
    // of mails to someone else's mailbox), both silently.
    if (Number(pending.sent_at) > now - OTP_RESEND_INTERVAL_MS) return;
    if (!(await ctx.limiter.allow(`code-resend:${pending.email}`, ctx.config.rateLimits.codeResendsPerAddress))) return;
  }
  const code = sixDigitCode();
  const fresh = { hash: codeHash(ctx, pending.id, code), expiresAt: now + OTP_LIFETIME_MS };
  if (!(await claimCodeSend(ctx.db.k, pending.id, fresh, now, OTP_RESEND_INTERVAL_MS))) return;
  ctx.mailer.send(MAIL.verificationCode({ email: pending.email, name: pending.name }, code)).catch(async (e: unknown) => {
    log.error({ err: e }, 'verification code mail failed');
    // A code nobody received must not hold back the next try for the resend interval.
    await releaseCodeSend(ctx.db.k, pending.id, now);
  });
}

/**
 * Verifies the address with the code of one sign-up; that sign-up's name, phone and password become the
 * account's, and every other waiting sign-up for the address is dropped. Every failure is the same 'Invalid OTP'.
 */
export async function verifyCode(ctx: AppContext, email: string, signupId: string | undefined, code: string): Promise<void> {
  const invalid = () => new Refusal('invalid', MESSAGES.otpInvalid);
  const pending = await pendingFor(ctx, email, signupId);
  if (!pending || !pending.code_hash || Number(pending.code_expires_at) <= ctx.now()) throw invalid();
  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await countCodeAttempt(ctx.db.k, pending.id, pending.code_hash, OTP_MAX_ATTEMPTS);
  if (!counted || !safeEqualHex(codeHash(ctx, pending.id, code), pending.code_hash)) throw invalid();
  await ctx.db.k.transaction().execute(async (trx) => {
    await verifyAccount(trx, pending.user_id, { name: pending.name, phone_number: pending.phone_number, password_hash: pending.password_hash });
    await dropPendingSignups(trx, pending.user_id);
  });
}

/**
 * The salt every waiting sign-up of one address is hashed with: derived from the server secret and the account,
 * so it differs between accounts and is unknown without the secret.
 */
const signupSalt = (ctx: AppContext, userId: string) => Buffer.from(hmac(ctx.config.jwtSecret, `signup-salt:${userId}`).slice(0, 32), 'hex');

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The waiting sign-up of an unverified account whose password this is (a login before verifying), if any. One
 * password hash whatever the number of sign-ups (they share the account's salt), so the time a sign-in takes
 * says nothing about how many sign-ups an address has.
 */
export async function pendingSignupFor(ctx: AppContext, userId: string, password: string): Promise<string | null> {
  const candidate = await ctx.hasher.hashWithSalt(password, signupSalt(ctx, userId));
  const rows = await signupPasswords(ctx.db.k, userId);
  let match: string | null = null;
  for (const row of rows) if (sameText(row.password_hash, candidate) && match === null) match = row.id;
  return match;
}

import { MESSAGES, RESET_TOKEN_LIFETIME_MS } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { newSecretToken, sha256 } from '../../platform/ids';
import { MAIL } from '../../platform/mail/templates';
import { findUserByEmail, updateUser } from '../data/users';
import { dropDeviceRequests } from '../data/device-requests';
import { findResetToken, insertResetToken, spendResetToken, spendResetTokens } from '../data/reset-tokens';
import { endAllSessions } from '../data/sessions';
import { dropPendingSignups } from '../data/signups';
import { passwordProblem } from './password-policy';
import { Refusal } from '../../platform/refusal';

type Log = { error(payload: unknown, message: string): void };

/**
 * The limits on reset requests that answer 429: per client, and per client and account. A stranger asking for
 * someone's reset spends only their own client's allowance; the owner's request from their own browser goes on.
 */
export async function limitResetRequests(ctx: AppContext, client: string, account: string): Promise<void> {
  await ctx.limiter.hit(`reset:ip:${client}`, ctx.config.rateLimits.resetPerIp);
  await ctx.limiter.hit(`reset:client:${client}:${account}`, ctx.config.rateLimits.resetPerClient);
}

/**
 * Mails a reset link when the address has an account; nothing observable differs when it has not. Past the
 * account's mail cap nothing goes out, silently: the cap's window is no longer than a link lives, so the newest
 * link already in the owner's mailbox still works.
 */
export async function sendResetLink(ctx: AppContext, account: string, log: Log): Promise<void> {
  const user = await findUserByEmail(ctx.db.k, account);
  if (!user) return;
  if (!(await ctx.limiter.allow(`reset-mail:${user.id}`, ctx.config.rateLimits.resetMailsPerAccount))) return;
  const token = newSecretToken();
  const now = ctx.now();
  await insertResetToken(ctx.db.k, { token_hash: sha256(token), user_id: user.id, expires_at: now + RESET_TOKEN_LIFETIME_MS, used_at: null, created_at: now });
  // The reset page takes the token out of the address bar as soon as it loads and sends it in a request body.
  const link = `${ctx.config.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // Not awaited: the answer must take the same time whether or not the account exists.
  ctx.mailer.send(MAIL.resetLink(user, link)).catch((e: unknown) => log.error({ err: e }, 'reset mail failed'));
}

/** The account a still valid, unused reset token belongs to. */
export async function resetTokenOwner(ctx: AppContext, token: string): Promise<{ userId: string; email: string; name: string }> {
  const row = await findResetToken(ctx.db.k, sha256(token));
  if (!row || row.used_at !== null) throw new Refusal('invalid', MESSAGES.resetTokenInvalid);
  if (Number(row.expires_at) <= ctx.now()) throw new Refusal('invalid', MESSAGES.resetTokenExpired);
  return { userId: row.user_id, email: row.email, name: row.name };
}

/**
 * Sets a new password with a reset token: the token and every other outstanding link die, every session and
 * waiting sign-up ends, and the address counts as verified (the link proved the mailbox).
 */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<{ userId: string }> {
  const owner = await resetTokenOwner(ctx, token);
  const problem = passwordProblem(newPassword, [owner.email, owner.name]);
  if (problem) throw new Refusal('invalid', problem);
  const passwordHash = await ctx.hasher.hash(newPassword);
  const now = ctx.now();
  const tokenHash = sha256(token);
  await ctx.db.k.transaction().execute(async (trx) => {
    if (!(await spendResetToken(trx, tokenHash, now))) throw new Refusal('invalid', MESSAGES.resetTokenInvalid);
    await spendResetTokens(trx, owner.userId, now);
    await updateUser(trx, owner.userId, { password_hash: passwordHash, is_email_verified: 1 });
    await endAllSessions(trx, owner.userId);
    await dropDeviceRequests(trx, owner.userId);
    await dropPendingSignups(trx, owner.userId);
  });
  return { userId: owner.userId };
}

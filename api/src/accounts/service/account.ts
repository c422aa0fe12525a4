import { SECURITY_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { newSecretToken, sha256 } from '../../platform/ids';
import { MAIL } from '../../platform/mail/templates';
import { findUserByEmail, findUserRow, freePlanColumns, loadUser, normaliseEmail, updateUser } from '../data/users';
import { cancelSubscriptionsOf, deleteOwnedRows, findSubscriptionToCancel } from '../data/account-erasure';
import { checkoutsToExport, feedbackToExport, subscriptionsToExport } from '../data/data-export';
import { dropDeviceRequests } from '../data/device-requests';
import { dropEmailChanges, findEmailChange, insertEmailChange } from '../data/email-changes';
import { dropResetTokens, spendResetTokens } from '../data/reset-tokens';
import { endOtherSessions } from '../data/sessions';
import { passwordProblem } from './password-policy';
import { recentEvents, recordEvent, type SeenFrom } from './security-log';
import { Refusal } from '../../platform/refusal';
import { forgetLoginFailures } from './login-throttle';
import { apiKeysToExport } from './api-keys';
import { forgetMemberAlerts } from '../../alerts/service/member-erasure';
import { memberAlertData } from '../../alerts/service/member-export';
import { API_MESSAGES } from '../../platform/messages';
import { deleteBucketsNaming } from '../../platform/db/rate-limit-counters';

export const EMAIL_CHANGE_LIFETIME_MS = 30 * 60 * 1000;

async function requirePassword(ctx: AppContext, user: UsersTable, password: string): Promise<void> {
  if (!(await ctx.hasher.verify(user.password_hash, password))) throw new Refusal('invalid', SECURITY_MESSAGES.currentPasswordWrong);
}

/** A new password, given the current one; every other session of the account ends, this one stays. */
export async function changePassword(ctx: AppContext, user: UsersTable, sessionId: string, current: string, next: string, from: SeenFrom) {
  await requirePassword(ctx, user, current);
  const problem = passwordProblem(next, [user.email, user.name]);
  if (problem) throw new Refusal('invalid', problem);
  const hash = await ctx.hasher.hash(next);
  const now = ctx.now();
  await ctx.db.k.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: hash });
    await endOtherSessions(trx, user.id, sessionId);
    await dropDeviceRequests(trx, user.id);
    await spendResetTokens(trx, user.id, now);
    await recordEvent(trx, user.id, 'password-changed', from, now);
  });
  ctx.mailer.send(MAIL.passwordChanged(user)).catch(() => undefined);
}

/** Mails a confirmation link to the new address; the address changes only when it is opened. */
export async function requestEmailChange(ctx: AppContext, user: UsersTable, password: string, newEmail: string): Promise<void> {
  await requirePassword(ctx, user, password);
  const email = normaliseEmail(newEmail);
  const token = newSecretToken();
  await insertEmailChange(ctx.db.k, { token_hash: sha256(token), user_id: user.id, new_email: email, expires_at: ctx.now() + EMAIL_CHANGE_LIFETIME_MS });
  // An address that already has an account gets no link (and the answer is the same), so this tells nothing.
  if (await findUserByEmail(ctx.db.k, email)) return;
  const link = `${ctx.config.siteUrl}/user-profile#confirm-email=${token}`;
  ctx.mailer.send(MAIL.emailChangeConfirm(user, email, link)).catch(() => undefined);
  ctx.mailer.send(MAIL.emailChangeNotice(user, email)).catch(() => undefined);
}

export async function confirmEmailChange(ctx: AppContext, userId: string, token: string, from: SeenFrom): Promise<string> {
  const row = await findEmailChange(ctx.db.k, sha256(token));
  if (!row || row.user_id !== userId || Number(row.expires_at) <= ctx.now()) throw new Refusal('invalid', SECURITY_MESSAGES.emailChangeLinkInvalid);
  if (await findUserByEmail(ctx.db.k, row.new_email)) throw new Refusal('invalid', SECURITY_MESSAGES.emailChangeLinkInvalid);
  await ctx.db.k.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { email: row.new_email, is_email_verified: 1 });
    await dropEmailChanges(trx, userId);
    await dropResetTokens(trx, userId);
    await recordEvent(trx, userId, 'email-changed', from, ctx.now());
  });
  return row.new_email;
}

/**
 * Deletes the account: the subscription is cancelled at the provider, sessions, codes, tokens, feedback, the
 * security log, the rate-limit counters that name the member and the alerts (with their unsubscribe links) are
 * deleted, and the user row keeps only what payment records need, with no name or address.
 */
export async function deleteAccount(ctx: AppContext, user: UsersTable, password: string): Promise<void> {
  await requirePassword(ctx, user, password);
  const subscription = user.stripe_subscription_id
    ? await findSubscriptionToCancel(ctx.db.k, user.stripe_subscription_id)
    : undefined;
  if (subscription && subscription.provider === ctx.payments.name && subscription.status !== 'canceled') {
    await ctx.payments.cancelAtPeriodEnd(subscription.id);
  }
  const free = await ctx.plans.free();
  await ctx.db.k.transaction().execute(async (trx) => {
    await deleteOwnedRows(trx, user.id);
    await forgetLoginFailures(trx, user.email);
    await deleteBucketsNaming(trx, [user.id, user.email]);
    await forgetMemberAlerts(trx, user.id);
    await cancelSubscriptionsOf(trx, user.id);
    await updateUser(trx, user.id, {
      name: 'Deleted user',
      email: `deleted-${user.id}@deleted.invalid`,
      phone_number: null,
      password_hash: '!deleted',
      is_email_verified: 0,
      is_super_admin: 0,
      ...freePlanColumns(free),
      sub_is_active: 0,
    });
  });
  ctx.mailer.send(MAIL.accountDeleted(user)).catch(() => undefined);
}

/**
 * Everything SentiScope holds about the user, as one JSON document: the account's own records, then what the
 * alerts keep about them (watchlist, alerts, firings, notifications, deliveries, settings, unsubscribe links).
 */
export async function exportData(ctx: AppContext, userId: string) {
  const { db } = ctx;
  const row = await findUserRow(db.k, userId);
  if (!row) throw new Refusal('not-found', API_MESSAGES.userNotFound);
  const [profile, subscriptions, checkouts, feedback, events, apiKeys, alerts] = await Promise.all([
    loadUser(db.k, userId, ctx.now()),
    subscriptionsToExport(db.k, userId),
    checkoutsToExport(db.k, userId),
    feedbackToExport(db.k, userId),
    recentEvents(db.k, userId, 1000),
    apiKeysToExport(ctx, userId),
    memberAlertData(ctx, row),
  ]);
  const iso = (ms: number) => new Date(Number(ms)).toISOString();
  return {
    exportedAt: iso(ctx.now()),
    profile,
    subscriptions,
    payments: checkouts.map((c) => ({ ...c, created_at: iso(c.created_at) })),
    feedback: feedback.map((f) => ({ ...f, created_at: iso(f.created_at) })),
    securityActivity: events,
    apiKeys,
    ...alerts,
  };
}

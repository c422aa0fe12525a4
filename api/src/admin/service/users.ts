// The admin's users: search, one user's detail (devices, payments), signing all their sessions out, and resending
// the verification e-mail. Every change is recorded in the activity log.
import { ADMIN_MESSAGES, ADMIN_USERS_PAGE_SIZE, type AdminPayment, type AdminUserDetail, type AdminUserRow, type Tenure } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { MAIL } from '../../platform/mail/templates';
import { Refusal } from '../../platform/refusal';
import { deviceFromRow, isSubscriptionActive, liveSessions } from '../../accounts/service/users';
import { recordAudit } from '../data/audit';
import { findUserColumns, lastLogins, revokeAllSessions, searchUsers, userCheckouts, type UserColumns } from '../data/users';

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

async function rowOf(ctx: AppContext, user: UserColumns, lastLogin: number | null): Promise<AdminUserRow> {
  const plan = user.plan_id ? await ctx.plans.find(user.plan_id) : null;
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    isEmailVerified: user.is_email_verified === 1,
    isSuperAdmin: user.is_super_admin === 1,
    planTitle: plan?.title ?? null,
    isActive: isSubscriptionActive(user, ctx.now()),
    expiry: iso(user.sub_expiry),
    signedUpAt: iso(user.created_at) as string,
    lastLoginAt: iso(lastLogin),
  };
}

export async function listUsers(ctx: AppContext, query: { q?: string; page?: string }) {
  const page = Number(query.page ?? '1');
  const term = (query.q ?? '').trim().toLowerCase();
  const { total, users } = await searchUsers(ctx.db.k, term, page, ADMIN_USERS_PAGE_SIZE);
  const logins = await lastLogins(ctx.db.k, users.map((user) => user.id));
  const rows = await Promise.all(users.map((user) => rowOf(ctx, user, logins.get(user.id) ?? null)));
  return { users: rows, total, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

async function findUser(ctx: AppContext, id: string): Promise<UserColumns> {
  const user = await findUserColumns(ctx.db.k, id);
  if (!user) throw new Refusal('not-found', ADMIN_MESSAGES.userMissing);
  return user;
}

export async function userDetail(ctx: AppContext, id: string): Promise<AdminUserDetail> {
  const user = await findUser(ctx, id);
  const sessions = await liveSessions(ctx.db.k, user.id, ctx.now());
  const payments: AdminPayment[] = (await userCheckouts(ctx.db.k, user.id)).map((row) => ({
    _id: row.id,
    planTitle: row.title ?? 'Deleted plan',
    tenure: row.tenure as Tenure,
    amount: Number(row.amount),
    status: row.status,
    createdAt: iso(row.created_at) as string,
  }));
  const lastLogin = sessions.reduce<number | null>((last, s) => Math.max(last ?? 0, Number(s.last_login)), null);
  return { ...(await rowOf(ctx, user, lastLogin)), cancelAtPeriodEnd: user.sub_cancel_at_period_end === 1, devices: sessions.map(deviceFromRow), payments };
}

export async function revokeSessions(ctx: AppContext, admin: UsersTable, id: string): Promise<number> {
  const user = await findUser(ctx, id);
  return revokeAllSessions(ctx.db.k, user.id, (trx, sessions) =>
    recordAudit(trx, { actor: admin, area: 'user', action: 'revoked all sessions', target: user.email, before: { sessions }, after: { sessions: 0 }, at: ctx.now() }),
  );
}

export async function resendVerification(ctx: AppContext, admin: UsersTable, id: string): Promise<{ email: string }> {
  const user = await findUser(ctx, id);
  if (user.is_email_verified === 1) throw new Refusal('invalid', ADMIN_MESSAGES.alreadyVerified);
  await ctx.limiter.hit(`admin-verify:${user.id}`, ctx.config.rateLimits.otpPerAccount);
  await ctx.mailer.send(MAIL.finishVerification({ email: user.email, name: user.name }, ctx.config.siteUrl));
  await recordAudit(ctx.db.k, { actor: admin, area: 'user', action: 'resent verification e-mail', target: user.email, before: null, after: null, at: ctx.now() });
  return { email: user.email };
}

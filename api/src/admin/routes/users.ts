import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminPayment,
  type AdminUserDetail,
  type AdminUserRow,
  type Tenure,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { recordAudit } from '../data/audit';
import { memberOf } from '../../platform/http/access';
import { badRequest, notFound, ok } from '../../platform/http/envelope';
import { MAIL } from '../../platform/mail/templates';
import { idParam, obj, str } from '../../platform/http/schemas';
import { deviceFromRow, isSubscriptionActive, liveSessions } from '../../accounts/data/users';

// Only these columns ever leave the database on an admin users call: no password hash, token or code.
const USER_COLUMNS = ['id', 'email', 'name', 'is_email_verified', 'is_super_admin', 'plan_id', 'sub_is_active', 'sub_expiry', 'sub_cancel_at_period_end', 'created_at'] as const;
type UserColumns = Pick<UsersTable, (typeof USER_COLUMNS)[number]>;

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  async function rowOf(user: UserColumns, lastLogin: number | null): Promise<AdminUserRow> {
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

  const lastLogins = async (ids: string[]) => {
    if (ids.length === 0) return new Map<string, number>();
    const rows = await db.k
      .selectFrom('sessions')
      .select(['user_id', (eb) => eb.fn.max('last_login').as('last')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((row) => [row.user_id, Number(row.last)]));
  };

  app.get<{ Querystring: { q?: string; page?: string } }>(
    '/admin/users',
    { config: { access: 'super-admin' }, schema: { querystring: obj({ q: str(100), page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } }) } },
    async (request, reply) => {
      const page = Number(request.query.page ?? '1');
      const term = (request.query.q ?? '').trim().toLowerCase();
      let query = db.k.selectFrom('users');
      if (term) {
        const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([sql<boolean>`lower(email) like ${pattern} escape '\\'`, sql<boolean>`lower(name) like ${pattern} escape '\\'`]),
        );
      }
      const [{ total }, users] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query
          .select([...USER_COLUMNS])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(ADMIN_USERS_PAGE_SIZE)
          .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
          .execute(),
      ]);
      const logins = await lastLogins(users.map((user) => user.id));
      const rows = await Promise.all(users.map((user) => rowOf(user, logins.get(user.id) ?? null)));
      return ok(reply, 'Users', { users: rows, total: Number(total), page, pageSize: ADMIN_USERS_PAGE_SIZE });
    },
  );

  const findUser = async (id: string) => {
    const user = await db.k.selectFrom('users').select([...USER_COLUMNS]).where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound(ADMIN_MESSAGES.userMissing);
    return user;
  };

  app.get<{ Params: { id: string } }>('/admin/users/:id', { config: { access: 'super-admin' }, schema: { params: idParam('id') } }, async (request, reply) => {
    const user = await findUser(request.params.id);
    const sessions = await liveSessions(db.k, user.id, ctx.now());
    const checkouts = await db.k
      .selectFrom('checkout_sessions')
      .leftJoin('plans', 'plans.id', 'checkout_sessions.plan_id')
      .select(['checkout_sessions.id', 'checkout_sessions.tenure', 'checkout_sessions.amount', 'checkout_sessions.status', 'checkout_sessions.created_at', 'plans.title'])
      .where('checkout_sessions.user_id', '=', user.id)
      .orderBy('checkout_sessions.created_at', 'desc')
      .limit(50)
      .execute();
    const payments: AdminPayment[] = checkouts.map((row) => ({
      _id: row.id,
      planTitle: row.title ?? 'Deleted plan',
      tenure: row.tenure as Tenure,
      amount: Number(row.amount),
      status: row.status,
      createdAt: iso(row.created_at) as string,
    }));
    const lastLogin = sessions.reduce<number | null>((last, s) => Math.max(last ?? 0, Number(s.last_login)), null);
    const detail: AdminUserDetail = {
      ...(await rowOf(user, lastLogin)),
      cancelAtPeriodEnd: user.sub_cancel_at_period_end === 1,
      devices: sessions.map(deviceFromRow),
      payments,
    };
    return ok(reply, 'User', detail);
  });

  app.post<{ Params: { id: string } }>(
    '/admin/users/:id/revoke-sessions',
    { config: { access: 'super-admin' }, schema: { params: idParam('id') } },
    async (request, reply) => {
      const { user: admin } = memberOf(request);
      const user = await findUser(request.params.id);
      const revoked = await db.k.transaction().execute(async (trx) => {
        const sessions = await trx.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('device_requests').where('user_id', '=', user.id).execute();
        await recordAudit(trx, {
          actor: admin,
          area: 'user',
          action: 'revoked all sessions',
          target: user.email,
          before: { sessions: sessions.length },
          after: { sessions: 0 },
          at: ctx.now(),
        });
        return sessions.length;
      });
      return ok(reply, ADMIN_MESSAGES.sessionsRevoked, { revoked });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/users/:id/resend-verification',
    { config: { access: 'super-admin' }, schema: { params: idParam('id') } },
    async (request, reply) => {
      const { user: admin } = memberOf(request);
      const user = await findUser(request.params.id);
      if (user.is_email_verified === 1) throw badRequest(ADMIN_MESSAGES.alreadyVerified);
      await ctx.limiter.hit(`admin-verify:${user.id}`, ctx.config.rateLimits.otpPerAccount);
      await ctx.mailer.send(MAIL.finishVerification({ email: user.email, name: user.name }, ctx.config.siteUrl));
      await recordAudit(db.k, {
        actor: admin,
        area: 'user',
        action: 'resent verification e-mail',
        target: user.email,
        before: null,
        after: null,
        at: ctx.now(),
      });
      return ok(reply, ADMIN_MESSAGES.verificationSent, { email: user.email });
    },
  );
}

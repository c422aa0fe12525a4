// The admin's users: the searchable list, one user, sign all their sessions out, resend the verification e-mail.
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { idParam, obj, str } from '../../platform/http/schemas';
import { listUsers, resendVerification, revokeSessions, userDetail } from '../service/users';

export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { q?: string; page?: string } }>(
    '/admin/users',
    { config: { access: 'super-admin' }, schema: { querystring: obj({ q: str(100), page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } }) } },
    async (request, reply) => ok(reply, 'Users', await listUsers(ctx, request.query)),
  );

  app.get<{ Params: { id: string } }>('/admin/users/:id', { config: { access: 'super-admin' }, schema: { params: idParam('id') } }, async (request, reply) =>
    ok(reply, 'User', await userDetail(ctx, request.params.id)),
  );

  app.post<{ Params: { id: string } }>(
    '/admin/users/:id/revoke-sessions',
    { config: { access: 'super-admin' }, schema: { params: idParam('id') } },
    async (request, reply) => ok(reply, ADMIN_MESSAGES.sessionsRevoked, { revoked: await revokeSessions(ctx, memberOf(request).user, request.params.id) }),
  );

  app.post<{ Params: { id: string } }>(
    '/admin/users/:id/resend-verification',
    { config: { access: 'super-admin' }, schema: { params: idParam('id') } },
    async (request, reply) => ok(reply, ADMIN_MESSAGES.verificationSent, await resendVerification(ctx, memberOf(request).user, request.params.id)),
  );
}

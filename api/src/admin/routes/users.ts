// The admin's users: the searchable list, one user, sign all their sessions out, resend the verification e-mail.
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { API_MESSAGES } from '../../platform/messages';
import { answer, idParam, typed } from '../../platform/http/schemas';
import { listUsers, resendVerification, revokeSessions, userDetail } from '../service/users';
import { sessionsRevoked, oneUser, userPage, usersQuery, verificationSent } from './schemas';

const userParams = idParam('id');

export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/admin/users',
    { config: { access: 'super-admin' }, schema: { querystring: usersQuery, response: { 200: answer(userPage) } } },
    async (request, reply) => ok(reply, API_MESSAGES.adminUsers, await listUsers(ctx, request.query)),
  );

  api.get(
    '/admin/users/:id',
    { config: { access: 'super-admin' }, schema: { params: userParams, response: { 200: answer(oneUser) } } },
    async (request, reply) => ok(reply, API_MESSAGES.adminUser, await userDetail(ctx, request.params.id)),
  );

  api.post(
    '/admin/users/:id/revoke-sessions',
    { config: { access: 'super-admin' }, schema: { params: userParams, response: { 200: answer(sessionsRevoked) } } },
    async (request, reply) => ok(reply, ADMIN_MESSAGES.sessionsRevoked, { revoked: await revokeSessions(ctx, memberOf(request).user, request.params.id) }),
  );

  api.post(
    '/admin/users/:id/resend-verification',
    { config: { access: 'super-admin' }, schema: { params: userParams, response: { 200: answer(verificationSent) } } },
    async (request, reply) => ok(reply, ADMIN_MESSAGES.verificationSent, await resendVerification(ctx, memberOf(request).user, request.params.id)),
  );
}

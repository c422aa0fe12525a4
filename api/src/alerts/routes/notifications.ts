// The bell: the member's own notifications, their unread count and mark-as-read.
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, emptyQuery, typed } from '../../platform/http/schemas';
import { markNotificationsRead, notifications, unread } from '../service/notifications';
import { markReadBody, notificationPageAnswer, notificationsQuery, unreadAnswer } from './schemas';

const member = { config: { access: 'member' as const } };

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get('/notifications', { ...member, schema: { querystring: notificationsQuery, response: { 200: answer(notificationPageAnswer) } } }, async (request, reply) => {
    const unreadOnly = request.query.unread === '1' || request.query.unread === 'true';
    return ok(reply, NOTIFICATION_MESSAGES.listed, await notifications(ctx, memberOf(request).userId, unreadOnly, Number(request.query.page ?? 1)));
  });

  api.get('/notifications/unread-count', { ...member, schema: { querystring: emptyQuery, response: { 200: answer(unreadAnswer) } } }, async (request, reply) =>
    ok(reply, NOTIFICATION_MESSAGES.listed, await unread(ctx, memberOf(request).userId)),
  );

  api.post('/notifications/read', { ...member, schema: { body: markReadBody, response: { 200: answer(unreadAnswer) } } }, async (request, reply) => {
    const body = request.body ?? {};
    const answer = await markNotificationsRead(ctx, memberOf(request).userId, body);
    return ok(reply, body.all ? NOTIFICATION_MESSAGES.allMarked : NOTIFICATION_MESSAGES.marked, answer);
  });
}

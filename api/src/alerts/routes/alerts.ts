// A member's alerts over HTTP: list, create, change, delete, the preview and the firings' history. Every route is
// the member's own: another member's alert id answers 404, as an unknown one does.
import type { FastifyInstance } from 'fastify';
import { ALERT_MESSAGES, type AlertInput } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { emptyQuery, idParam } from '../../platform/http/schemas';
import { alertList, changeAlert, createAlert, removeAlert } from '../service/alerts';
import { firingHistory } from '../service/notifications';
import { previewAlert } from '../service/preview';
import { alertBody, pageQuery, previewBody } from './schemas';

const member = { config: { access: 'member' as const } };
const pageOf = (query: { page?: string }) => Number(query.page ?? 1);

export function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/alerts', { ...member, schema: { querystring: emptyQuery } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.listed, await alertList(ctx, memberOf(request).user)),
  );

  app.post<{ Body: AlertInput }>('/alerts', { ...member, schema: { body: alertBody } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.created, await createAlert(ctx, memberOf(request).user, request.body), 201),
  );

  app.post<{ Body: AlertInput }>('/alerts/preview', { ...member, schema: { body: previewBody } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.previewed, await previewAlert(ctx, memberOf(request).user, request.body)),
  );

  app.get<{ Querystring: { page?: string } }>('/alerts/firings', { ...member, schema: { querystring: pageQuery } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.firingsListed, await firingHistory(ctx, memberOf(request).userId, null, pageOf(request.query))),
  );

  app.get<{ Params: { id: string }; Querystring: { page?: string } }>(
    '/alerts/:id/firings',
    { ...member, schema: { params: idParam('id'), querystring: pageQuery } },
    async (request, reply) => ok(reply, ALERT_MESSAGES.firingsListed, await firingHistory(ctx, memberOf(request).userId, request.params.id, pageOf(request.query))),
  );

  app.put<{ Params: { id: string }; Body: AlertInput }>('/alerts/:id', { ...member, schema: { params: idParam('id'), body: alertBody } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.updated, await changeAlert(ctx, memberOf(request).user, request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>('/alerts/:id', { ...member, schema: { params: idParam('id') } }, async (request, reply) => {
    await removeAlert(ctx, memberOf(request).user, request.params.id);
    return ok(reply, ALERT_MESSAGES.deleted, { id: request.params.id });
  });
}

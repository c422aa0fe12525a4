// A member's alerts over HTTP: list, create, change, delete, the preview and the firings' history. Every route is
// the member's own: another member's alert id answers 404, as an unknown one does.
import type { FastifyInstance } from 'fastify';
import { ALERT_MESSAGES, type AlertInput } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, emptyQuery, idParam, typed } from '../../platform/http/schemas';
import { alertList, changeAlert, createAlert, removeAlert } from '../service/alerts';
import { firingHistory } from '../service/notifications';
import { previewAlert } from '../service/preview';
import { alertAnswer, alertBody, alertDeleted, alertListAnswer, firingPageAnswer, pageQuery, previewAnswer } from './schemas';

const member = { config: { access: 'member' as const } };
/** Open to API keys too: reading with the `read` scope, creating and deleting with `alerts`. */
const keyRead = { config: { access: 'member' as const, key: 'read' as const } };
const keyAlerts = { config: { access: 'member' as const, key: 'alerts' as const } };
const pageOf = (query: { page?: string }) => Number(query.page ?? 1);

/** The body as the contract types it: its schema checks shape only, the service checks the rest. */
const input = (body: unknown) => body as AlertInput;

export function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get('/alerts', { ...keyRead, schema: { querystring: emptyQuery, response: { 200: answer(alertListAnswer) } } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.listed, await alertList(ctx, memberOf(request).user)),
  );

  api.post('/alerts', { ...keyAlerts, schema: { body: alertBody, response: { 201: answer(alertAnswer) } } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.created, await createAlert(ctx, memberOf(request).user, input(request.body)), 201),
  );

  api.post('/alerts/preview', { ...member, schema: { body: alertBody, response: { 200: answer(previewAnswer) } } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.previewed, await previewAlert(ctx, memberOf(request).user, input(request.body))),
  );

  api.get('/alerts/firings', { ...keyRead, schema: { querystring: pageQuery, response: { 200: answer(firingPageAnswer) } } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.firingsListed, await firingHistory(ctx, memberOf(request).userId, null, pageOf(request.query))),
  );

  api.get(
    '/alerts/:id/firings',
    { ...keyRead, schema: { params: idParam('id'), querystring: pageQuery, response: { 200: answer(firingPageAnswer) } } },
    async (request, reply) => ok(reply, ALERT_MESSAGES.firingsListed, await firingHistory(ctx, memberOf(request).userId, request.params.id, pageOf(request.query))),
  );

  api.put('/alerts/:id', { ...member, schema: { params: idParam('id'), body: alertBody, response: { 200: answer(alertAnswer) } } }, async (request, reply) =>
    ok(reply, ALERT_MESSAGES.updated, await changeAlert(ctx, memberOf(request).user, request.params.id, input(request.body))),
  );

  api.delete('/alerts/:id', { ...keyAlerts, schema: { params: idParam('id'), response: { 200: answer(alertDeleted) } } }, async (request, reply) => {
    await removeAlert(ctx, memberOf(request).user, request.params.id);
    return ok(reply, ALERT_MESSAGES.deleted, { id: request.params.id });
  });
}

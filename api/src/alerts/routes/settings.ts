// Delivery settings (digest, webhook address, secret, a test delivery), the unsubscribe link that works without
// signing in, and the admin's digest run.
import type { FastifyInstance } from 'fastify';
import { DELIVERY_MESSAGES, type AlertSettingsInput } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { recordAudit } from '../../admin/service/audit';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { joinedRun } from '../../platform/joined-run';
import { answer, emptyQuery, typed } from '../../platform/http/schemas';
import type { AlertsEngine } from '../service/engine';
import { changeSettings, rotateWebhookSecret, settingsOf, testWebhook } from '../service/settings';
import { digestRunAnswer, digestRunBody, noBody, secretAnswer, settingsAnswer, settingsBody, webhookTestAnswer } from './schemas';

const member = { config: { access: 'member' as const } };

export function registerAlertSettingsRoutes(app: FastifyInstance, ctx: AppContext, engine: AlertsEngine): void {
  const api = typed(app);
  const settings = { response: { 200: answer(settingsAnswer) } };
  api.get('/alerts/settings', { ...member, schema: { querystring: emptyQuery, ...settings } }, async (request, reply) =>
    ok(reply, DELIVERY_MESSAGES.settings, await settingsOf(ctx, memberOf(request).user)),
  );

  api.put('/alerts/settings', { ...member, schema: { body: settingsBody, ...settings } }, async (request, reply) =>
    ok(reply, DELIVERY_MESSAGES.saved, await changeSettings(ctx, memberOf(request).user, request.body as AlertSettingsInput)),
  );

  api.post('/alerts/settings/webhook-secret', { ...member, schema: { body: noBody, response: { 200: answer(secretAnswer) } } }, async (request, reply) =>
    ok(reply, DELIVERY_MESSAGES.secretCreated, await rotateWebhookSecret(ctx, memberOf(request).user)),
  );

  api.post('/alerts/settings/webhook-test', { ...member, schema: { body: noBody, response: { 200: answer(webhookTestAnswer) } } }, async (request, reply) => {
    const result = await testWebhook(ctx, memberOf(request).user);
    return ok(reply, result.status !== null ? DELIVERY_MESSAGES.webhookTestSent(result.status) : DELIVERY_MESSAGES.webhookTestFailed(result.error ?? ''), result);
  });

  // A second press while a digest of that frequency is being sent joins it and answers its counts; only the press that
  // started it is recorded in the activity log.
  const digests = { daily: joinedRun(() => engine.digest('daily')), weekly: joinedRun(() => engine.digest('weekly')) };
  api.post('/admin/jobs/digest/run', { config: { access: 'super-admin' }, schema: { body: digestRunBody, response: { 200: answer(digestRunAnswer) } } }, async (request, reply) => {
    const frequency = request.body?.frequency ?? 'daily';
    const started = digests[frequency].start();
    const run = await started.result;
    if (!started.joined) {
      await recordAudit(ctx.db.k, { actor: memberOf(request).user, area: 'data', action: 'ran digest', target: `${frequency} digest`, before: null, after: run, at: ctx.now() });
    }
    return ok(reply, DELIVERY_MESSAGES.digestRun, run);
  });
}

// The member's webhook (plans with the webhook channel): each firing POSTed signed to the address they set, in the
// format they chose (SentiScope's JSON, Slack or Discord).
import { CHANNEL_MESSAGES, WEBHOOK_FORMAT_LABELS, type AlertCrossing, type AlertKind, type WebhookFormat, type WebhookPayload } from '@sentiscope/shared/contract';
import { testWebhook } from '../service/settings';
import { postWebhook } from '../service/webhook';
import type { ChannelKind } from './registry';
import { DeliveryFailed } from './registry';

export const webhookChannel: ChannelKind = {
  channel: 'webhook',
  available: () => true,
  connection: async (_ctx, _user, settings) => ({
    connected: Boolean(settings?.webhook_url),
    target: settings?.webhook_url ? `${settings.webhook_url} (${WEBHOOK_FORMAT_LABELS[(settings.webhook_format ?? 'json') as WebhookFormat]})` : null,
  }),
  connectedAmong: async (_db, members) => new Set(members.filter((m) => m.webhook_url).map((m) => m.id)),
  async send({ deps, firing, to, dashboardUrl }) {
    if (!to.webhook_url || !to.webhook_secret) throw new DeliveryFailed('no webhook address or secret is set', CHANNEL_MESSAGES.notConnected('webhook'));
    const payload: WebhookPayload = {
      type: 'alert.fired',
      id: firing.id,
      firing: {
        alertId: firing.alert_id,
        assetId: firing.asset_id,
        kind: firing.kind as AlertKind,
        date: firing.day,
        at: firing.crossed_at === null ? null : new Date(Number(firing.crossed_at)).toISOString(),
        rule: firing.rule,
        message: firing.message,
        crossing: JSON.parse(firing.crossing) as AlertCrossing,
        dashboardUrl,
      },
      sentAt: new Date(deps.now()).toISOString(),
    };
    const format = (to.webhook_format ?? 'json') as WebhookFormat;
    const answer = await postWebhook(to.webhook_url, to.webhook_secret, payload, deps.allowPrivateWebhooks, deps.now(), deps.webhookDeadlineMs, format);
    if (answer.status < 200 || answer.status >= 300) throw new DeliveryFailed(`the webhook answered ${answer.status}`, CHANNEL_MESSAGES.answered(answer.status));
  },
  test: testWebhook,
};

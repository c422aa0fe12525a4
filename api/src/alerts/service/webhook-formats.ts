// The body of one webhook post in the format the member chose: SentiScope's own JSON, or the incoming-webhook
// message of Slack (a `text` fallback and Block Kit blocks) or Discord (`content` and one embed). Texts are cut to
// each service's limits, Slack's markup characters are escaped, and Discord is told to ping no one.
import { alertWhen, type WebhookFormat, type WebhookPayload } from '@sentiscope/shared/contract';

const FOOTER = 'SentiScope · informational only, never financial advice';
const TEST_TEXT = 'SentiScope test delivery: your alerts will arrive here, each with the numbers that crossed.';

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
/** Slack reads `&`, `<` and `>` as markup (`<!channel>` would ping everyone). */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function slackBody(payload: WebhookPayload): object {
  const firing = payload.firing;
  if (!firing) return { text: TEST_TEXT, blocks: [{ type: 'section', text: { type: 'mrkdwn', text: slackEscape(TEST_TEXT) } }] };
  return {
    text: cut(slackEscape(`${firing.rule}: ${firing.message}`), 3000),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: cut(firing.rule, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: cut(slackEscape(firing.message), 3000) } },
      { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open the dashboard at that day' }, url: firing.dashboardUrl }] },
      { type: 'context', elements: [{ type: 'mrkdwn', text: FOOTER }] },
    ],
  };
}

const numberOrText = (value: number | string | null) => (value === null ? '–' : String(value));

function discordBody(payload: WebhookPayload): object {
  const firing = payload.firing;
  const base = { username: 'SentiScope', allowed_mentions: { parse: [] } };
  if (!firing) return { ...base, content: TEST_TEXT };
  const { crossing } = firing;
  const fields = [
    firing.at ? { name: 'Crossed at', value: alertWhen(firing.date, firing.at), inline: true } : { name: 'Closed day', value: firing.date, inline: true },
    { name: 'Before', value: cut(numberOrText(crossing.from), 1024), inline: true },
    { name: 'Now', value: cut(numberOrText(crossing.to), 1024), inline: true },
    ...(crossing.threshold === null ? [] : [{ name: 'Level', value: String(crossing.threshold), inline: true }]),
  ];
  return {
    ...base,
    content: cut(firing.rule, 2000),
    embeds: [{ title: cut(firing.rule, 256), description: cut(firing.message, 4096), url: firing.dashboardUrl, color: 0x4f46e5, timestamp: payload.sentAt, fields, footer: { text: FOOTER } }],
  };
}

export function webhookBody(format: WebhookFormat, payload: WebhookPayload): string {
  if (format === 'slack') return JSON.stringify(slackBody(payload));
  if (format === 'discord') return JSON.stringify(discordBody(payload));
  return JSON.stringify(payload);
}

// Slack and Discord: the member chooses the webhook's format (never guessed from the address, so these receivers
// are on loopback), and each firing and test is posted as that service's incoming-webhook message; the address
// rules are the same for every format.
import { alertDashboardPath, DELIVERY_MESSAGES, WEBHOOK_DELIVERY_HEADER, type WebhookPayload } from '@sentiscope/shared/contract';
import { webhookBody } from '../../src/alerts/service/webhook-formats';
import { startApi, waitFor } from '../helpers';
import { startReceiver, type Receiver } from './receiver';
import { alertsWorld, memberOn, nextBtcDay, storedDays, type AlertsWorld, type Member } from './support';

let world: AlertsWorld;
let receiver: Receiver;
let pro: Member;
beforeAll(async () => {
  world = await alertsWorld({ config: { webhookAllowPrivate: true } });
  receiver = await startReceiver();
  pro = await memberOn(world.api, 'Pro');
}, 120_000);
afterAll(async () => {
  await world.close();
  await receiver.close();
});

const call = (method: string, path: string, member: Member, body?: unknown) => world.api.request(method, path, { token: member.token, body });
const lastPost = () => JSON.parse(receiver.received[receiver.received.length - 1].body);

/** Fires a new price-above alert on a new BTC day and answers the post it made, with the day and the rule. */
async function fire(): Promise<{ body: any; date: string; rule: string; deliveryId: string }> {
  const last = (await storedDays(world.api, pro.token, 'btc')).at(-1)!.close;
  const alert = await call('POST', '/v1/alerts', pro, { assetId: 'btc', kind: 'price-above', level: Math.round(last * 1.05), channels: ['webhook'] });
  expect(alert.status).toBe(201);
  const before = receiver.received.length;
  const { date } = await nextBtcDay(world, pro.token, Math.round(last * 1.1));
  await world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin });
  const post = await waitFor(() => receiver.received[before], 10_000);
  return { body: JSON.parse(post.body), date, rule: alert.body.data.rule, deliveryId: String(post.headers[WEBHOOK_DELIVERY_HEADER]) };
}

test('the format is the member’s choice, kept with the address; an unknown one is refused', async () => {
  const saved = await call('PUT', '/v1/alerts/settings', pro, { webhookUrl: receiver.url, webhookFormat: 'slack' });
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ webhookUrl: receiver.url, webhookFormat: 'slack' });
  const channel = (await call('GET', '/v1/alerts/channels', pro)).body.data.channels.find((c: { channel: string }) => c.channel === 'webhook');
  expect(channel.target).toBe(`${receiver.url} (Slack)`);
  const refused = await call('PUT', '/v1/alerts/settings', pro, { webhookFormat: 'teams' });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(DELIVERY_MESSAGES.webhookFormatInvalid);
  expect((await call('GET', '/v1/alerts/settings', pro)).body.data.webhookFormat).toBe('slack');
});

test('Slack: the test and each firing are a text fallback with blocks (header, section, a button to the dashboard at that day)', async () => {
  const tested = await call('POST', '/v1/alerts/channels/webhook/test', pro);
  expect(tested.body.data).toEqual({ delivered: true, status: 200, error: null });
  expect(lastPost()).toEqual({ text: expect.stringContaining('test delivery'), blocks: [{ type: 'section', text: { type: 'mrkdwn', text: expect.stringContaining('test delivery') } }] });

  const { body, date, rule } = await fire();
  expect(Object.keys(body)).toEqual(['text', 'blocks']);
  expect(body.text).toContain(rule);
  expect(body.text).toContain(date);
  expect(body.blocks.map((b: { type: string }) => b.type)).toEqual(['header', 'section', 'actions', 'context']);
  expect(body.blocks[0].text).toEqual({ type: 'plain_text', text: rule });
  expect(body.blocks[1].text.type).toBe('mrkdwn');
  expect(body.blocks[1].text.text).toContain('closed at');
  expect(body.blocks[2].elements[0].url).toBe(`http://localhost:3000${alertDashboardPath('btc', date)}`);
});

test('Discord: content and one embed with the numbers, pinging no one', async () => {
  await call('PUT', '/v1/alerts/settings', pro, { webhookFormat: 'discord' });
  await call('POST', '/v1/alerts/channels/webhook/test', pro);
  expect(lastPost()).toMatchObject({ username: 'SentiScope', content: expect.stringContaining('test delivery'), allowed_mentions: { parse: [] } });

  const { body, date, rule, deliveryId } = await fire();
  expect(body.content).toBe(rule);
  expect(body.allowed_mentions).toEqual({ parse: [] });
  expect(body.embeds).toHaveLength(1);
  const [embed] = body.embeds;
  expect(embed).toMatchObject({ title: rule, url: expect.stringContaining(`&to=${date}`), footer: { text: expect.stringContaining('never financial advice') } });
  expect(embed.description).toContain('closed at');
  expect(Date.parse(embed.timestamp)).not.toBeNaN();
  expect(embed.fields[0]).toEqual({ name: 'Closed day', value: date, inline: true });
  expect(embed.fields.map((f: { name: string }) => f.name)).toEqual(['Closed day', 'Before', 'Now', 'Level']);
  // The delivery header is the same on every format, so a receiver can tell a retry from a new firing.
  expect(deliveryId).toMatch(/^[A-Za-z0-9_-]+$/);
});

test('texts from the firing cannot ping a Slack channel, and are cut to each service’s limits', () => {
  const firing = { alertId: 'a', assetId: 'btc', kind: 'price-above' as const, date: '2026-01-02', at: null, rule: `<!channel> ${'r'.repeat(300)}`, message: `a & b <@U1> ${'m'.repeat(5000)}`, crossing: { measure: 'close' as const, from: 1, to: 2, threshold: 1.5 }, dashboardUrl: 'https://example.com/d' };
  const payload: WebhookPayload = { type: 'alert.fired', id: 'f1', firing, sentAt: '2026-01-02T00:00:00.000Z' };
  const slack = JSON.parse(webhookBody('slack', payload));
  expect(slack.text.startsWith('&lt;!channel&gt; ')).toBe(true);
  expect(slack.blocks[1].text.text.startsWith('a &amp; b &lt;@U1&gt; ')).toBe(true);
  expect(slack.blocks[0].text.text).toHaveLength(150);
  expect(slack.blocks[1].text.text).toHaveLength(3000);
  const discord = JSON.parse(webhookBody('discord', payload));
  expect(discord.embeds[0].title).toHaveLength(256);
  expect(discord.embeds[0].description).toHaveLength(4096);
  expect(JSON.parse(webhookBody('json', payload))).toEqual(payload);
});

test('the private-address rules hold for every format', async () => {
  const api = await startApi();
  try {
    const member = await memberOn(api, 'Pro');
    for (const webhookFormat of ['slack', 'discord']) {
      const refused = await api.request('PUT', '/v1/alerts/settings', { token: member.token, body: { webhookUrl: receiver.url, webhookFormat } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(DELIVERY_MESSAGES.webhookUrlPrivate);
    }
  } finally {
    await api.close();
  }
});

// The channel model over HTTP on the real database: which channels a member has, in the plan and connected; an alert
// chooses only connected ones; a test delivery per channel; each channel's delivery log with the queue's retries;
// a channel disconnected after the alert was made is left out of its firings.
import { ALERT_MESSAGES, CHANNEL_MESSAGES } from '@sentiscope/shared/contract';
import { waitFor } from '../helpers';
import { startReceiver, type Receiver } from './receiver';
import { alertsEngineOf, alertsWorld, memberOn, nextBtcDay, storedDays, type AlertsWorld, type Member } from './support';

let world: AlertsWorld;
let receiver: Receiver;
let pro: Member;
let free: Member;
beforeAll(async () => {
  world = await alertsWorld({ config: { webhookAllowPrivate: true, deliveryRetryBaseMs: 1000 } });
  receiver = await startReceiver();
  pro = await memberOn(world.api, 'Pro');
  free = await memberOn(world.api, 'Free');
}, 120_000);
afterAll(async () => {
  await world.close();
  await receiver.close();
});

const call = (method: string, path: string, member: Member, body?: unknown) => world.api.request(method, path, { token: member.token, body });
const channels = async (member: Member) => {
  const answer = await call('GET', '/v1/alerts/channels', member);
  expect(answer.status).toBe(200);
  return Object.fromEntries((answer.body.data.channels as Array<{ channel: string }>).map((c) => [c.channel, c])) as Record<string, Record<string, unknown>>;
};
const log = async (member: Member, channel: string) => (await call('GET', `/v1/alerts/channels/${channel}/deliveries`, member)).body.data;

test('the channel list says, per channel, whether the plan has it and whether the member connected it', async () => {
  const mine = await channels(free);
  expect(mine.email).toEqual({ channel: 'email', label: 'E-mail', inPlan: true, available: true, connected: true, target: free.email, testable: true, logged: true });
  expect(mine['in-app']).toMatchObject({ inPlan: true, connected: true, testable: false, logged: false });
  expect(mine.webhook).toMatchObject({ inPlan: false, connected: false, target: null, testable: true, logged: true });
  expect((await channels(pro)).webhook).toMatchObject({ inPlan: true, connected: false });
  expect((await call('PUT', '/v1/alerts/settings', pro, { webhookUrl: receiver.url })).status).toBe(200);
  expect((await channels(pro)).webhook).toMatchObject({ inPlan: true, connected: true, target: `${receiver.url} (Signed JSON)` });
  expect((await world.api.request('GET', '/v1/alerts/channels')).status).toBe(401);
});

test('an alert chooses only channels the member has connected; one it already had stays when it is disconnected', async () => {
  const other = await memberOn(world.api, 'Pro');
  const body = { assetId: 'btc', kind: 'price-above', level: 1_000_000, channels: ['email', 'webhook'] };
  const refused = await call('POST', '/v1/alerts', other, body);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(CHANNEL_MESSAGES.notConnectedForAlert('webhook'));
  await call('PUT', '/v1/alerts/settings', other, { webhookUrl: receiver.url });
  const made = await call('POST', '/v1/alerts', other, body);
  expect(made.status).toBe(201);
  await call('PUT', '/v1/alerts/settings', other, { webhookUrl: null });
  expect((await call('PUT', `/v1/alerts/${made.body.data.id}`, other, { ...body, enabled: false })).status).toBe(200);
  expect((await call('POST', '/v1/alerts', free, { ...body, channels: ['webhook'] })).body.message).toBe(ALERT_MESSAGES.channelNotInPlan('webhook', 'Free'));
});

test('each channel has a test delivery: the e-mail arrives, the webhook is posted, the bell has none, a channel outside the plan is refused', async () => {
  const mail = await call('POST', '/v1/alerts/channels/email/test', free);
  expect(mail.status).toBe(200);
  expect(mail.body.data).toEqual({ delivered: true, status: null, error: null });
  expect(world.api.outbox().filter((m) => m.to === free.email && m.subject === 'SentiScope test delivery')).toHaveLength(1);
  const before = receiver.received.length;
  const hook = await call('POST', '/v1/alerts/channels/webhook/test', pro);
  expect(hook.body.data).toEqual({ delivered: true, status: 200, error: null });
  expect(JSON.parse(receiver.received[before].body)).toMatchObject({ type: 'webhook.test', firing: null });
  const bell = await call('POST', '/v1/alerts/channels/in-app/test', free);
  expect(bell.status).toBe(400);
  expect(bell.body.message).toBe(CHANNEL_MESSAGES.notTestable('in-app'));
  const outside = await call('POST', '/v1/alerts/channels/webhook/test', free);
  expect(outside.status).toBe(403);
  expect(outside.body.message).toBe(CHANNEL_MESSAGES.notInPlan('webhook', 'Free'));
  expect((await call('POST', '/v1/alerts/channels/pager/test', free)).status).toBe(400);
});

test('a firing goes through the queue per channel; each log shows its delivery, the failure in plain words, then the retry sent', async () => {
  const last = (await storedDays(world.api, pro.token, 'btc')).at(-1)!.close;
  const alert = await call('POST', '/v1/alerts', pro, { assetId: 'btc', kind: 'price-above', level: Math.round(last * 1.05), channels: ['email', 'in-app', 'webhook'] });
  expect(alert.status).toBe(201);
  receiver.answerNext(500);
  const before = receiver.received.length;
  const { date } = await nextBtcDay(world, pro.token, Math.round(last * 1.1));
  expect((await world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin })).status).toBe(200);
  await waitFor(() => receiver.received[before], 10_000);
  // The first attempt's failure is recorded before the log is read.
  let webhook = await log(pro, 'webhook');
  for (let waited = 0; webhook.deliveries[0]?.problem !== CHANNEL_MESSAGES.answered(500) && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    webhook = await log(pro, 'webhook');
  }
  expect(webhook.total).toBe(1);
  expect(webhook.deliveries[0]).toMatchObject({ rule: alert.body.data.rule, assetId: 'btc', date, status: 'pending', attempts: 1, sentAt: null, problem: 'Answered 500.' });
  expect(Date.parse(webhook.deliveries[0].nextAttemptAt)).toBeGreaterThan(world.api.clock.now());
  const email = await log(pro, 'email');
  expect(email.deliveries[0]).toMatchObject({ date, status: 'sent', attempts: 1, problem: null, nextAttemptAt: null });

  world.api.clock.advance(1500);
  expect(await alertsEngineOf(world.api).deliver()).toEqual({ sent: 1, failed: 0 });
  expect((await log(pro, 'webhook')).deliveries[0]).toMatchObject({ status: 'sent', attempts: 2, problem: null });
  // Another member's log holds none of it.
  expect(await log(free, 'webhook')).toEqual({ channel: 'webhook', deliveries: [], total: 0, page: 1, pageSize: 20 });
});

test('a channel disconnected after the alert was made is left out of its firings', async () => {
  const member = await memberOn(world.api, 'Pro');
  await call('PUT', '/v1/alerts/settings', member, { webhookUrl: receiver.url });
  const last = (await storedDays(world.api, member.token, 'btc')).at(-1)!.close;
  await call('POST', '/v1/alerts', member, { assetId: 'btc', kind: 'price-below', level: Math.round(last * 0.95), channels: ['email', 'webhook'] });
  await call('PUT', '/v1/alerts/settings', member, { webhookUrl: null });
  await nextBtcDay(world, member.token, Math.round(last * 0.9));
  await world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin });
  const firing = (await call('GET', '/v1/alerts/firings', member)).body.data.firings[0];
  expect(firing.channels).toEqual(['email']);
  expect((await log(member, 'webhook')).total).toBe(0);
  expect((await log(member, 'email')).total).toBe(1);
});

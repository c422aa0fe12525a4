// End to end on the real database: a new candle from the fake source, one ingestion run, the alert evaluated once;
// the mail in the outbox with the numbers and RFC 8058 unsubscribe headers, the bell's notification, the webhook
// received on loopback with a valid signature (retried after a failure); unsubscribe without signing in.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DELIVERY_MESSAGES, MS_PER_DAY, WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@sentiscope/shared/contract';
import { alertDb } from '../../src/alerts/data/tables';
import { waitFor } from '../helpers';
import { startReceiver, type Receiver } from './receiver';
import { alertsEngineOf, alertsWorld, memberOn, moveToPlan, nextBtcDay as nextDay, storedDays, type AlertsWorld, type Member } from './support';

let world: AlertsWorld;
let receiver: Receiver;
let pro: Member;
let secret: string;
beforeAll(async () => {
  world = await alertsWorld({ config: { webhookAllowPrivate: true, deliveryRetryBaseMs: 1000 } });
  receiver = await startReceiver();
  pro = await memberOn(world.api, 'Pro');
}, 120_000);
afterAll(async () => {
  await world.close();
  await receiver.close();
});

const call = (method: string, path: string, member: Member | null, body?: unknown) => world.api.request(method, path, { token: member?.token, body });
const ingest = () => world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin });
const alertMails = () => world.api.outbox().filter((m) => m.subject.startsWith('SentiScope alert:')) as Array<{ to: string; subject: string; text: string; headers?: Record<string, string> }>;
const engine = () => alertsEngineOf(world.api);
const nextBtcDay = (close: number) => nextDay(world, pro.token, close);

test('a new candle crossing the level fires once: e-mail, bell and signed webhook, each with the numbers', async () => {
  const settings = await call('PUT', '/v1/alerts/settings', pro, { webhookUrl: receiver.url });
  expect(settings.status).toBe(200);
  const rotated = await call('POST', '/v1/alerts/settings/webhook-secret', pro);
  secret = rotated.body.data.secret;
  expect(secret).toMatch(/^whsec_/);
  expect((await call('GET', '/v1/alerts/settings', pro)).body.data).toEqual({ digest: 'off', webhookUrl: receiver.url, webhookFormat: 'json', webhookSecretHint: `whsec_…${secret.slice(-4)}`, channels: ['email', 'in-app', 'webhook', 'telegram', 'push'] });
  const last = (await storedDays(world.api, pro.token, 'btc')).at(-1)!.close;
  const level = Math.round(last * 1.05);
  const alert = await call('POST', '/v1/alerts', pro, { assetId: 'btc', kind: 'price-above', level, channels: ['email', 'in-app', 'webhook'] });
  expect(alert.status).toBe(201);
  const { date } = await nextBtcDay(Math.round(last * 1.1));
  expect((await ingest()).status).toBe(200);

  const mail = await waitFor(() => alertMails()[0], 10_000);
  expect(mail.to).toBe(pro.email);
  expect(mail.text).toContain(`closed at`);
  expect(mail.text).toContain(date);
  expect(mail.text).toContain(`/dashboard?asset=btc&range=custom`);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<.+\/v1\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);

  const hook = await waitFor(() => receiver.received[0], 10_000);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hook.headers[WEBHOOK_SIGNATURE_HEADER]))!;
  expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${hook.body}`).digest('hex'));
  const payload = JSON.parse(hook.body);
  expect(payload).toMatchObject({ type: 'alert.fired', firing: { assetId: 'btc', kind: 'price-above', date, crossing: { measure: 'close', threshold: level } } });
  expect(hook.headers[WEBHOOK_DELIVERY_HEADER]).toBe(payload.id);

  const bell = await call('GET', '/v1/notifications', pro);
  expect(bell.body.data.unread).toBe(1);
  expect(bell.body.data.notifications[0]).toMatchObject({ date, kind: 'price-above', read: false, crossing: { threshold: level } });
  const history = await call('GET', `/v1/alerts/${alert.body.data.id}/firings`, pro);
  expect(history.body.data.firings).toHaveLength(1);
  expect(history.body.data.firings[0].message).toBe(payload.firing.message);

  // Another run with nothing new fires nothing again.
  await ingest();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(alertMails()).toHaveLength(1);
  expect(receiver.received).toHaveLength(1);
});

test('the bell: mark one read, then all; another member cannot touch it (404)', async () => {
  const other = await memberOn(world.api, 'Free');
  const id = (await call('GET', '/v1/notifications', pro)).body.data.notifications[0].id;
  expect((await call('POST', '/v1/notifications/read', other, { ids: [id] })).status).toBe(404);
  expect((await call('GET', '/v1/notifications/unread-count', pro)).body.data.unread).toBe(1);
  expect((await call('POST', '/v1/notifications/read', pro, { ids: [id] })).body.data.unread).toBe(0);
  expect((await call('POST', '/v1/notifications/read', pro, { all: true })).body.message).toBe('All notifications marked as read');
  expect((await call('GET', '/v1/notifications', other)).body.data.notifications).toEqual([]);
});

test('the unsubscribe link: GET changes nothing, the one-click POST without sign-in stops that alert e-mail, a made-up token does nothing', async () => {
  const link = /<(.+)>/.exec(alertMails()[0].headers!['List-Unsubscribe'])![1];
  const path = link.slice(link.indexOf('/v1/'));
  const page = await world.api.request('GET', path);
  expect(page.status).toBe(200);
  expect(page.text).toContain('<form method="post"');
  const alert = (await call('GET', '/v1/alerts', pro)).body.data.alerts[0];
  expect(alert.channels).toContain('email');
  const done = await world.api.request('POST', path, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(done.status).toBe(200);
  expect(done.text).toContain(DELIVERY_MESSAGES.unsubscribed);
  expect((await call('GET', '/v1/alerts', pro)).body.data.alerts[0].channels).toEqual(['in-app', 'webhook']);
  const forged = await world.api.request('POST', '/v1/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect(forged.status).toBe(404);
  expect(forged.text).toContain(DELIVERY_MESSAGES.unsubscribeInvalid);
});

test('a failed webhook is retried with backoff until it is received; the delivery id stays the same', async () => {
  const before = receiver.received.length;
  receiver.answerNext(500);
  const last = (await storedDays(world.api, pro.token, 'btc')).at(-1)!.close;
  await call('POST', '/v1/alerts', pro, { assetId: 'btc', kind: 'price-below', level: Math.round(last * 0.9), channels: ['webhook'] });
  await nextBtcDay(Math.round(last * 0.8));
  await ingest();
  await waitFor(() => receiver.received[before], 10_000);
  // The first attempt's failure is recorded (its claim let go) before the clock moves past its retry.
  const failedOnce = async () => (await alertDb(world.api.db.k).selectFrom('alert_deliveries').select('id').where('last_error', '=', 'the webhook answered 500').where('claimed_until', 'is', null).execute()).length;
  for (let waited = 0; (await failedOnce()) === 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await engine().deliver()).sent).toBe(0);
  world.api.clock.advance(1500);
  expect(await engine().deliver()).toEqual({ sent: 1, failed: 0 });
  expect(receiver.received).toHaveLength(before + 2);
  expect(receiver.received[before + 1].headers[WEBHOOK_DELIVERY_HEADER]).toBe(receiver.received[before].headers[WEBHOOK_DELIVERY_HEADER]);
});

test('two processes evaluating the same new day store one firing and one notification', async () => {
  const last = (await storedDays(world.api, pro.token, 'btc')).at(-1)!.close;
  const created = await call('POST', '/v1/alerts', pro, { assetId: 'btc', kind: 'price-above', level: Math.round(last * 1.2), channels: ['in-app'] });
  const id = created.body.data.id;
  const { date } = await nextBtcDay(Math.round(last * 1.3));
  await ingest();
  // Undo what this run's evaluation stored, so that two processes meet on the same day at the same moment.
  const k = world.api.db.k as unknown as Kysely<any>;
  const rewind = async () => {
    await k.updateTable('alerts').set({ last_fired_day: null }).where('id', '=', id).execute();
    await k.updateTable('alert_evaluations').set({ last_day: new Date(Date.parse(`${date}T00:00:00Z`) - MS_PER_DAY).toISOString().slice(0, 10) }).where('asset_id', '=', 'btc').execute();
  };
  await k.deleteFrom('notifications').where('alert_id', '=', id).execute();
  await k.deleteFrom('alert_firings').where('alert_id', '=', id).execute();
  await rewind();
  const other = world.api.reopen();
  const second = alertsEngineOf(world.api, other);
  if (world.api.db.kind === 'postgres') {
    const results = await Promise.all([engine().afterIngestion(), second.afterIngestion()]);
    expect(results.map((r) => r.fired).sort()).toEqual([0, 1]);
  } else {
    // One SQLite file in one test process cannot write from two connections at the same moment (the driver waits
    // synchronously): the second process here starts from the same state after the first one stored its firing.
    expect((await engine().afterIngestion()).fired).toBe(1);
    await rewind();
    expect((await second.afterIngestion()).fired).toBe(0);
  }
  await other.close();
  const firings = (await call('GET', `/v1/alerts/${id}/firings`, pro)).body.data.firings;
  expect(firings.map((f: { date: string }) => f.date)).toEqual([date]);
  const notes = (await call('GET', '/v1/notifications', pro)).body.data.notifications.filter((n: { alertId: string }) => n.alertId === id);
  expect(notes).toHaveLength(1);
});

test('after a downgrade only the alerts the plan still runs fire, on the channels it still delivers to', async () => {
  const member = await memberOn(world.api, 'Pro');
  await call('PUT', '/v1/alerts/settings', member, { webhookUrl: receiver.url });
  const last = (await storedDays(world.api, member.token, 'btc')).at(-1)!.close;
  const ids: string[] = [];
  for (const step of [1, 2, 3, 4]) {
    world.api.clock.advance(1000);
    const created = await call('POST', '/v1/alerts', member, { assetId: 'btc', kind: 'price-above', level: Math.round(last * (1 + step / 100)), channels: ['in-app', 'webhook'] });
    ids.push(created.body.data.id);
  }
  await moveToPlan(world.api, member, 'Free');
  const hooks = receiver.received.length;
  const { date } = await nextBtcDay(Math.round(last * 1.1));
  await ingest();
  const fired = (await call('GET', '/v1/alerts/firings', member)).body.data.firings as Array<{ alertId: string; date: string; channels: string[] }>;
  expect(fired.map((f) => f.alertId).sort()).toEqual(ids.slice(0, 3).sort());
  expect(fired.every((f) => f.date === date && f.channels.join() === 'in-app')).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(receiver.received).toHaveLength(hooks);
});

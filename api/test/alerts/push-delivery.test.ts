// A firing reaches the member's browsers through the delivery queue: a new candle from the fake market crosses an
// alert's level, one ingestion run evaluates it, and the push service on loopback (HTTPS) receives one encrypted
// message per browser that the browser's keys decrypt to the alert's sentence and its day's dashboard link. A push
// service that fails is tried again for its own browser only; the delivery log says sent once every browser took it.
import { alertDashboardPath, PUSH_MESSAGES } from '@sentiscope/shared/contract';
import { waitFor } from '../helpers';
import { decryptPush, startFakePushService, testBrowser, type FakePushService } from '../support/fake-push-service';
import { alertsEngineOf, alertsWorld, memberOn, nextBtcDay, storedDays, type AlertsWorld, type Member } from './support';

process.env.SENTISCOPE_OFFLINE = '1';

let world: AlertsWorld;
let push: FakePushService;
let member: Member;
beforeAll(async () => {
  push = await startFakePushService();
  world = await alertsWorld({ config: { pushAllowPrivate: true, pushCa: push.certificate, deliveryRetryBaseMs: 1000 } });
  member = await memberOn(world.api, 'Free');
}, 120_000);
afterAll(async () => {
  await world?.close();
  await push?.close();
});

const call = (method: string, path: string, body?: unknown) => world.api.request(method, path, { token: member.token, body });

test('a firing is pushed to each browser once, a failing push service retried for its own browser only', async () => {
  const [laptop, phone] = [testBrowser(), testBrowser()];
  const endpoints = [`${push.origin}/push/laptop`, `${push.origin}/push/phone`];
  for (const [i, browser] of [laptop, phone].entries()) expect((await call('POST', '/v1/push/subscriptions', { endpoint: endpoints[i], keys: browser.keys })).status).toBe(201);
  const last = (await storedDays(world.api, member.token, 'btc')).at(-1)!.close;
  const alert = await call('POST', '/v1/alerts', { assetId: 'btc', kind: 'price-above', level: Math.round(last * 1.05), channels: ['push'] });
  expect(alert.status).toBe(201);

  // The phone's push service fails the first time.
  push.answerPath('/push/phone', 503);
  const { date } = await nextBtcDay(world, member.token, Math.round(last * 1.1));
  expect((await world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin })).status).toBe(200);
  await waitFor(() => (push.received.length >= 2 ? true : undefined), 10_000);
  const log = async () => (await call('GET', '/v1/alerts/channels/push/deliveries')).body.data.deliveries;
  let failed: { attempts: number; problem: string | null } | undefined;
  for (const until = Date.now() + 10_000; !failed && Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    failed = (await log()).find((d: { attempts: number; problem: string | null }) => d.attempts === 1 && d.problem !== null);
  }
  expect(failed).toMatchObject({ status: 'pending', problem: PUSH_MESSAGES.notReached(1), date });

  world.api.clock.advance(1500);
  await alertsEngineOf(world.api).deliver();
  expect((await log())[0]).toMatchObject({ status: 'sent', attempts: 2, problem: null });
  const paths = push.received.map((r) => r.path).sort();
  // The laptop took it at once and is not sent to again; the phone got the retry.
  expect(paths).toEqual(['/push/laptop', '/push/phone', '/push/phone']);

  const firing = (await call('GET', `/v1/alerts/${alert.body.data.id}/firings`)).body.data.firings[0];
  for (const [i, browser] of [laptop, phone].entries()) {
    const sent = push.received.filter((r) => r.path === new URL(endpoints[i]).pathname).at(-1)!;
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(decryptPush(browser, sent.body))).toEqual({
      title: `SentiScope alert: ${firing.rule}`,
      body: firing.message,
      url: alertDashboardPath('btc', date),
      tag: `alert-${alert.body.data.id}`,
    });
  }
}, 60_000);

// Finding 1 of the third attack run (issue 32): a webhook receiver that answers one byte at a time held the delivery
// queue for everyone. Here one Pro member's 60 webhook alerts point at such a receiver on loopback: another
// member's e-mail alert is still delivered at once, the receiver never holds more than the member's share of
// connections, every attempt ends by its hard deadline, the digest does not wait on them, a row is given up at the
// maximum attempts, and the test button is limited and lets go of its connection.
import { DEFAULT_RATE_LIMITS } from '../../src/config';
import { MAX_ATTEMPTS } from '../../src/alerts/service/delivery';
import { MAX_SENDING_PER_MEMBER } from '../../src/alerts/service/delivery-drain';
import { alertDb } from '../../src/alerts/data/tables';
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import { waitFor } from '../helpers';
import { alertsEngineOf, alertsWorld, memberOn, nextBtcDay as nextDay, storedDays, type AlertsWorld, type Member } from '../alerts/support';
import { startTrickleReceiver, type TrickleReceiver } from '../alerts/trickle-receiver';

const DEADLINE_MS = 1500;
let world: AlertsWorld;
let slow: TrickleReceiver;
let pro: Member;
let other: Member;
beforeAll(async () => {
  world = await alertsWorld({
    config: { webhookAllowPrivate: true, webhookDeadlineMs: DEADLINE_MS, deliveryRetryBaseMs: 10 * 60_000 },
    rateLimits: { webhookTestsPerUser: DEFAULT_RATE_LIMITS.webhookTestsPerUser },
  });
  slow = await startTrickleReceiver('status-line', 100);
  pro = await memberOn(world.api, 'Pro');
  other = await memberOn(world.api, 'Premium');
}, 120_000);
afterAll(async () => {
  await slow.close();
  await world.close();
});

const call = (method: string, path: string, member: Member, body?: unknown) => world.api.request(method, path, { token: member.token, body });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An answer, or 'held' when none came within `ms`. */
const within = <T>(ms: number, answer: Promise<T>) => Promise.race([answer, pause(ms).then(() => 'held' as const)]);
const engine = () => alertsEngineOf(world.api);
async function nextBtcDay(close: number) {
  await nextDay(world, pro.token, close);
  expect((await world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin })).status).toBe(200);
}

test("another member's e-mail is delivered at once while one member's 60 webhooks trickle; their connections are capped and end by the deadline", async () => {
  expect((await call('PUT', '/v1/alerts/settings', pro, { webhookUrl: slow.url })).status).toBe(200);
  const last = (await storedDays(world.api, pro.token, 'btc')).at(-1)!.close;
  for (let i = 1; i <= 60; i += 1) {
    expect((await call('POST', '/v1/alerts', pro, { assetId: 'btc', kind: 'price-above', level: Math.round(last * (1 + i / 1000)), channels: ['webhook'] })).status).toBe(201);
  }
  expect((await call('POST', '/v1/alerts', other, { assetId: 'btc', kind: 'price-above', level: Math.round(last * 1.6), channels: ['email'] })).status).toBe(201);
  expect((await call('PUT', '/v1/watchlist', other, { assets: ['btc'] })).status).toBe(200);
  expect((await call('PUT', '/v1/alerts/settings', other, { digest: 'daily' })).status).toBe(200);

  // Day one: the Pro member's 60 alerts fire, and the receiver starts holding their posts.
  await nextBtcDay(Math.round(last * 1.5));
  await waitFor(() => (slow.open() > 0 ? true : undefined), 5000);
  // Day two: only the other member's alert fires. Its mail goes out well before any held post could end.
  await nextBtcDay(Math.round(last * 1.7));
  const started = Date.now();
  const mail = await waitFor(() => world.api.outbox().find((m) => m.to === other.email && m.subject.startsWith('SentiScope alert:')), DEADLINE_MS);
  expect(mail.text).toContain('rises above');
  expect(Date.now() - started).toBeLessThan(DEADLINE_MS);

  // The digest run answers with the digest mailed, without waiting on the held posts.
  const digest = await within(DEADLINE_MS, world.api.request('POST', '/v1/admin/jobs/digest/run', { token: world.admin, body: { frequency: 'daily' } }));
  expect(digest).not.toBe('held');
  expect(digest !== 'held' && digest.body.data).toMatchObject({ frequency: 'daily', sent: 1 });

  // However long the receiver trickles, each attempt ends by its deadline, and the member never holds more than
  // their share of connections.
  await pause(DEADLINE_MS * 2);
  expect(slow.lasted.length).toBeGreaterThanOrEqual(MAX_SENDING_PER_MEMBER);
  expect(Math.max(...slow.lasted)).toBeLessThan(DEADLINE_MS + 1000);
  expect(slow.mostOpen()).toBeLessThanOrEqual(MAX_SENDING_PER_MEMBER);
  const failed = await alertDb(world.api.db.k).selectFrom('alert_deliveries').select(['status', 'attempts', 'last_error']).where('user_id', '=', pro.id).where('attempts', '>', 0).execute();
  expect(failed.length).toBeGreaterThanOrEqual(MAX_SENDING_PER_MEMBER);
  expect(failed.filter((row) => row.status === 'pending' && row.last_error?.startsWith(DELIVERY_MESSAGES.webhookUnreachable)).length).toBeGreaterThan(0);
}, 60_000);

test('a row that has had every attempt is given up as failed, never claimed a seventh time', async () => {
  // Without an address the member's remaining posts fail at once (and wait ten minutes for their retry).
  expect((await call('PUT', '/v1/alerts/settings', pro, { webhookUrl: null })).status).toBe(200);
  await engine().deliver();
  const k = alertDb(world.api.db.k);
  const now = world.api.clock.now();
  const row = await k.selectFrom('alert_deliveries').select('id').where('user_id', '=', pro.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
  // Its process stopped during the sixth attempt: the claim ran out with no answer recorded.
  await k.updateTable('alert_deliveries').set({ attempts: MAX_ATTEMPTS, claimed_until: now - 1, next_attempt_at: now - 1 }).where('id', '=', row.id).execute();
  await engine().deliver();
  const after = await k.selectFrom('alert_deliveries').select(['status', 'attempts']).where('id', '=', row.id).executeTakeFirstOrThrow();
  expect(after).toEqual({ status: 'failed', attempts: MAX_ATTEMPTS });
});

test('the test button is limited per member, answers within the deadline and leaves no connection open', async () => {
  await pause(DEADLINE_MS * 2);
  expect(slow.open()).toBe(0);
  expect((await call('PUT', '/v1/alerts/settings', pro, { webhookUrl: slow.url })).status).toBe(200);
  const answers = await Promise.all(Array.from({ length: 30 }, () => within(DEADLINE_MS * 2, call('POST', '/v1/alerts/settings/webhook-test', pro))));
  expect(answers).not.toContain('held');
  const done = answers.filter((a) => a !== 'held' && a.status === 200);
  const refused = answers.filter((a) => a !== 'held' && a.status === 429);
  expect(done).toHaveLength(DEFAULT_RATE_LIMITS.webhookTestsPerUser.limit);
  expect(refused).toHaveLength(30 - DEFAULT_RATE_LIMITS.webhookTestsPerUser.limit);
  for (const answer of done) if (answer !== 'held') expect(answer.body.data).toEqual({ delivered: false, status: null, error: DELIVERY_MESSAGES.webhookUnreachable });
  for (const answer of refused) if (answer !== 'held') expect(answer.body.message).toBe(DELIVERY_MESSAGES.webhookTestsTooMany);
  await pause(500);
  expect(slow.open()).toBe(0);
}, 30_000);

test('a receiver that answers 200 and then trickles its body is a success at once; the body is never read', async () => {
  const talker = await startTrickleReceiver('body', 100);
  try {
    const pro2 = await memberOn(world.api, 'Pro');
    expect((await call('PUT', '/v1/alerts/settings', pro2, { webhookUrl: talker.url })).status).toBe(200);
    const answer = await within(DEADLINE_MS, call('POST', '/v1/alerts/settings/webhook-test', pro2));
    expect(answer !== 'held' && answer.body.data).toEqual({ delivered: true, status: 200, error: null });
    await waitFor(() => talker.lasted[0], 1000);
    expect(talker.lasted[0]).toBeLessThan(DEADLINE_MS);
    expect(talker.open()).toBe(0);
  } finally {
    await talker.close();
  }
});

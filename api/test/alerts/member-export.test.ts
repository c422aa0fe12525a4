// "Download my data" includes what the alerts keep about the member: two members each with a watchlist, a visit,
// delivery and digest settings with a webhook, an alert that fired (notification, e-mail with its unsubscribe
// link, digest), over HTTP on the real database. A's export holds all of A's and nothing of B's, and no secret:
// no webhook signing secret, no unsubscribe token or token hash.
import type { Kysely } from 'kysely';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { waitFor } from '../helpers';
import { alertsWorld, memberOn, storedDays, type AlertsWorld, type Member } from './support';

let world: AlertsWorld;
beforeAll(async () => {
  world = await alertsWorld({ config: { webhookAllowPrivate: true } });
}, 120_000);
afterAll(() => world.close());

const call = (method: string, path: string, member: Member, body?: unknown) => world.api.request(method, path, { token: member.token, body });
const db = () => world.api.db.k as unknown as Kysely<any>;
const alertMailTo = (email: string) =>
  (world.api.outbox() as Array<{ to: string; subject: string; headers?: Record<string, string> }>).find((m) => m.to === email && m.subject.startsWith('SentiScope alert:'));

type Kept = { member: Member; assets: string[]; webhookUrl: string; secret: string; alertId: string; level: number };

/** Gives a member a watchlist, a visit, a daily digest, a webhook (and its secret) and an alert on Bitcoin above `level`. */
async function keepAlertData(member: Member, name: string, assets: string[], level: number): Promise<Kept> {
  expect((await call('PUT', '/v1/watchlist', member, { assets })).status).toBe(200);
  expect((await call('POST', '/v1/watchlist/visits', member, { assetId: assets[0], mood: 61.5, signal: 'bullish', price: 1234.5 })).status).toBe(200);
  const webhookUrl = `http://127.0.0.1:9/hooks/${name}?team=${name}-desk`;
  expect((await call('PUT', '/v1/alerts/settings', member, { digest: 'daily', webhookUrl })).status).toBe(200);
  const secret = (await call('POST', '/v1/alerts/settings/webhook-secret', member)).body.data.secret as string;
  expect(secret).toMatch(/^whsec_/);
  const alert = await call('POST', '/v1/alerts', member, { assetId: 'btc', kind: 'price-above', level, channels: ['email', 'in-app'] });
  expect(alert.status).toBe(201);
  return { member, assets, webhookUrl, secret, alertId: alert.body.data.id, level };
}

test("a member's export holds their watchlist, alerts, firings, notifications, deliveries and settings, none of another member's, and no secret", async () => {
  const [ada, bob] = [await memberOn(world.api, 'Pro'), await memberOn(world.api, 'Pro')];
  const last = (await storedDays(world.api, ada.token, 'btc')).at(-1)!;
  const a = await keepAlertData(ada, 'ada', ['btc', 'eth'], Math.round(last.close * 1.05));
  const b = await keepAlertData(bob, 'bob', ['sol'], Math.round(last.close * 1.02));

  // A new closed day above both levels: both alerts fire, each member gets a notification and an alert e-mail.
  const date = new Date(Date.parse(`${last.date}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
  world.fake.addCandle('BTCUSDT', { date, close: Math.round(last.close * 1.1) });
  world.api.clock.advance(MS_PER_DAY);
  expect((await world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin })).status).toBe(200);
  const mailA = await waitFor(() => alertMailTo(a.member.email), 10_000);
  await waitFor(() => alertMailTo(b.member.email), 10_000);
  expect((await world.api.request('POST', '/v1/admin/jobs/digest/run', { token: world.admin, body: { frequency: 'daily' } })).status).toBe(200);
  const notificationA = (await call('GET', '/v1/notifications', a.member)).body.data.notifications[0];
  expect((await call('POST', '/v1/notifications/read', a.member, { ids: [notificationA.id] })).status).toBe(200);

  const answer = await call('GET', '/v1/user/export', a.member);
  expect(answer.status).toBe(200);
  const data = answer.body.data;
  expect(data).toMatchObject({ profile: { email: a.member.email }, payments: [], securityActivity: [expect.objectContaining({ kind: 'sign-in' })] });

  expect(data.watchlist.assets.map((x: { assetId: string }) => x.assetId)).toEqual(a.assets);
  expect(data.watchlist.lastVisits).toEqual([{ assetId: 'btc', at: expect.any(String), mood: 61.5, signal: 'bullish', price: 1234.5 }]);
  expect(data.alerts).toEqual([
    expect.objectContaining({ id: a.alertId, assetId: 'btc', kind: 'price-above', level: a.level, channels: ['email', 'in-app'], enabled: true, paused: null, firingCount: 1, rule: expect.stringContaining('Bitcoin') }),
  ]);
  expect(data.alertFirings).toEqual([expect.objectContaining({ alertId: a.alertId, date, crossing: expect.objectContaining({ threshold: a.level }) })]);
  expect(data.notifications).toEqual([expect.objectContaining({ id: notificationA.id, alertId: a.alertId, firingId: data.alertFirings[0].id, date, read: true, readAt: expect.any(String) })]);
  expect(data.alertDeliveries).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ channel: 'email', firingId: data.alertFirings[0].id, status: 'sent', sentAt: expect.any(String) }),
      expect.objectContaining({ channel: 'digest', firingId: null, period: expect.objectContaining({ frequency: 'daily' }) }),
    ]),
  );
  expect(data.alertDeliveries).toHaveLength(2);
  expect(data.alertSettings).toEqual({ digest: 'daily', webhookUrl: a.webhookUrl, webhookSecretHint: `whsec_…${a.secret.slice(-4)}`, webhookFormat: 'json', telegramChat: null, browserCopyTakenAt: null, updatedAt: expect.any(String) });
  expect(data.unsubscribeLinks).toEqual(
    expect.arrayContaining([
      { scope: `alert-email:${a.alertId}`, alertId: a.alertId, createdAt: expect.any(String), usedAt: null },
      { scope: 'digest', alertId: null, createdAt: expect.any(String), usedAt: null },
    ]),
  );
  expect(data.unsubscribeLinks).toHaveLength(2);

  // Nothing of B's: not their id, address, alert, firing, notification, deliveries or webhook.
  const text = answer.text;
  const firingsB = await db().selectFrom('alert_firings').select('id').where('user_id', '=', b.member.id).execute();
  const notificationsB = await db().selectFrom('notifications').select('id').where('user_id', '=', b.member.id).execute();
  const deliveriesB = await db().selectFrom('alert_deliveries').select('id').where('user_id', '=', b.member.id).execute();
  expect(firingsB).toHaveLength(1);
  expect(notificationsB).toHaveLength(1);
  expect(deliveriesB).toHaveLength(2);
  for (const theirs of [b.member.id, b.member.email, b.alertId, b.webhookUrl, 'bob-desk', ...[...firingsB, ...notificationsB, ...deliveriesB].map((r) => r.id as string)]) {
    expect(text).not.toContain(theirs);
  }
  // No secret: neither member's signing secret, no stored token hash, not the token of A's unsubscribe link.
  const hashes = (await db().selectFrom('unsubscribe_tokens').select('token_hash').execute()).map((r) => r.token_hash as string);
  expect(hashes.length).toBeGreaterThanOrEqual(4);
  const tokenA = /[?&]token=([A-Za-z0-9_-]+)/.exec(mailA.headers!['List-Unsubscribe'])![1];
  for (const secret of [a.secret, b.secret, tokenA, ...hashes]) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/webhook_secret|token_hash/);
});

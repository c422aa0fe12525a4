// Price alerts on every tick, over real HTTP on the real database against a fake Binance on loopback: the admin's
// tick run asks the fake for the latest prices, and a price alert fires on the tick that passes its level, saying
// the tick's time in the bell, the history, the mail and the webhook; once per crossing, after its cooldown, also
// when another process evaluated the tick before (the side of each rule is kept in the database).
import { alertWhen, MS_PER_DAY } from '@sentiscope/shared/contract';
import { isoDay } from '../../src/platform/days';
import { loadMarketConfig } from '../../src/prices/service/config';
import { adminToken, startApi, waitFor, type TestApi } from '../helpers';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers';
import { startReceiver, type Receiver } from './receiver';
import { alertsEngineOf, memberOn, type Member } from './support';

let api: TestApi;
let fake: FakeProviders;
let receiver: Receiver;
let admin: string;
let pro: Member;
const startAt = Date.now();

beforeAll(async () => {
  fake = await startFakeProviders({ days: 40, now: () => startAt });
  const market = loadMarketConfig({ ...fake.env, SENTISCOPE_OFFLINE: '1', INGEST_RETRIES: '0', INGEST_BACKOFF_MS: '10', INGEST_TIMEOUT_MS: '3000' });
  api = await startApi({ config: { market, webhookAllowPrivate: true }, clockStart: startAt });
  receiver = await startReceiver();
  admin = await adminToken(api);
  pro = await memberOn(api, 'Pro');
  expect((await call('PUT', '/v1/alerts/settings', { webhookUrl: receiver.url })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await fake?.close();
  await receiver?.close();
});

const call = (method: string, path: string, body?: unknown) => api.request(method, path, { token: pro.token, body });
/** Moves the fake market's price of BTC now (the day open now, which its ticker answers). */
const priceBtc = (close: number) => fake.addCandle('BTC', { date: isoDay(api.clock.now()), close });
const tick = async () => {
  const run = await api.request('POST', '/v1/admin/jobs/ticks/run', { token: admin });
  expect(run.status).toBe(200);
  return run.body.data as { ticks: Array<{ assetId: string; price: number; at: number }> };
};
const firingsOf = async (id: string) => (await call('GET', `/v1/alerts/${id}/firings`)).body.data.firings as Array<Record<string, any>>;
const newAlert = async (kind: 'price-above' | 'price-below', level: number, channels = ['in-app']) => {
  const made = await call('POST', '/v1/alerts', { assetId: 'btc', kind, level, channels });
  expect(made.status).toBe(201);
  return made.body.data.id as string;
};

test('a tick passing the level fires in that minute, with its time in the bell, the history, the mail and the webhook', async () => {
  priceBtc(100_000);
  const id = await newAlert('price-above', 101_000, ['in-app', 'email', 'webhook']);
  // The first tick only records the side the price is on.
  await tick();
  expect(await firingsOf(id)).toEqual([]);

  api.clock.advance(60_000);
  priceBtc(101_500);
  const at = api.clock.now();
  const run = await tick();
  expect(run.ticks.find((t) => t.assetId === 'btc')?.price).toBe(101_500);

  const [firing] = await firingsOf(id);
  const when = alertWhen(isoDay(at), at);
  expect(when).toMatch(/^\d\d:\d\d UTC on \d{4}-\d\d-\d\d$/);
  expect(firing).toMatchObject({ date: isoDay(at), at: new Date(at).toISOString(), kind: 'price-above', crossing: { measure: 'price', from: 100_000, to: 101_500, threshold: 101_000 } });
  expect(firing.message).toBe(`Bitcoin traded at $101,500 at ${when}, above $101,000 (the price before: $100,000).`);

  const bell = (await call('GET', '/v1/notifications')).body.data;
  expect(bell.unread).toBe(1);
  expect(bell.notifications[0]).toMatchObject({ at: new Date(at).toISOString(), message: firing.message });
  const mail = await waitFor(() => api.outbox().find((m) => m.to === pro.email && m.subject.startsWith('SentiScope alert:')), 10_000);
  expect(mail.text).toContain(firing.message);
  const hook = await waitFor(() => receiver.received[0], 10_000);
  expect(JSON.parse(hook.body).firing).toMatchObject({ at: new Date(at).toISOString(), date: isoDay(at), message: firing.message });

  // The price staying above fires nothing more; going back under and over again the same day is within the cooldown.
  for (const price of [102_000, 100_500, 101_200]) {
    api.clock.advance(60_000);
    priceBtc(price);
    await tick();
  }
  expect(await firingsOf(id)).toHaveLength(1);
  await call('DELETE', `/v1/alerts/${id}`);
});

test('price-below fires once per crossing; a new level starts from the side the price is on, and another process carries the sides on', async () => {
  priceBtc(100_000);
  const below = await newAlert('price-below', 99_000);
  // Made with the price already past its level: the first tick records that side and fires nothing.
  const already = await newAlert('price-above', 95_000);
  await tick();
  api.clock.advance(60_000);
  priceBtc(98_000);
  // The next tick is evaluated by another process on its own connection: it reads the sides this one wrote.
  const other = alertsEngineOf(api, api.reopen());
  const run = await tick();
  expect(await firingsOf(below)).toHaveLength(1);
  const again = await other.afterTicks(run.ticks);
  expect(again.fired).toBe(0);

  // A day later (the cooldown of one day over), back above and then under again: one more firing, now on the other
  // process, which reads the sides the first one wrote since.
  api.clock.advance(MS_PER_DAY);
  priceBtc(99_500);
  await tick();
  api.clock.advance(60_000);
  priceBtc(98_500);
  const at = api.clock.now();
  expect((await other.afterTicks([{ assetId: 'btc', price: 98_500, at }])).fired).toBe(1);
  const firings = await firingsOf(below);
  expect(firings).toHaveLength(2);
  expect(firings[0]).toMatchObject({ date: isoDay(at), at: new Date(at).toISOString(), crossing: { measure: 'price', to: 98_500, threshold: 99_000 } });
  // The first process, evaluating the same tick after, fires nothing twice.
  expect((await tick()).ticks.length).toBeGreaterThan(0);
  expect(await firingsOf(below)).toHaveLength(2);
  expect(await firingsOf(already)).toEqual([]);

  // Moving the level across the price does not fire by itself: the side is judged again against the new level.
  const moved = await call('PUT', `/v1/alerts/${already}`, { assetId: 'btc', kind: 'price-above', level: 98_600, channels: ['in-app'] });
  expect(moved.status).toBe(200);
  api.clock.advance(60_000);
  await tick();
  expect(await firingsOf(already)).toEqual([]);
  api.clock.advance(60_000);
  priceBtc(98_700);
  await tick();
  expect(await firingsOf(already)).toHaveLength(1);
});

test('a switched-off or deleted alert does not fire on a tick', async () => {
  priceBtc(100_000);
  const off = await newAlert('price-above', 100_500);
  const gone = await newAlert('price-above', 100_600);
  await tick();
  expect((await call('PUT', `/v1/alerts/${off}`, { assetId: 'btc', kind: 'price-above', level: 100_500, channels: ['in-app'], enabled: false })).status).toBe(200);
  expect((await call('DELETE', `/v1/alerts/${gone}`)).status).toBe(200);
  api.clock.advance(60_000);
  priceBtc(101_000);
  await tick();
  expect(await firingsOf(off)).toEqual([]);
  expect((await call('GET', `/v1/alerts/${gone}/firings`)).status).toBe(404);
});

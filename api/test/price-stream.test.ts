// The live price over real HTTP on the real database (SQLite, or PostgreSQL under with-postgres.sh), against a fake
// Binance on loopback: GET /v1/stream/prices sends the status and the last known prices on connect, an event per
// changed price after each tick run, only what changed since Last-Event-ID when resumed; it is plan-gated per id,
// capped per member, and says when the price is not live. GET /v1/prices/live answers the same state once.
import { loadMarketConfig } from '../src/prices/service/config';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';
import { openSse, type SseClient } from './support/sse-client';

const toClose: Array<{ close(): Promise<void> | void }> = [];
afterEach(async () => {
  for (const one of toClose.splice(0).reverse()) await one.close();
});

const data = (event: { data: string }) => JSON.parse(event.data);
const isPrice = (id: string, price?: number) => (e: { event?: string; data: string }) => e.event === 'price' && data(e).id === id && (price === undefined || data(e).price === price);

async function liveApi(env: Record<string, string> = {}): Promise<{ api: TestApi; fake: FakeProviders; member: string; admin: string }> {
  const startAt = Date.now();
  const fake = await startFakeProviders({ days: 5, now: () => startAt });
  toClose.push(fake);
  const market = loadMarketConfig({ ...fake.env, SENTISCOPE_OFFLINE: '1', INGEST_RETRIES: '0', INGEST_TIMEOUT_MS: '3000', ...env });
  const api = await startApi({ config: { market, streamsPerMember: 2 }, clockStart: startAt });
  toClose.push(api);
  const user = await createVerifiedUser(api);
  return { api, fake, member: await loginToken(api, user.email, user.password), admin: await adminToken(api) };
}

async function stream(api: TestApi, query: string, token: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await openSse(`${api.url}/v1/stream/prices${query}`, { authorization: `Bearer ${token}`, ...headers });
  toClose.push(client);
  return client;
}

it('sends the status and the last prices on connect, then an event per changed price, and resumes from Last-Event-ID', async () => {
  const { api, fake, member, admin } = await liveApi();
  fake.quote('BTC', 90_000);
  fake.quote('ETH', 3_000);
  expect((await api.request('POST', '/v1/admin/jobs/ticks/run', { token: admin })).status).toBe(200);
  const first = api.clock.now();

  const client = await stream(api, '?ids=btc,eth', member);
  expect(client.status).toBe(200);
  expect(client.headers.get('content-type')).toContain('text/event-stream');
  const status = await client.waitFor((e) => e.event === 'status');
  expect(client.events[0]).toBe(status);
  expect(data(status)).toEqual({ live: true, at: new Date(first).toISOString(), intervalSeconds: 60 });
  const btc = await client.waitFor(isPrice('btc'));
  expect(data(btc)).toEqual({ id: 'btc', price: 90_000, at: new Date(first).toISOString(), source: expect.stringMatching(/^binance/) });
  expect(btc.id).toBe(String(first));
  await client.waitFor(isPrice('eth', 3_000));

  // The fake's BTC moves; ETH does not: one event, for BTC, with the new run's instant as its id.
  api.clock.advance(60_000);
  fake.quote('BTC', 91_234.5);
  const seen = client.events.length;
  expect((await api.request('POST', '/v1/admin/jobs/ticks/run', { token: admin })).status).toBe(200);
  const moved = await client.waitFor(isPrice('btc', 91_234.5), seen);
  expect(moved.id).toBe(String(first + 60_000));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(client.events.slice(seen).filter((e) => e.event === 'price').map((e) => data(e).id)).toEqual(['btc']);

  // Resumed after the first run: only what changed since (BTC), not ETH.
  const resumed = await stream(api, '?ids=btc,eth', member, { 'last-event-id': String(first) });
  await resumed.waitFor((e) => e.event === 'status');
  await resumed.waitFor(isPrice('btc', 91_234.5));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(resumed.events.filter((e) => e.event === 'price').map((e) => data(e).id)).toEqual(['btc']);
  resumed.close();

  // Resumed at the newest event: nothing missed, so no price at all.
  const current = await stream(api, '?ids=btc,eth', member, { 'last-event-id': moved.id as string });
  await current.waitFor((e) => e.event === 'status');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(current.events.filter((e) => e.event === 'price')).toEqual([]);

  const once = await api.request('GET', '/v1/prices/live?ids=btc,eth', { token: member });
  expect(once.status).toBe(200);
  expect(once.body.data).toMatchObject({ live: true, intervalSeconds: 60, prices: [{ id: 'btc', price: 91_234.5 }, { id: 'eth', price: 3_000 }] });
});

it('is plan-gated per id, needs the Authorization header, refuses bad ids and caps the streams per member', async () => {
  const { api, member } = await liveApi();
  const refusal = async (query: string, token?: string) => {
    const client = await openSse(`${api.url}/v1/stream/prices${query}`, token ? { authorization: `Bearer ${token}` } : {});
    return { status: client.status, message: client.text ? JSON.parse(client.text).message : null };
  };
  // Solana is not in the free plan; an unknown id is not found; ids are required and at most 50.
  expect(await refusal('?ids=btc,sol', member)).toEqual({ status: 403, message: expect.stringContaining('Upgrade') });
  expect((await refusal('?ids=btc,nosuchcoin', member)).status).toBe(404);
  expect((await refusal('', member)).status).toBe(400);
  expect((await refusal(`?ids=${Array.from({ length: 51 }, (_, i) => `a${i}`).join(',')}`, member)).status).toBe(400);
  // No session token is taken from the URL: only the Authorization header signs the stream in.
  expect((await refusal(`?ids=btc&token=${member}`)).status).toBe(401);
  expect((await api.request('GET', '/v1/prices/live?ids=sol', { token: member })).status).toBe(403);

  // Two streams per member here (STREAMS_PER_MEMBER): a third is refused until one closes.
  const one = await stream(api, '?ids=btc', member);
  await stream(api, '?ids=eth', member);
  expect((await refusal('?ids=btc', member)).status).toBe(429);
  one.close();
  let third = 0;
  for (let i = 0; i < 50 && third !== 200; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const client = await openSse(`${api.url}/v1/stream/prices?ids=btc`, { authorization: `Bearer ${member}` });
    third = client.status;
    toClose.push(client);
  }
  expect(third).toBe(200);
});

it('says the price is not live when nothing can tick here, and when the newest tick is older than three intervals', async () => {
  const offline = await startApi({ config: { market: loadMarketConfig({ SENTISCOPE_OFFLINE: '1' }) } });
  toClose.push(offline);
  const user = await createVerifiedUser(offline);
  const token = await loginToken(offline, user.email, user.password);
  const client = await stream(offline, '?ids=btc', token);
  expect(data(await client.waitFor((e) => e.event === 'status'))).toEqual({ live: false, at: null, intervalSeconds: 60 });
  expect((await offline.request('GET', '/v1/prices/live?ids=btc', { token })).body.data).toEqual({ live: false, at: null, intervalSeconds: 60, prices: [] });

  const { api, member, admin } = await liveApi({ TICK_INTERVAL_SECONDS: '30' });
  await api.request('POST', '/v1/admin/jobs/ticks/run', { token: admin });
  const live = await stream(api, '?ids=btc', member);
  expect(data(await live.waitFor((e) => e.event === 'status')).live).toBe(true);
  // Ninety-one seconds on, the last tick is more than three intervals of 30 s old: the stream says so by itself.
  api.clock.advance(91_000);
  const stale = await live.waitFor((e) => e.event === 'status' && data(e).live === false, 1, 8000);
  expect(data(stale).intervalSeconds).toBe(30);
  expect((await api.request('GET', '/v1/prices/live?ids=btc', { token: member })).body.data.live).toBe(false);
}, 30_000);

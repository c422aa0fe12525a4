// The latest prices over real HTTP on the real database, against a fake Binance on loopback in its own format: an
// admin's run stores each crypto asset's tick in one batched call; a member may not run it; offline with no loopback
// source the run is refused and says the price is not live.
import { loadMarketConfig } from '../src/prices/service/config';
import { readTicks } from '../src/prices/data/ticks';
import { adminToken, createVerifiedUser, loginToken, startApi } from './helpers';
import { startFakeProviders } from './support/fake-providers';

const toClose: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const one of toClose.splice(0)) await one.close();
});

it('stores the latest price of every crypto asset from one batched call, and a member may not run it', async () => {
  const startAt = Date.now();
  const fake = await startFakeProviders({ days: 10, now: () => startAt });
  toClose.push(fake);
  const market = loadMarketConfig({ ...fake.env, SENTISCOPE_OFFLINE: '1', INGEST_RETRIES: '0', INGEST_BACKOFF_MS: '10', INGEST_TIMEOUT_MS: '3000' });
  const api = await startApi({ config: { market }, clockStart: startAt });
  toClose.push(api);
  const member = await createVerifiedUser(api);
  expect((await api.request('POST', '/v1/admin/jobs/ticks/run', { token: await loginToken(api, member.email, member.password) })).status).toBe(403);

  const admin = await adminToken(api);
  const before = fake.requests('binance').length;
  const answer = await api.request('POST', '/v1/admin/jobs/ticks/run', { token: admin });
  expect(answer.status).toBe(200);
  const asked = fake.requests('binance').slice(before);
  expect(asked.length).toBe(1);
  expect(asked[0].url).toContain('/api/v3/ticker/price');
  const stored = await readTicks(api.db);
  const btc = stored.find((t) => t.assetId === 'btc');
  expect(btc?.source).toMatch(/^binance/);
  expect(btc?.at).toBe(api.clock.now());
  expect(btc?.price).toBeGreaterThan(0);
  expect(answer.body.data.live).toBe(true);
  expect(stored.filter((t) => t.source.startsWith('binance')).length).toBe(7);
});

it('offline with no loopback source refuses the run, says the price is not live and stores no tick', async () => {
  const api = await startApi({ config: { market: loadMarketConfig({ SENTISCOPE_OFFLINE: '1' }) } });
  toClose.push(api);
  const admin = await adminToken(api);
  const answer = await api.request('POST', '/v1/admin/jobs/ticks/run', { token: admin });
  expect(answer.status).toBe(409);
  expect(answer.body.message).toContain('not live');
  expect(await readTicks(api.db)).toEqual([]);
});

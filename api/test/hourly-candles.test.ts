// The hourly candles over real HTTP on the real database, against fake Binance and Yahoo on loopback in their own
// formats: an admin's run stores every closed hour once, never the hour still open; the next hour arrives with the
// next run; a stock's hours open at half past and are stored only once closed; offline with no loopback source the
// run is refused with a clear reason and no hour is made up.
import { loadMarketConfig } from '../src/prices/service/config';
import { latestHours, readHourlyCandles } from '../src/prices/data/hourly';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';

const HOUR = 3_600_000;
const DAYS = 20;
let fake: FakeProviders;
let api: TestApi | undefined;
let admin: string;

const toClose: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const one of toClose.splice(0)) await one.close();
  api = undefined;
});

async function start() {
  const startAt = Date.now();
  // The fake serves hours up to the API's clock, so advancing the clock opens the next hour at the source too.
  fake = await startFakeProviders({ days: DAYS, now: () => api?.clock.now() ?? startAt });
  toClose.push(fake);
  const market = loadMarketConfig({ ...fake.env, SENTISCOPE_OFFLINE: '1', INGEST_RETRIES: '0', INGEST_BACKOFF_MS: '10', INGEST_TIMEOUT_MS: '3000' });
  api = await startApi({ config: { market }, clockStart: startAt });
  toClose.push(api);
  admin = await adminToken(api);
  return api;
}

const runHourly = async (a: TestApi) => {
  const answer = await a.request('POST', '/v1/admin/jobs/hourly/run', { token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data as { sources: { source: string; stored: number; errors: number; error: string | null }[] };
};
const storedBy = (run: Awaited<ReturnType<typeof runHourly>>, source: string) => run.sources.find((s) => s.source === source)?.stored;
const closedEnd = (now: number) => Math.floor(now / HOUR) * HOUR;

it('stores each closed hour once, never the open hour, and the next hour after the next run', async () => {
  const a = await start();
  const first = await runHourly(a);
  expect(first.sources.every((s) => s.errors === 0)).toBe(true);
  const end = closedEnd(a.clock.now());
  const btc = await readHourlyCandles(a.db.k, 'btc', 0, Number.MAX_SAFE_INTEGER);
  // Every hour from the fake's first day up to the last closed one: none missing, none twice, not the open one.
  expect(btc.at(-1)?.time).toBe(end - HOUR);
  expect(btc.length).toBe((end - btc[0].time) / HOUR);
  expect(new Set(btc.map((h) => h.time)).size).toBe(btc.length);
  expect(storedBy(first, 'crypto hourly prices')).toBeGreaterThan(7 * DAYS * 24);

  // The same hours fetched again store nothing.
  const again = await runHourly(a);
  expect(storedBy(again, 'crypto hourly prices')).toBe(0);
  expect(storedBy(again, 'stock hourly prices')).toBe(0);

  // An hour later the hour that was open has closed: one new hour per crypto asset, asked for from there only.
  a.clock.advance(HOUR);
  const before = fake.requests('binance').length;
  const next = await runHourly(a);
  expect(storedBy(next, 'crypto hourly prices')).toBe(7);
  expect(fake.requests('binance').length - before).toBe(7);
  expect(fake.requests('binance').at(-1)?.url).toContain(`startTime=${end}`);
  expect((await latestHours(a.db.k)).get('btc')).toBe(end);
});

it("stores a stock's hours opening at half past only once closed, and records the run in the activity log", async () => {
  const a = await start();
  await runHourly(a);
  const spy = await readHourlyCandles(a.db.k, 'spy', 0, Number.MAX_SAFE_INTEGER);
  expect(spy.length).toBeGreaterThan(7 * 10);
  expect(spy.every((h) => h.time % HOUR === HOUR / 2 && h.time + HOUR <= a.clock.now())).toBe(true);
  const requested = fake.requests('yahoo').filter((r) => r.url.includes('/v8/finance/chart/'));
  expect(requested.every((r) => r.url.includes('interval=60m'))).toBe(true);
  const log = await a.request('GET', '/v1/admin/activity', { token: admin });
  expect(JSON.stringify(log.body)).toContain('ran hourly candles');
});

it('refuses a member, and offline with no loopback source says so and stores no hour', async () => {
  const a = await startApi({ config: { market: loadMarketConfig({ SENTISCOPE_OFFLINE: '1' }) } });
  toClose.push(a);
  const member = await createVerifiedUser(a);
  const token = await loginToken(a, member.email, member.password);
  expect((await a.request('POST', '/v1/admin/jobs/hourly/run', { token })).status).toBe(403);
  admin = await adminToken(a);
  const answer = await a.request('POST', '/v1/admin/jobs/hourly/run', { token: admin });
  expect(answer.status).toBe(409);
  expect(answer.body.message).toContain('no hourly candles');
  expect((await latestHours(a.db.k)).size).toBe(0);
});

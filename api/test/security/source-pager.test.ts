// Issue 32, finding 4: the Binance pager never ended when a page did not advance (a source answering the same
// 1,000 rows made 13,000 requests in 27 s and never finished). Now every paged provider stops at a page that does
// not move its cursor forward, after a bound on pages, and at the deadline of its source for the run.
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { MAX_PAGES, pageForward } from '../../src/prices/providers/price-provider';
import { loadMarketConfig } from '../../src/prices/service/config';
import { adminToken, startApi, type TestApi } from '../helpers';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers';

let fake: FakeProviders;
let api: TestApi;
// What a test started, closed once after it: a test that starts nothing must not close the previous test's app
// again (on PostgreSQL its schema is already dropped).
const toClose: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const one of toClose.splice(0)) await one.close();
});

async function runWith(env: Record<string, string>) {
  const market = loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0', INGEST_TIMEOUT_MS: '10000', ...env });
  api = await startApi({ config: { market } });
  toClose.push(api);
  const admin = await adminToken(api);
  const started = Date.now();
  const answer = await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin });
  const health = await api.request('GET', '/v1/admin/data-health', { token: admin });
  return { answer, ms: Date.now() - started, assets: health.body.data.assets as { assetId: string; servedBy: string | null; skipped: { reason: string }[] }[] };
}

it('stops a Binance pager whose every page answers the same 1,000 rows', async () => {
  fake = await startFakeProviders({ days: 8 * 365 });
  toClose.push(fake);
  fake.fault('binance', { samePage: true });
  const { answer, ms } = await runWith({});
  expect(answer.status).toBe(200);
  // Two pages per crypto asset: the first, and the one that did not advance.
  expect(fake.requests('binance').length).toBe(2 * 7);
  expect(ms).toBeLessThan(10_000);
});

it('stops at the source deadline: a slow host does not hold the run past it, nor do the providers after it', async () => {
  fake = await startFakeProviders({ days: 30 });
  toClose.push(fake);
  fake.fault('binance', { delayMs: 5000 });
  const { answer, ms, assets } = await runWith({ INGEST_SOURCE_DEADLINE_MS: '1000' });
  expect(answer.status).toBe(200);
  expect(ms).toBeLessThan(4000);
  const btc = assets.find((a) => a.assetId === 'btc');
  expect(btc?.servedBy).toBeNull();
  expect(btc?.skipped.map((s) => s.reason.split(':')[0])).toEqual(['timeout', 'deadline', 'deadline']);
});

it(`stops any pager after ${MAX_PAGES} pages, however its cursor moves`, async () => {
  let pages = 0;
  const points = await pageForward(0, 10_000 * MS_PER_DAY, async (cursor) => {
    pages++;
    return { points: [{ time: cursor, open: 1, high: 1, low: 1, close: 1, volume: 0 }], next: cursor + MS_PER_DAY };
  });
  expect(pages).toBe(MAX_PAGES);
  expect(points).toHaveLength(MAX_PAGES);
});

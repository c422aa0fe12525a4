// Conditional GET of feeds, over real HTTP: a loopback feed with an ETag and a Last-Modified; the next run sends
// them back, a 304 Not Modified is a success that stores nothing, and a changed feed is read again.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { HEADLINES, newsDb } from '../src/news/data/tables';
import { SOURCES, priceDb } from '../src/prices/data/tables';
import { loadMarketConfig } from '../src/prices/service/config';
import { adminToken, startApi, type TestApi } from './helpers';

type Seen = { ifNoneMatch: string | null; ifModifiedSince: string | null; status: number };

let api: TestApi;
let feed: http.Server;
let admin: string;
const seen: Seen[] = [];
let version = 1;
const titles = ['Bitcoin steadies after a volatile week', 'Ethereum fees fall to a yearly low'];
const LAST_MODIFIED = ['Wed, 25 Nov 2026 10:00:00 GMT', 'Thu, 26 Nov 2026 10:00:00 GMT'];

function rss(): string {
  const at = (i: number) => new Date(Date.now() - MS_PER_DAY + i * 60_000).toUTCString();
  const items = titles.map((t, i) => `<item><title>${t}</title><link>https://wire.example/${i}</link><pubDate>${at(i)}</pubDate></item>`);
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>${items.join('')}</channel></rss>`;
}

beforeAll(async () => {
  feed = http.createServer((req, res) => {
    const etag = `"feed-v${version}"`;
    const lastModified = LAST_MODIFIED[version - 1] ?? LAST_MODIFIED[1];
    const status = req.headers['if-none-match'] === etag ? 304 : 200;
    seen.push({ ifNoneMatch: req.headers['if-none-match'] ?? null, ifModifiedSince: req.headers['if-modified-since'] ?? null, status });
    if (status === 304) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'application/rss+xml', etag, 'last-modified': lastModified }).end(rss());
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/wire.xml`;
  api = await startApi({ config: { market: loadMarketConfig({ NEWS_RSS_FEEDS: url, INGEST_RETRIES: '0' }) } });
  admin = await adminToken(api);
});

afterAll(async () => {
  await api.close();
  await new Promise((resolve) => feed.close(resolve));
});

const run = async () => (await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin })).body.data.sources[0];
const storedCount = async () => (await newsDb(api.db.k).selectFrom(HEADLINES).select('title').execute()).length;
const sourceRow = async () => priceDb(api.db.k).selectFrom(SOURCES).selectAll().where('kind', '=', 'headlines').executeTakeFirstOrThrow();

it("stores the feed's validators, sends them back, and takes a 304 as a success that stores nothing", async () => {
  const first = await run();
  expect(first).toMatchObject({ fetched: 2, stored: 2, errors: 0, error: null });
  expect(seen[0]).toEqual({ ifNoneMatch: null, ifModifiedSince: null, status: 200 });
  expect(await sourceRow()).toMatchObject({ etag: '"feed-v1"', last_modified: LAST_MODIFIED[0], items_stored: 2 });

  api.clock.advance(60_000);
  const second = await run();
  expect(seen[1]).toEqual({ ifNoneMatch: '"feed-v1"', ifModifiedSince: LAST_MODIFIED[0], status: 304 });
  expect(second).toMatchObject({ fetched: 0, stored: 0, duplicates: 0, errors: 0, error: null });
  expect(await storedCount()).toBe(2);
  const row = await sourceRow();
  // A success at the run's time, the validators kept for the next run.
  expect(row).toMatchObject({ etag: '"feed-v1"', last_modified: LAST_MODIFIED[0], items_stored: 2, last_success_at: api.clock.now(), last_error: null });
  const health = await api.request('GET', '/v1/admin/data-health', { token: admin });
  const listed = health.body.data.sources.find((s: { kind: string }) => s.kind === 'headlines');
  expect(listed).toMatchObject({ lastSuccessAt: new Date(api.clock.now()).toISOString(), lastError: null, itemsStored: 2 });

  // The feed changes: a new ETag, a new story; it is read in full again.
  version = 2;
  titles.push('Solana outage halts trading for an hour');
  const third = await run();
  expect(seen[2]).toEqual({ ifNoneMatch: '"feed-v1"', ifModifiedSince: LAST_MODIFIED[0], status: 200 });
  expect(third).toMatchObject({ fetched: 3, stored: 1, duplicates: 2, errors: 0 });
  expect(await sourceRow()).toMatchObject({ etag: '"feed-v2"', last_modified: LAST_MODIFIED[1], items_stored: 3 });
});

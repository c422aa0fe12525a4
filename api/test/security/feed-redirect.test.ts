// Issue 32, finding 5: a feed answering 302 to a loopback address made the API fetch an internal URL, and its text
// became a headline. Now redirects are followed by hand, at most 3 hops, each within the configured URL's own
// origin or to a public address that passes the webhooks' address guard; a private, loopback or link-local hop
// to another origin is refused, even for a feed configured on such an address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadMarketConfig } from '../../src/prices/service/config';
import { HEADLINES, newsDb } from '../../src/news/data/tables';
import { adminToken, startApi, type TestApi } from '../helpers';

let api: TestApi;
let feedHost: http.Server;
let internal: http.Server;
const internalHits: string[] = [];

const rss = (title: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title><item><title>${title}</title><link>https://wire.example/${encodeURIComponent(title)}</link><pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate></item></channel></rss>`;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  // An internal service on this machine (another port: another origin), which the feed's host points at.
  internal = http.createServer((req, res) => {
    internalHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss('Bitcoin internal admin token 12345'));
  });
  const internalUrl = await listen(internal);
  feedHost = http.createServer((req, res) => {
    const hop = /^\/hop(\d)\.xml$/.exec(req.url ?? '');
    if (req.url === '/away.xml') return void res.writeHead(302, { location: `${internalUrl}/latest/meta-data` }).end();
    if (req.url === '/moved.xml') return void res.writeHead(301, { location: '/real.xml' }).end();
    if (req.url === '/real.xml') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss('Bitcoin public story after a move'));
    if (hop) return void res.writeHead(302, { location: `/hop${Number(hop[1]) + 1}.xml` }).end();
    res.writeHead(404).end();
  });
  const base = await listen(feedHost);
  const feeds = ['away', 'moved', 'hop0'].map((name) => `${base}/${name}.xml`).join(',');
  const market = loadMarketConfig({ NEWS_RSS_FEEDS: feeds, INGEST_RETRIES: '0' });
  api = await startApi({ config: { market } });
});

afterAll(async () => {
  await api.close();
  for (const server of [feedHost, internal]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

it('refuses a redirect to another origin on an internal address, follows one within its own origin, stops after 3 hops', async () => {
  const admin = await adminToken(api);
  const answer = await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin });
  expect(answer.status).toBe(200);
  const bySource = Object.fromEntries(answer.body.data.sources.map((s: { source: string; error: string | null }) => [s.source.replace(/^.*\//, ''), s.error]));
  expect(bySource['away.xml']).toMatch(/^refused a redirect to 127\.0\.0\.1:\d+: not a public address of another origin$/);
  expect(bySource['hop0.xml']).toBe('more than 3 redirects');
  expect(bySource['moved.xml']).toBeNull();
  // The internal service was never asked, and nothing of it is stored.
  expect(internalHits).toEqual([]);
  const titles = (await newsDb(api.db.k).selectFrom(HEADLINES).select('title').execute()).map((r) => r.title);
  expect(titles).toEqual(['Bitcoin public story after a move']);
});

// The HTTP client every source uses, against real servers on loopback: it names SentiScope, never leaves the machine
// when offline (not even a socket is opened), bounds time and size, refuses what is not data with a plain reason,
// follows redirects only within the rules, and sends and reads conditional GET validators.
import diagnostics from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { createSourceHttp, type SourceHttp } from '../src/prices/sources/source-http';
import { SourceError } from '../src/prices/sources/source-error';
import { startLoopbackServer, type LoopbackServer } from './support/loopback-server';

let a: LoopbackServer;
let b: LoopbackServer;
let http: SourceHttp;
beforeAll(async () => {
  [a, b] = await Promise.all([startLoopbackServer(), startLoopbackServer()]);
  http = createSourceHttp({ offline: true, backoffMs: 1 });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const reasonOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof SourceError ? `${error.reason}: ${error.message}` : `not a SourceError: ${String(error)}`;
  }
  return 'answered';
};

const json = (body: string, type = 'application/json') => (_req: unknown, res: ServerResponse) => void res.writeHead(200, { 'content-type': type }).end(body);

it('names SentiScope in its User-Agent and answers the body with its validators', async () => {
  a.route('/ok', (_req, res) => void res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' }).end('[1,2]'));
  const answer = await http.get({ url: `${a.url}/ok`, expect: 'json' });
  expect(answer).toEqual({ status: 200, body: '[1,2]', notModified: false, etag: '"v1"', lastModified: null, finalUrl: `${a.url}/ok`, cookies: [] });
  expect(a.requests.at(-1)?.headers['user-agent']).toMatch(/^SentiScope\/1\.0 /);
});

it('offline, refuses a host off this machine without opening a socket or resolving its name', async () => {
  const sockets: unknown[] = [];
  const onSocket = (socket: unknown) => void sockets.push(socket);
  diagnostics.subscribe('net.client.socket', onSocket);
  try {
    for (const url of ['https://data-api.binance.vision/api/v3/klines?symbol=BTCUSDT', 'http://10.0.0.1/feed', 'http://[2001:db8::1]/x']) {
      expect(await reasonOf(http.get({ url, expect: 'json' }))).toMatch(/^offline: /);
    }
  } finally {
    diagnostics.unsubscribe('net.client.socket', onSocket);
  }
  expect(sockets).toEqual([]);
  expect(http.hostState('data-api.binance.vision').state).toBe('offline');
  expect(http.hostState(new URL(a.url).host).state).toBe('ok');
});

it('refuses what is not data with its reason', async () => {
  a.route('/html', json('<!DOCTYPE html><html><body>Sign in</body></html>', 'text/html'));
  a.route('/challenge', json('<html><head><title>Just a moment...</title></head><body>Checking your browser: proof-of-work challenge</body></html>', 'text/html; charset=utf-8'));
  a.route('/empty', json(''));
  a.route('/error', json('{"code":-1121,"msg":"Invalid symbol."}'));
  a.route('/kraken-error', json('{"error":["EQuery:Unknown asset pair"]}'));
  a.route('/cut-json', json('[[1,2],[3,'));
  a.route('/cut-feed', json('<?xml version="1.0"?><rss version="2.0"><channel><item><title>a', 'application/rss+xml'));
  a.route('/cut-stream', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv', 'content-length': '1000' });
    res.write('Date,Open\n');
    setTimeout(() => res.destroy(), 20);
  });
  a.route('/500', (_req, res) => void res.writeHead(500).end('oops'));
  const cases: [string, 'json' | 'feed' | 'csv', string][] = [
    ['/html', 'json', 'wrong-type'],
    ['/html', 'feed', 'wrong-type'],
    ['/challenge', 'csv', 'challenge'],
    ['/empty', 'json', 'empty'],
    ['/error', 'json', 'error-body: answered an error: Invalid symbol.'],
    ['/kraken-error', 'json', 'error-body: answered an error: EQuery:Unknown asset pair'],
    ['/cut-json', 'json', 'truncated'],
    ['/cut-feed', 'feed', 'truncated'],
    ['/cut-stream', 'csv', 'truncated'],
    ['/500', 'json', 'http-status: answered 500'],
  ];
  for (const [path, expect_, reason] of cases) expect([path, await reasonOf(http.get({ url: `${a.url}${path}`, expect: expect_ }))]).toEqual([path, expect.stringMatching(new RegExp(`^${reason}`))]);
  // Kraken's data answer carries an empty error list: data.
  a.route('/kraken-ok', json('{"error":[],"result":{"XXBTZUSD":[]}}'));
  expect((await http.get({ url: `${a.url}/kraken-ok`, expect: 'json' })).status).toBe(200);
});

it('stops a slow answer at its deadline and a large one at the byte cap, compressed or not', async () => {
  a.route('/slow', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
    setTimeout(() => res.end('1]'), 2000).unref();
  });
  const started = Date.now();
  expect(await reasonOf(http.get({ url: `${a.url}/slow`, expect: 'json', timeoutMs: 300 }))).toBe('timeout: no answer within 300 ms');
  expect(Date.now() - started).toBeLessThan(1500);
  const big = Buffer.alloc(3 * 1024 * 1024, 'a');
  a.route('/big', (_req, res) => void res.writeHead(200, { 'content-type': 'text/csv' }).end(big));
  a.route('/bomb', (_req, res) => void res.writeHead(200, { 'content-type': 'text/csv', 'content-encoding': 'gzip' }).end(zlib.gzipSync(big)));
  expect(await reasonOf(http.get({ url: `${a.url}/big`, expect: 'csv', maxBytes: 1024 * 1024 }))).toMatch(/^too-large: /);
  expect(zlib.gzipSync(big).length).toBeLessThan(1024 * 1024);
  expect(await reasonOf(http.get({ url: `${a.url}/bomb`, expect: 'csv', maxBytes: 1024 * 1024 }))).toMatch(/^too-large: /);
  expect((await http.get({ url: `${a.url}/bomb`, expect: 'csv', maxBytes: 4 * 1024 * 1024 })).body.length).toBe(big.length);
});

it('follows a redirect within its own origin, never to another loopback origin, and at most 3 hops', async () => {
  a.route('/moved', (_req, res) => void res.writeHead(302, { location: '/ok' }).end());
  expect((await http.get({ url: `${a.url}/moved`, expect: 'json' })).finalUrl).toBe(`${a.url}/ok`);
  b.route('/internal', json('[{"secret":true}]'));
  a.route('/away', (_req, res) => void res.writeHead(302, { location: `${b.url}/internal` }).end());
  const before = b.requests.length;
  expect(await reasonOf(http.get({ url: `${a.url}/away`, expect: 'json' }))).toMatch(/^redirect-refused: /);
  expect(b.requests.length).toBe(before);
  a.route('/loop', (req, res) => void res.writeHead(301, { location: `/loop?n=${Number(new URL(req.url ?? '', a.url).searchParams.get('n') ?? 0) + 1}` }).end());
  expect(await reasonOf(http.get({ url: `${a.url}/loop`, expect: 'json' }))).toBe('redirect-refused: more than 3 redirects');
  expect(a.requests.filter((r) => r.path.startsWith('/loop')).length).toBe(4);
});

it('sends its validators and reads a 304 as not modified', async () => {
  a.route('/feed', (req, res) => {
    if (req.headers['if-none-match'] === '"f1"') return void res.writeHead(304, { etag: '"f1"' }).end();
    res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"f1"', 'last-modified': 'Fri, 27 Nov 2026 05:00:00 GMT' }).end('<rss version="2.0"><channel></channel></rss>');
  });
  const first = await http.get({ url: `${a.url}/feed`, expect: 'feed', validators: { etag: null, lastModified: null } });
  expect([first.notModified, first.etag, first.lastModified]).toEqual([false, '"f1"', 'Fri, 27 Nov 2026 05:00:00 GMT']);
  const again = await http.get({ url: `${a.url}/feed`, expect: 'feed', validators: { etag: first.etag, lastModified: first.lastModified } });
  expect([again.status, again.notModified, again.body]).toEqual([304, true, '']);
  expect(a.requests.at(-1)?.headers['if-modified-since']).toBe('Fri, 27 Nov 2026 05:00:00 GMT');
});

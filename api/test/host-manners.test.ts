// Manners towards each host, on an injected clock: the host's published budget paces requests (bursts as large as
// it allows, then its rate), a 429's Retry-After is waited out, failures back off exponentially, a host failing
// for a minute and more is rested and then tried with one request; over loopback, a real 429 is honoured.
import { createManners, retryAfterMs } from '../src/prices/sources/host-manners';
import { createSourceHttp } from '../src/prices/sources/source-http';
import { SourceError } from '../src/prices/sources/source-error';
import { providerHealth } from '../src/prices/service/source-health';
import type { SourceRow } from '../src/prices/data/tables';
import { startLoopbackServer } from './support/loopback-server';

function clock(start = Date.now()) {
  let at = start;
  const waits: number[] = [];
  return {
    now: () => at,
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
      at += ms;
    },
    advance: (ms: number) => void (at += ms),
  };
}

const down = new SourceError('answered 503', 'http-status');

it('paces a host by its budget: a burst as large as it allows, then its rate; other hosts wait for nothing', async () => {
  const c = clock();
  const manners = createManners({ ...c, budgets: { 'api.example.com': { capacity: 3, perSecond: 2 } } });
  for (let i = 0; i < 5; i++) await manners.before('api.example.com', 1, Infinity);
  // Three at once, then one every 500 ms.
  expect(c.waits).toEqual([500, 500]);
  for (let i = 0; i < 5; i++) await manners.before('127.0.0.1:9000', 1, Infinity);
  expect(c.waits).toEqual([500, 500]);
  // A request of weight 2 waits for two units.
  await manners.before('api.example.com', 2, Infinity);
  expect(c.waits.at(-1)).toBe(1000);
  // A wait past the source's deadline is refused rather than slept.
  await expect(manners.before('api.example.com', 3, c.now() + 100)).rejects.toMatchObject({ reason: 'deadline' });
});

it('backs off exponentially after failures and waits out a Retry-After', async () => {
  const c = clock();
  const manners = createManners({ ...c, backoffMs: 1000 });
  const host = 'feeds.example.com';
  manners.failure(host, down);
  expect(manners.state(host)).toMatchObject({ state: 'backing-off', failures: 1, until: c.now() + 1000 });
  await manners.before(host, 1, Infinity);
  manners.failure(host, down);
  await manners.before(host, 1, Infinity);
  manners.failure(host, down);
  await manners.before(host, 1, Infinity);
  expect(c.waits).toEqual([1000, 2000, 4000]);
  manners.failure(host, new SourceError('answered 429 (too many requests)', 'rate-limited'), 30_000);
  await manners.before(host, 1, Infinity);
  expect(c.waits.at(-1)).toBe(30_000);
  // One unknown symbol is not the host's fault: no backoff.
  manners.success(host);
  manners.failure(host, new SourceError('answered an error: Invalid symbol.', 'error-body'));
  expect(manners.state(host)).toMatchObject({ state: 'ok', failures: 0 });
});

it('rests a host failing for a minute and more, then lets one request try it again', async () => {
  const c = clock();
  const manners = createManners({ ...c, backoffMs: 10, restAfter: 3, restSpanMs: 60_000, restMs: 600_000 });
  const host = 'api.example.com';
  // A burst of failures within one run only backs off.
  for (let i = 0; i < 4; i++) manners.failure(host, down);
  expect(manners.state(host).state).toBe('backing-off');
  c.advance(61_000);
  manners.failure(host, down);
  expect(manners.state(host)).toMatchObject({ state: 'resting', until: c.now() + 600_000 });
  await expect(manners.before(host, 1, Infinity)).rejects.toMatchObject({ reason: 'resting' });
  c.advance(600_000);
  // After the rest, one request goes; while it is out the others are still refused.
  await manners.before(host, 1, Infinity);
  await expect(manners.before(host, 1, Infinity)).rejects.toMatchObject({ reason: 'resting' });
  manners.failure(host, down);
  expect(manners.state(host).state).toBe('resting');
  c.advance(600_000);
  await manners.before(host, 1, Infinity);
  manners.success(host);
  expect(manners.state(host)).toMatchObject({ state: 'ok', failures: 0, until: null });
});

it('reads Retry-After in seconds or as a date', () => {
  const at = Date.parse('2026-11-27T06:00:00Z');
  expect(retryAfterMs('120', at)).toBe(120_000);
  expect(retryAfterMs('Fri, 27 Nov 2026 06:00:30 GMT', at)).toBe(30_000);
  expect(retryAfterMs(undefined, at)).toBeNull();
  expect(retryAfterMs('soon', at)).toBeNull();
});

it('over loopback: a 429 with Retry-After is refused as rate-limited and the next request waits it out', async () => {
  const server = await startLoopbackServer();
  let calls = 0;
  server.route('/klines', (_req, res) => {
    calls++;
    if (calls === 1) return void res.writeHead(429, { 'retry-after': '7' }).end('{"code":-1003,"msg":"Too many requests"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  const c = clock();
  const http = createSourceHttp({ offline: true, now: c.now, sleep: c.sleep });
  try {
    const url = `${server.url}/klines`;
    await expect(http.get({ url, expect: 'json' })).rejects.toMatchObject({ reason: 'rate-limited' });
    expect(http.hostState(new URL(server.url).host)).toMatchObject({ state: 'backing-off', until: c.now() + 7000 });
    expect((await http.get({ url, expect: 'json' })).body).toBe('[]');
    expect(c.waits).toEqual([7000]);
    expect(http.hostState(new URL(server.url).host).state).toBe('ok');
  } finally {
    await server.close();
  }
});

it('data-health shows a rested host as resting until when, and a host off this machine as offline', async () => {
  const server = await startLoopbackServer();
  server.route('/down', (_req, res) => void res.writeHead(503).end('down'));
  const c = clock();
  const http = createSourceHttp({ offline: true, now: c.now, sleep: c.sleep, backoffMs: 10 });
  try {
    for (let i = 0; i < 5; i++) {
      await expect(http.get({ url: `${server.url}/down`, expect: 'json' })).rejects.toMatchObject({ reason: 'http-status' });
      c.advance(20_000);
    }
    const host = new URL(server.url).host;
    const row: SourceRow = { source: 'binance@x', kind: 'crypto-prices', last_success_at: null, last_error_at: c.now(), last_error: 'http-status: answered 503', latest_item_date: null, items_stored: 0, fingerprint: null, etag: null, last_modified: null };
    const health = providerHealth({ name: 'binance@x', host }, row, http, true);
    expect(health).toMatchObject({ state: 'resting', restingUntil: new Date(http.hostState(host).until as number).toISOString() });
    await expect(http.get({ url: `${server.url}/down`, expect: 'json' })).rejects.toMatchObject({ reason: 'resting' });
    expect(providerHealth({ name: 'kraken', host: 'api.kraken.com' }, undefined, http, true)).toMatchObject({ state: 'offline', host: 'api.kraken.com', restingUntil: null });
    expect(providerHealth({ name: 'kraken', host: 'api.kraken.com' }, undefined, createSourceHttp({ offline: false }), false).state).toBe('idle');
  } finally {
    await server.close();
  }
});

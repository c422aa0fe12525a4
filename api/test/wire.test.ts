// The API on the wire, over real HTTP: compressed bodies, ETag/304 and Cache-Control by kind of answer.
import { request as httpRequest } from 'node:http';
import zlib from 'node:zlib';
import { compressionSettled } from '../src/platform/http/wire';
import { startWithMember } from './real-data-api';
import { adminToken, type TestApi } from './helpers';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer };

/** A GET that keeps the bytes as sent (fetch would decode them). */
function rawGet(api: TestApi, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${api.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (raw: Raw): unknown => {
  const encoding = raw.headers['content-encoding'];
  const text =
    encoding === 'br' ? zlib.brotliDecompressSync(raw.bytes) : encoding === 'gzip' ? zlib.gunzipSync(raw.bytes) : raw.bytes;
  return JSON.parse(text.toString('utf8'));
};

const YEAR = '?startDate=2021-07-01&endDate=2022-06-30';

describe('the API on the wire', () => {
  let api: TestApi;
  let member: string;
  beforeAll(async () => {
    ({ api, token: member } = await startWithMember());
  });
  afterAll(async () => {
    await compressionSettled();
    await api.close();
  });

  it('sends the plans as brotli or gzip as the client accepts, the same JSON either way', async () => {
    const plain = await rawGet(api, '/v1/plan');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const br = await rawGet(api, '/v1/plan', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    const gzip = await rawGet(api, '/v1/plan', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(br)).toEqual(decode(plain));
    expect(decode(gzip)).toEqual(decode(plain));
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers 304 to a current ETag on the plans, and a new ETag after an admin edits a plan', async () => {
    const first = await rawGet(api, '/v1/plan', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await rawGet(api, '/v1/plan', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const admin = await adminToken(api);
    const plans = (decode(first) as { data: Array<Record<string, unknown>> }).data;
    const paid = plans.find((p) => !p.isFree) as Record<string, unknown>;
    const edit = await api.request('PUT', `/v1/plan/${paid._id as string}`, {
      token: admin,
      body: { ...paid, _id: undefined, productId: undefined, pricingDetails: undefined, note: 'Edited for the wire test' },
    });
    expect(edit.status).toBe(200);
    const changed = await rawGet(api, '/v1/plan', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.stringify(decode(changed))).toContain('Edited for the wire test');
  });

  it('marks the anonymous stock list public and a member’s private, each with its own 304', async () => {
    const anonymous = await rawGet(api, '/v1/stock/list', { 'accept-encoding': 'gzip' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.headers.vary).toMatch(/authorization/i);
    expect(anonymous.headers['content-encoding']).toBe('gzip');
    const again = await rawGet(api, '/v1/stock/list', { 'if-none-match': anonymous.headers.etag as string });
    expect(again.status).toBe(304);

    const own = await rawGet(api, '/v1/stock/list', { authorization: `Bearer ${member}` });
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.headers.etag).toMatch(/^W\//);
  });

  it('tags the company information and answers 304 until it changes', async () => {
    const first = await rawGet(api, '/v1/contact/company-info');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    const again = await rawGet(api, '/v1/contact/company-info', { 'if-none-match': `"other", ${etag}` });
    expect(again.status).toBe(304);
    await api.db.k
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...(decode(first) as { data: object }).data, email: 'press@sentiscope.dev' }) })
      .where('key', '=', 'company_info')
      .execute();
    const changed = await rawGet(api, '/v1/contact/company-info', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(decode(changed))).toContain('press@sentiscope.dev');
  });

  it('sends one year of analysis in 30 KB or less of brotli, private, with 304 on a repeat', async () => {
    const auth = { authorization: `Bearer ${member}` };
    const first = await rawGet(api, `/v1/stock/details/btc${YEAR}`, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // Asked for again, the range gets its best compression (made in the background).
    const second = await rawGet(api, `/v1/stock/details/btc${YEAR}`, { ...auth, 'accept-encoding': 'br' });
    expect(decode(second)).toEqual(decode(first));
    await compressionSettled();
    const warm = await rawGet(api, `/v1/stock/details/btc${YEAR}`, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(warm.bytes.length).toBeLessThanOrEqual(30 * 1024);
    const plain = await rawGet(api, `/v1/stock/details/btc${YEAR}`, auth);
    expect(plain.bytes.length).toBeGreaterThan(3 * warm.bytes.length);
    expect(decode(warm)).toEqual(decode(plain));
    const stock = (decode(plain) as { data: { stock: { range: { candleCount: number }; candles: Array<{ close: number }> } } }).data.stock;
    expect(stock.range.candleCount).toBe(365);
    // Prices keep their cents.
    expect(stock.candles[0].close).toBeCloseTo(33572.12, 2);

    const repeat = await rawGet(api, `/v1/stock/details/btc${YEAR}`, { ...auth, 'if-none-match': warm.headers.etag as string });
    expect(repeat.status).toBe(304);
    expect(repeat.bytes.length).toBe(0);
    const otherRange = await rawGet(api, '/v1/stock/details/btc?startDate=2021-08-01&endDate=2022-06-30', {
      ...auth,
      'if-none-match': warm.headers.etag as string,
    });
    expect(otherRange.status).toBe(200);
  });

  it('never serves an analysis to a caller without a session, even with a current ETag', async () => {
    const auth = { authorization: `Bearer ${member}` };
    const ok = await rawGet(api, `/v1/stock/details/btc${YEAR}`, auth);
    const anonymous = await rawGet(api, `/v1/stock/details/btc${YEAR}`, { 'if-none-match': ok.headers.etag as string });
    expect(anonymous.status).toBe(401);
  });
});

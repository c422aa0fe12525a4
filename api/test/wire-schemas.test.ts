// Answers kept as stored wire bodies (the plans, the catalogue, the analysis, the stored history, the track record) declare
// answer schemas that document them. Over real HTTP on a real database: each schema, compiled by the serialiser
// Fastify uses, writes the served body byte for byte (so it lists every field, in order); and a stored body is
// sent as stored, never run through its route's schema.
import Fastify from 'fastify';
import fastJson from 'fast-json-stringify';
import type { TSchema } from '@sinclair/typebox';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { buildApp } from '../src/app';
import { loadMarketConfig } from '../src/prices/service/config';
import { Type, storedAnswer } from '../src/platform/http/schemas';
import { CACHE_CONTROL, sendWire, wireBody } from '../src/platform/http/wire';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const day = (back: number) => new Date(Date.now() - back * MS_PER_DAY).toISOString().slice(0, 10);

/** Each GET route's declared answer schema (status 200), as the app registers it. */
async function answerSchemas(api: TestApi): Promise<Map<string, TSchema>> {
  const db = api.reopen();
  const app = buildApp({ config: api.config, db, now: api.clock.now });
  const schemas = new Map<string, TSchema>();
  app.addHook('onRoute', (route) => {
    const schema = (route.schema as { response?: Record<string, TSchema> } | undefined)?.response?.[200];
    if (schema && [route.method].flat().includes('GET')) schemas.set(route.url, schema);
  });
  try {
    await app.ready();
  } finally {
    await app.close();
    await db.close();
  }
  return schemas;
}

describe('the schemas of stored answers', () => {
  let fake: FakeSources;
  let api: TestApi;
  let member: string;
  let schemas: Map<string, TSchema>;

  beforeAll(async () => {
    fake = await startFakeSources({ days: 120 });
    fake.addHeadline({ title: 'Bitcoin jumps as ETF inflows hit a record', link: 'https://fake.example/btc-1', publishedAt: `${day(3)}T10:00:00Z` });
    api = await startApi({ config: { market: loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0' }) } });
    const admin = await adminToken(api);
    const user = await createVerifiedUser(api);
    member = await loginToken(api, user.email, user.password);
    expect((await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin })).status).toBe(200);
    schemas = await answerSchemas(api);
  });

  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  it.each([
    ['the plans', '/v1/plan', '/v1/plan', false],
    ['the catalogue, anonymous', '/v1/stock/list', '/v1/stock/list', false],
    ['the catalogue, a member', '/v1/stock/list', '/v1/stock/list', true],
    ['the stored history', '/v1/stock/history/:id', `/v1/stock/history/btc?startDate=${day(30)}&endDate=${day(1)}`, true],
    ['the hourly history', '/v1/stock/history/:id', '/v1/stock/history/btc?interval=1h', true],
    ['the track record', '/v1/stock/track-record/:id', '/v1/stock/track-record/btc', true],
    ['the analysis', '/v1/stock/details/:id', '/v1/stock/details/btc', true],
    ['an analysis without headlines', '/v1/stock/details/:id', `/v1/stock/details/eth?startDate=${day(60)}&endDate=${day(1)}`, true],
  ])('%s: its answer schema writes the served body byte for byte', async (_name, route, path, signedIn) => {
    const served = await api.request('GET', path, signedIn ? { token: member } : {});
    expect(served.status).toBe(200);
    expect(served.headers.get('etag')).toBeTruthy();
    const schema = schemas.get(route);
    expect(schema).toBeDefined();
    expect(fastJson(schema as TSchema)(JSON.parse(served.text))).toBe(served.text);
  });

  it('sends a stored body as it is, plain or compressed, whatever its answer schema lists', async () => {
    const app = Fastify();
    const data = { listed: 1.5, unlisted: 'x'.repeat(2000) };
    const stored = wireBody(JSON.stringify({ success: true, message: 'Stored', data }));
    const schema = { response: { 200: storedAnswer(Type.Object({ listed: Type.Number() })) } };
    app.get('/stored', { schema }, (request, reply) => sendWire(request, reply, stored, CACHE_CONTROL.publicData));
    try {
      const plain = await app.inject({ url: '/stored' });
      expect(plain.body).toBe(stored.json);
      const compressed = await app.inject({ url: '/stored', headers: { 'accept-encoding': 'gzip' } });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.rawPayload.equals(stored.encoded('gzip'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});

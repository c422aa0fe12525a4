// GET /v1/openapi.json: a valid OpenAPI 3.1 document of every route the app registers (but those listed below as
// internal), whose security is the one the access hook enforces and whose refusals include every one the
// recorded set of answers saw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startApi, type TestApi } from './helpers';

/** Routes left out of the document on purpose, and why: none is a call a member's or partner's program makes. */
const INTERNAL: Record<string, string> = {
  'POST /v1/payment/webhook': 'the payment provider calls it, signed with its secret',
  'POST /v1/payment/local-checkout/{id}/pay': 'the built-in test checkout page, on only with LOCAL_CHECKOUT=on',
  'POST /v1/payment/local-checkout/{id}/cancel': 'the built-in test checkout page, on only with LOCAL_CHECKOUT=on',
  'GET /v1/unsubscribe': 'the HTML page behind the unsubscribe link of an alert e-mail',
  'POST /v1/unsubscribe': 'the one-click unsubscribe a mail client posts, answered in HTML',
  'POST /v1/telegram/webhook': 'Telegram posts the bot’s updates to it, with the secret token',
};

type Operation = {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
  'x-access'?: string;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

const keyOf = (method: string, url: string) => `${method} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

describe('the OpenAPI document', () => {
  let api: TestApi;
  const routes: Array<{ method: string; url: string }> = [];
  let doc: Document;
  const operations = new Map<string, Operation>();

  beforeAll(async () => {
    api = await startApi({ routes });
    const answer = await api.request('GET', '/v1/openapi.json');
    expect(answer.status).toBe(200);
    doc = answer.body;
    for (const [url, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) operations.set(`${method.toUpperCase()} ${url}`, operation);
    }
  });
  afterAll(() => api.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the validator refuses a document that is not', async () => {
    const broken = { ...doc, paths: { '/v1/plan': { get: { responses: { 200: { content: {} } } } } } };
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('lists every route the app registers, except the internal ones', () => {
    const registered = new Set(routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS').map((r) => keyOf(r.method, r.url)));
    expect(registered.size).toBeGreaterThan(60);
    const missing = [...registered].filter((key) => !operations.has(key) && !INTERNAL[key]);
    expect(missing).toEqual([]);
    for (const key of Object.keys(INTERNAL)) {
      expect(registered.has(key)).toBe(true);
      expect(operations.has(key)).toBe(false);
    }
    expect([...operations.keys()].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('gives each route a summary, its domain, parameters and answers', () => {
    // A new route fails here until it has its line in SUMMARIES (api/src/platform/http/openapi-catalogue.ts).
    const entries = [...operations];
    expect(entries.filter(([, operation]) => typeof operation.summary !== 'string').map(([key]) => key)).toEqual([]);
    expect(entries.filter(([, operation]) => operation.tags?.length !== 1).map(([key]) => key)).toEqual([]);
    expect(entries.filter(([, operation]) => !Object.keys(operation.responses).some((status) => status.startsWith('2'))).map(([key]) => key)).toEqual([]);
    const details = operations.get('GET /v1/stock/details/{id}')!;
    expect(details.tags).toEqual(['Market']);
    expect(details.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['path:id', 'query:endDate', 'query:startDate']);
    const plans = operations.get('GET /v1/plan')!.responses['200'].content!['application/json'].schema;
    expect((plans.properties as Record<string, { type?: string }>).data.type).toBe('array');
    expect(operations.get('POST /v1/user/signup')!.requestBody).toBeDefined();
  });

  it('says which token each route takes, as the access hook enforces it', async () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'deviceConflict', 'feedback', 'session']);
    expect(operations.get('GET /v1/plan')!.security).toEqual([]);
    // A key is listed, with the scope it needs, exactly where the route opens to keys (config.key).
    expect(operations.get('GET /v1/alerts')!.security).toEqual([{ session: [] }, { apiKey: ['read'] }]);
    expect(operations.get('POST /v1/alerts')!.security).toEqual([{ session: [] }, { apiKey: ['alerts'] }]);
    expect(Object.keys(operations.get('GET /v1/alerts')!.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
    for (const closed of ['GET /v1/user/security', 'POST /v1/user/api-keys', 'PUT /v1/alerts/{id}', 'GET /v1/admin/stats', 'GET /v1/subscription/payments']) {
      expect([closed, operations.get(closed)!.security!.some((alternative) => 'apiKey' in alternative)]).toEqual([closed, false]);
    }
    expect(operations.get('GET /v1/stock/list')!.security).toEqual([{}, { session: [] }, { apiKey: ['read'] }]);
    expect(operations.get('GET /v1/user/security')!.security).toEqual([{ session: [] }]);
    expect(operations.get('GET /v1/admin/stats')!['x-access']).toBe('super-admin');
    // Every route that requires a token refuses a call without one; every route open to anyone lets it through.
    for (const [key, operation] of operations) {
      const [method, url] = key.split(' ');
      const answer = await api.request(method, url.replace(/\{[A-Za-z0-9_]+\}/g, 'abc'), method === 'GET' ? {} : { body: {} });
      const needsToken = operation.security!.length > 0 && !operation.security!.some((alternative) => Object.keys(alternative).length === 0);
      expect([key, answer.status === 401]).toEqual([key, needsToken]);
    }
  });

  it('lists every refusal the recorded answers saw for a route', () => {
    const recorded: Array<{ request: string; status: number }> = JSON.parse(
      readFileSync(path.join(__dirname, 'recordings', 'api-answers.json'), 'utf8'),
    );
    const patterns = [...operations.keys()].map((key) => ({ key, pattern: new RegExp(`^${key.replace(/\{[A-Za-z0-9_]+\}/g, '[^/]+')}$`) }));
    const unlisted: string[] = [];
    let checked = 0;
    for (const { request, status } of recorded.filter((answer) => answer.status >= 400)) {
      const key = patterns.find(({ pattern }) => pattern.test(request.split('?')[0]))?.key;
      if (!key) continue;
      checked += 1;
      if (!operations.get(key)!.responses[String(status)]) unlisted.push(`${status} ${request}`);
    }
    expect(checked).toBeGreaterThan(50);
    expect(unlisted).toEqual([]);
  });

  it('is sent once written, with its ETag', async () => {
    const first = await api.request('GET', '/v1/openapi.json');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await api.request('GET', '/v1/openapi.json', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});

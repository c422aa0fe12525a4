// Two API instances on one database behind one origin (the loopback balancer of the load bench), over real
// HTTP: sessions, rate limits and caches stay correct whichever instance answers.
import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { startProxy } from '../bench/proxy';
import { buildApp } from '../src/app';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

describe('two API instances behind one origin', () => {
  let api: TestApi;
  let second: FastifyInstance;
  let secondUrl: string;
  let proxy: http.Server;
  let origin: string;
  beforeAll(async () => {
    api = await startApi({ rateLimits: { loginPerAccount: { limit: 3, windowMs: 15 * 60_000 } } });
    second = buildApp({ config: api.config, db: api.db, now: api.clock.now });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
    proxy = await startProxy([api.url, secondUrl]);
    origin = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await second.close();
    await api.close();
  });

  const get = (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it('honours a session on both instances and ends it on both when it is logged out on one', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    const auth = { authorization: `Bearer ${token}` };
    expect((await get(api.url, '/v1/user/devices', auth)).status).toBe(200);
    expect((await get(secondUrl, '/v1/user/devices', auth)).status).toBe(200);
    const logout = await fetch(`${api.url}/v1/user/logout`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ fromAllDevices: false }),
    });
    expect(logout.status).toBe(200);
    expect((await get(secondUrl, '/v1/user/devices', auth)).status).toBe(401);
    expect((await get(origin, '/v1/user/devices', auth)).status).toBe(401);
  });

  it('counts failed logins across instances: the limit holds whichever instance answers', async () => {
    const user = await createVerifiedUser(api);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${origin}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: 'wrong-password-1' }),
      });
      statuses.push(res.status);
    }
    // Round robin: attempts went to both instances, yet the fourth and later are refused.
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('shows an admin’s plan change on the other instance within the plan cache’s second, with a new ETag', async () => {
    const before = await get(secondUrl, '/v1/plan');
    const etag = before.headers.get('etag') as string;
    const plans = ((await before.json()) as { data: Array<Record<string, unknown>> }).data;
    const paid = plans.find((p) => !p.isFree) as Record<string, unknown>;
    const admin = await adminToken(api);
    const edit = await fetch(`${api.url}/v1/plan/${paid._id as string}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...paid, _id: undefined, productId: undefined, pricingDetails: undefined, note: 'Changed on the first instance' }),
    });
    expect(edit.status).toBe(200);
    // The instance that took the write answers with it at once.
    expect(await (await get(api.url, '/v1/plan')).text()).toContain('Changed on the first instance');
    api.clock.advance(1000);
    const after = await get(secondUrl, '/v1/plan', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('Changed on the first instance');
  });

  it('gives the same answer the same ETag on both instances, so a 304 holds wherever the next request lands', async () => {
    const first = await get(api.url, '/v1/stock/list');
    const etag = first.headers.get('etag') as string;
    expect((await get(secondUrl, '/v1/stock/list', { 'if-none-match': etag })).status).toBe(304);
    expect((await get(origin, '/v1/contact/company-info')).headers.get('etag')).toBe(
      (await get(secondUrl, '/v1/contact/company-info')).headers.get('etag'),
    );
  });
});

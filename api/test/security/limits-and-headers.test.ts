// Finding 8: limits on feedback and checkout creation, no-store on account answers, an owner-only SQLite file,
// and every answer in the { success, message, data } envelope.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/platform/db';
import { migrate } from '../../src/platform/db/migrations';
import { createVerifiedUser, loginToken, startApi, type TestApi } from '../helpers';

let api: TestApi;
let token = '';
let userId = '';
beforeAll(async () => {
  api = await startApi({
    config: { localCheckout: true },
    rateLimits: { feedbackPerUser: { limit: 5, windowMs: 60 * 60_000 }, checkoutPerUser: { limit: 10, windowMs: 60 * 60_000 } },
  });
  const user = await createVerifiedUser(api);
  userId = user.id;
  token = await loginToken(api, user.email, user.password);
});
afterAll(() => api.close());

describe('limits', () => {
  it('limits feedback to five an hour per user', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await api.request('POST', '/v1/feedback', { token, body: { rating: 5, comment: `spam ${i}` } })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    api.clock.advance(60 * 60_000);
    expect((await api.request('POST', '/v1/feedback', { token, body: { rating: 4 } })).status).toBe(201);
  });

  it('limits checkout sessions to ten an hour per user', async () => {
    const plan = (await api.request('GET', '/v1/plan')).body.data.find((p: { isFree: boolean }) => !p.isFree);
    const body = { planId: plan._id, tenure: 'MONTHLY' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await api.request('POST', '/v1/payment/create-checkout-session', { token, body })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const rows = await api.db.k.selectFrom('checkout_sessions').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(10);
  });
});

describe('caching of account answers', () => {
  it('marks authenticated answers and sign-in answers no-store', async () => {
    for (const answer of [
      await api.request('GET', `/v1/user/${userId}`, { token }),
      await api.request('GET', '/v1/user/devices', { token }),
      await api.request('GET', '/v1/subscription/payments', { token }),
      await api.request('POST', '/v1/user/login', { body: { email: 'nobody@example.com', password: 'whatever-pass' } }),
    ]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag')).toBeNull();
    }
  });

  it("keeps a member's view of market data private to their browser and revalidated on every use", async () => {
    const answer = await api.request('GET', '/v1/stock/list', { token });
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('database file', () => {
  it('creates the SQLite file readable by its owner only (0600)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-mode-'));
    const previous = process.umask(0o022);
    try {
      const file = path.join(dir, 'data', 'sentiscope.sqlite');
      const db = openDatabase({ databaseUrl: null, sqliteFile: file });
      await migrate(db);
      await db.close();
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('envelope', () => {
  it('answers a refused CORS preflight in the envelope', async () => {
    const answer = await api.request('OPTIONS', '/v1/plan');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});

// API keys over HTTP on the real database: a member makes a key in the profile, a program calls with it as the
// member within its scopes and the plan's daily quota, and the member revokes it. Keys are kept only as keyed hashes,
// their use is written in batches, and they go with the account.
import { API_KEY_MESSAGES, SECURITY_EVENT_LABELS } from '@sentiscope/shared/contract';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  // Use is written every minute here, so a test sees what is counted before it is written.
  api = await startApi({ config: { apiKeyUseFlushMs: 60_000 } });
  admin = await adminToken(api);
});
afterAll(() => api.close());

type Member = { id: string; email: string; token: string };
async function member(): Promise<Member> {
  const user = await createVerifiedUser(api);
  return { id: user.id, email: user.email, token: await loginToken(api, user.email, user.password) };
}

async function makeKey(owner: Member, body: Record<string, unknown> = {}) {
  const answer = await api.request('POST', '/v1/user/api-keys', { token: owner.token, body: { name: 'Notebook', scopes: ['read'], ...body } });
  expect(answer.status).toBe(201);
  return answer.body.data as { key: { id: string; hint: string; expiresAt: string | null }; secret: string };
}

const withKey = (secret: string, method: string, path: string, body?: unknown) => api.request(method, path, { token: secret, body });

test('a key is made with its secret shown once, kept only as a keyed hash, logged and mailed', async () => {
  const owner = await member();
  const { key, secret } = await makeKey(owner, { name: '  Trading bot ', scopes: ['read', 'alerts'], expiresInDays: 30 });
  expect(secret).toMatch(/^ss_[A-Za-z0-9_-]{43}$/);
  expect(key.hint).toBe(`${secret.slice(0, 7)}…`);
  expect(Date.parse(key.expiresAt!) - api.clock.now()).toBe(30 * 86_400_000);
  const row = await api.db.k.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
  expect(row.name).toBe('Trading bot');
  expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(row)).not.toContain(secret.slice(3));
  const list = await api.request('GET', '/v1/user/api-keys', { token: owner.token });
  expect(list.status).toBe(200);
  expect(list.text).not.toContain(secret.slice(3));
  expect(list.body.data.keys).toEqual([expect.objectContaining({ id: key.id, name: 'Trading bot', scopes: ['alerts', 'read'], lastUsedAt: null, revokedAt: null })]);
  expect(list.body.data.quota).toEqual({ daily: 100, usedToday: 0, planTitle: 'Free' });
  const security = await api.request('GET', '/v1/user/security', { token: owner.token });
  expect(security.body.data.events.map((e: { kind: string }) => e.kind)).toContain('api-key-created');
  expect(SECURITY_EVENT_LABELS['api-key-created']).toBe('API key created');
  const mail = api.outbox().filter((m) => m.to === owner.email).pop()!;
  expect(mail.subject).toBe('A new API key was created for your SentiScope account');
  expect(mail.text).toContain('"Trading bot" (alerts, read)');
  expect(mail.text).not.toContain(secret);
});

test.each([
  [{ name: ' ', scopes: ['read'] }, API_KEY_MESSAGES.nameRequired],
  [{ name: 'x'.repeat(61), scopes: ['read'] }, API_KEY_MESSAGES.nameTooLong],
  [{ name: 'Bot', scopes: [] }, API_KEY_MESSAGES.scopesInvalid],
  [{ name: 'Bot', scopes: ['admin'] }, API_KEY_MESSAGES.scopesInvalid],
  [{ name: 'Bot', scopes: ['read'], expiresInDays: 0 }, API_KEY_MESSAGES.expiryInvalid],
  [{ name: 'Bot', scopes: ['read'], expiresInDays: 1.5 }, API_KEY_MESSAGES.expiryInvalid],
])('a form %j is refused with a message', async (body, message) => {
  const owner = await member();
  const answer = await api.request('POST', '/v1/user/api-keys', { token: owner.token, body });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(message);
});

test('a key acts as its member within its scopes, with the quota in the RateLimit fields', async () => {
  const owner = await member();
  const reader = (await makeKey(owner)).secret;
  const writer = (await makeKey(owner, { name: 'Alerts bot', scopes: ['alerts'] })).secret;
  const bySession = await api.request('GET', '/v1/watchlist', { token: owner.token });
  const byKey = await withKey(reader, 'GET', '/v1/watchlist');
  expect(byKey.status).toBe(200);
  expect(byKey.body.data).toEqual(bySession.body.data);
  expect(byKey.headers.get('ratelimit-policy')).toBe('"daily";q=100;w=86400');
  const reset = Math.ceil((86_400_000 - (api.clock.now() % 86_400_000)) / 1000);
  expect(byKey.headers.get('ratelimit')).toBe(`"daily";r=99;t=${reset}`);
  expect(byKey.headers.get('cache-control')).toBe('no-store');

  const alert = { assetId: 'btc', kind: 'price-above', level: 1_000_000, channels: ['in-app'] };
  const refused = await withKey(reader, 'POST', '/v1/alerts', alert);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(API_KEY_MESSAGES.scopeMissing('alerts'));
  const created = await withKey(writer, 'POST', '/v1/alerts', alert);
  expect(created.status).toBe(201);
  const listed = await withKey(writer, 'GET', '/v1/alerts');
  expect(listed.body.data.alerts.map((a: { id: string }) => a.id)).toEqual([created.body.data.id]);
  expect((await withKey(writer, 'DELETE', `/v1/alerts/${created.body.data.id}`)).status).toBe(200);
  expect((await withKey(reader, 'GET', '/v1/alerts')).body.data.alerts).toEqual([]);
  // Changing an alert is not among what a key may do.
  expect((await withKey(writer, 'PUT', '/v1/alerts/abc', alert)).status).toBe(403);
});

test('a read key opens the catalogue, details, history and track record as its member sees them, within the plan', async () => {
  const owner = await member();
  const { secret } = await makeKey(owner);
  // The stored history and the track record are empty until an ingestion run: 404 to both, as to any member.
  const reads: Array<[string, number]> = [
    ['/v1/stock/list', 200],
    ['/v1/stock/details/btc?startDate=2022-01-01&endDate=2022-01-31', 200],
    ['/v1/stock/history/btc', 404],
    ['/v1/stock/track-record/eth', 404],
  ];
  for (const [path, status] of reads) {
    const byKey = await withKey(secret, 'GET', path);
    const bySession = await api.request('GET', path, { token: owner.token });
    expect([path, byKey.status, byKey.text]).toEqual([path, status, bySession.text]);
  }
  // The catalogue is the member's: a Free member's key sees Solana locked, and its analysis is refused by the plan.
  const list = await withKey(secret, 'GET', '/v1/stock/list');
  expect(list.body.data.find((a: { id: string }) => a.id === 'sol')).toMatchObject({ locked: true });
  expect((await withKey(secret, 'GET', '/v1/stock/details/sol')).status).toBe(403);
});

test('account, security, billing and admin routes answer 403 to any key, even an admin’s', async () => {
  const admins = await api.request('POST', '/v1/user/api-keys', { token: admin, body: { name: 'Admin bot', scopes: ['read', 'alerts'] } });
  const secret: string = admins.body.data.secret;
  const closed: Array<[string, string, unknown?]> = [
    ['GET', '/v1/user/security'],
    ['GET', '/v1/user/export'],
    ['GET', '/v1/user/api-keys'],
    ['POST', '/v1/user/api-keys', { name: 'Another', scopes: ['read'] }],
    ['POST', '/v1/user/change-password', { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' }],
    ['POST', '/v1/user/delete-account', { password: 'x', confirmation: 'DELETE' }],
    ['POST', '/v1/user/logout', {}],
    ['GET', '/v1/subscription/payments'],
    ['POST', '/v1/payment/create-checkout-session', { planId: 'x', tenure: 'MONTHLY' }],
    ['GET', '/v1/admin/stats'],
    ['GET', '/v1/admin/users'],
    ['PUT', '/v1/watchlist', { assets: [] }],
  ];
  for (const [method, path, body] of closed) {
    const answer = await withKey(secret, method, path, body);
    expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 403, API_KEY_MESSAGES.routeClosed]);
  }
  // None of them was counted against the quota.
  const list = await api.request('GET', '/v1/user/api-keys', { token: admin });
  expect(list.body.data.quota.usedToday).toBe(0);
});

test('a revoked, expired or unknown key gets 401; another member cannot revoke a key', async () => {
  const owner = await member();
  const other = await member();
  const { key, secret } = await makeKey(owner);
  const shortLived = (await makeKey(owner, { name: 'One day', expiresInDays: 1 })).secret;
  expect((await api.request('DELETE', `/v1/user/api-keys/${key.id}`, { token: other.token })).status).toBe(404);
  expect((await withKey(secret, 'GET', '/v1/watchlist')).status).toBe(200);
  const revoked = await api.request('DELETE', `/v1/user/api-keys/${key.id}`, { token: owner.token });
  expect(revoked.status).toBe(200);
  expect(revoked.body.message).toBe(API_KEY_MESSAGES.revoked);
  const after = await withKey(secret, 'GET', '/v1/watchlist');
  expect(after.status).toBe(401);
  expect(after.body.message).toBe(API_KEY_MESSAGES.invalid);
  expect((await api.request('DELETE', `/v1/user/api-keys/${key.id}`, { token: owner.token })).status).toBe(404);
  const events = (await api.request('GET', '/v1/user/security', { token: owner.token })).body.data.events;
  expect(events.map((e: { kind: string }) => e.kind)).toContain('api-key-revoked');
  expect((await withKey(`ss_${'A'.repeat(43)}`, 'GET', '/v1/watchlist')).status).toBe(401);
  expect((await withKey(shortLived, 'GET', '/v1/watchlist')).status).toBe(200);
  api.clock.advance(86_400_000);
  try {
    expect((await withKey(shortLived, 'GET', '/v1/watchlist')).status).toBe(401);
  } finally {
    api.clock.advance(-86_400_000);
  }
});

test('past the plan’s daily quota a key gets 429 with Retry-After; use shows per key and day, written in batches', async () => {
  const owner = await member();
  const free = await api.db.k.selectFrom('plans').select(['id', 'api_daily_quota']).where('title', '=', 'Free').executeTakeFirstOrThrow();
  expect(free.api_daily_quota).toBe(100);
  await api.db.k.updateTable('plans').set({ api_daily_quota: 3 }).where('id', '=', free.id).execute();
  api.clock.advance(1_000); // past the plan cache's second
  try {
    const first = (await makeKey(owner)).secret;
    const second = await makeKey(owner, { name: 'Second' });
    for (const secret of [first, second.secret, first]) expect((await withKey(secret, 'GET', '/v1/watchlist')).status).toBe(200);
    // Counted in memory: nothing written yet, one write per batch instead of one per request.
    expect(await api.db.k.selectFrom('api_key_usage').selectAll().where('user_id', '=', owner.id).execute()).toEqual([]);
    const over = await withKey(second.secret, 'GET', '/v1/watchlist');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(API_KEY_MESSAGES.quotaReached(3));
    const reset = Math.ceil((86_400_000 - (api.clock.now() % 86_400_000)) / 1000);
    expect(over.headers.get('retry-after')).toBe(String(reset));
    expect(over.headers.get('ratelimit')).toBe(`"daily";r=0;t=${reset}`);
    const list = await api.request('GET', '/v1/user/api-keys', { token: owner.token });
    expect(list.body.data.quota).toEqual({ daily: 3, usedToday: 3, planTitle: 'Free' });
    const today = new Date(api.clock.now()).toISOString().slice(0, 10);
    const usage = Object.fromEntries(list.body.data.keys.map((k: { name: string; usage: Array<{ day: string; requests: number }> }) => [k.name, k.usage]));
    expect(usage.Notebook).toHaveLength(7);
    expect(usage.Notebook[6]).toEqual({ day: today, requests: 2 });
    expect(usage.Second[6]).toEqual({ day: today, requests: 1 });
    expect(list.body.data.keys.every((k: { lastUsedAt: string }) => k.lastUsedAt === new Date(api.clock.now()).toISOString())).toBe(true);
    // The next day (UTC) the quota starts again, and yesterday's use moves one place back.
    api.clock.advance(reset * 1000);
    expect((await withKey(first, 'GET', '/v1/watchlist')).headers.get('ratelimit')).toBe('"daily";r=2;t=86400');
    const next = await api.request('GET', '/v1/user/api-keys', { token: owner.token });
    expect(next.body.data.keys.find((k: { name: string }) => k.name === 'Notebook').usage.slice(5).map((u: { requests: number }) => u.requests)).toEqual([2, 1]);
  } finally {
    await api.db.k.updateTable('plans').set({ api_daily_quota: 100 }).where('id', '=', free.id).execute();
    api.clock.advance(1_000);
  }
});

test('the data export names the keys and never their hashes; deleting the account erases them', async () => {
  const user = await createVerifiedUser(api);
  const token = await loginToken(api, user.email, user.password);
  const { secret } = await makeKey({ id: user.id, email: user.email, token }, { name: 'Sheet' });
  expect((await withKey(secret, 'GET', '/v1/watchlist')).status).toBe(200);
  const exported = await api.request('GET', '/v1/user/export', { token });
  expect(exported.body.data.apiKeys).toEqual([expect.objectContaining({ name: 'Sheet', scopes: ['read'], revoked_at: null })]);
  const row = await api.db.k.selectFrom('api_keys').select(['secret_hash', 'hint']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
  expect(exported.text).not.toContain(row.secret_hash);
  expect(exported.text).not.toContain(row.hint);
  const deleted = await api.request('POST', '/v1/user/delete-account', { token, body: { password: user.password, confirmation: 'DELETE' } });
  expect(deleted.status).toBe(200);
  expect(await api.db.k.selectFrom('api_keys').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  expect((await withKey(secret, 'GET', '/v1/watchlist')).status).toBe(401);
});

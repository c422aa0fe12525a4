// The watchlist and "since your last visit" on the server, the one-time takeover of a browser's copy, and only
// one's own list.
import { WATCHLIST_MESSAGES } from '@sentiscope/shared/contract';
import { createVerifiedUser, loginToken, startApi, type TestApi } from '../helpers';

let api: TestApi;
let ada: string;
let bob: string;
beforeAll(async () => {
  api = await startApi();
  for (const who of ['ada', 'bob'] as const) {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    if (who === 'ada') ada = token;
    else bob = token;
  }
});
afterAll(() => api.close());

test('a member saves their watchlist in order, limited to the assets of their plan', async () => {
  expect((await api.request('GET', '/v1/watchlist', { token: ada })).body.data).toEqual({ assets: [], lockedAssets: [], visits: {}, localCopyTaken: false });
  const saved = await api.request('PUT', '/v1/watchlist', { token: ada, body: { assets: ['eth', 'btc'] } });
  expect(saved.status).toBe(200);
  expect(saved.body.data.assets).toEqual(['eth', 'btc']);
  const locked = await api.request('PUT', '/v1/watchlist', { token: ada, body: { assets: ['btc', 'sol'] } });
  expect(locked.status).toBe(403);
  expect(locked.body.message).toBe(WATCHLIST_MESSAGES.assetNotInPlan('sol'));
  const twice = await api.request('PUT', '/v1/watchlist', { token: ada, body: { assets: ['btc', 'btc'] } });
  expect(twice.body.message).toBe(WATCHLIST_MESSAGES.repeated);
  expect((await api.request('PUT', '/v1/watchlist', { token: ada, body: { assets: 'btc' } })).status).toBe(400);
  // Nothing saved is lost by the refused changes, and another member's list is their own.
  expect((await api.request('GET', '/v1/watchlist', { token: ada })).body.data.assets).toEqual(['eth', 'btc']);
  expect((await api.request('GET', '/v1/watchlist', { token: bob })).body.data.assets).toEqual([]);
  expect((await api.request('GET', '/v1/watchlist')).status).toBe(401);
});

test('a visit answers the one before it; the browser copy is taken over once and a newer server visit wins', async () => {
  const first = await api.request('POST', '/v1/watchlist/visits', { token: ada, body: { assetId: 'btc', mood: 55, signal: 'bullish', price: 90000 } });
  expect(first.body.data.previous).toBeNull();
  api.clock.advance(60_000);
  const second = await api.request('POST', '/v1/watchlist/visits', { token: ada, body: { assetId: 'btc', mood: 40, signal: 'neutral', price: 88000 } });
  expect(second.body.data.previous).toMatchObject({ mood: 55, signal: 'bullish', price: 90000 });
  const old = api.clock.now() - 86_400_000;
  const takeover = await api.request('POST', '/v1/watchlist/visits/takeover', {
    token: ada,
    body: { visits: { btc: { at: old, mood: 10, signal: 'bearish', price: 1 }, eth: { at: old, mood: 61, signal: 'bullish', price: 3000 } } },
  });
  expect(takeover.body.message).toBe(WATCHLIST_MESSAGES.localCopyTaken);
  expect(takeover.body.data.localCopyTaken).toBe(true);
  expect(takeover.body.data.visits.btc).toMatchObject({ mood: 40, price: 88000 });
  expect(takeover.body.data.visits.eth).toEqual({ at: old, mood: 61, signal: 'bullish', price: 3000 });
  const again = await api.request('POST', '/v1/watchlist/visits/takeover', { token: ada, body: { visits: { eth: { at: api.clock.now(), mood: 1, signal: 'bearish', price: 1 } } } });
  expect(again.body.message).toBe(WATCHLIST_MESSAGES.localCopyAlreadyTaken);
  expect(again.body.data.visits.eth.mood).toBe(61);
  expect((await api.request('GET', '/v1/watchlist', { token: bob })).body.data.visits).toEqual({});
});

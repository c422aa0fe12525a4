import { MESSAGES, type DayHeadlines, type StockAnalysis } from '@sentiscope/shared/contract';
import { MODEL_VERSION } from '../src/analysis/model/model';
import { startWithMember } from './real-data-api';
import { createVerifiedUser, loginToken, type TestApi } from './helpers';

const RANGE = '?startDate=2022-05-01&endDate=2022-05-31';

describe("GET /v1/stock/headlines/:id: one day's scored headlines, over real HTTP with the real data files", () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    ({ api, token } = await startWithMember());
  });
  afterAll(() => api.close());

  const dayOf = (path: string, as: string = token) => api.request<{ success: boolean; message: string; data: DayHeadlines }>('GET', path, { token: as });

  it("lists every headline behind each of the chart's markers, with score, polarity and terms", async () => {
    const details = await api.request<{ data: { stock: StockAnalysis } }>('GET', `/v1/stock/details/btc${RANGE}`, { token });
    const { sentiment } = details.body.data.stock;
    expect(sentiment.daily.length).toBeGreaterThan(5);
    for (const marker of sentiment.daily.slice(0, 6)) {
      const res = await dayOf(`/v1/stock/headlines/btc?day=${marker.date}&scope=${sentiment.scope}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: { assetId: 'btc', day: marker.date, scope: sentiment.scope, total: marker.count, offset: 0, limit: 50 } });
      const { headlines } = res.body.data;
      expect(headlines).toHaveLength(Math.min(marker.count, 50));
      expect(res.body.data.nextOffset).toBe(marker.count > 50 ? 50 : null);
      const mean = headlines.reduce((a, h) => a + h.score, 0) / headlines.length;
      expect(mean).toBeCloseTo(marker.mean, 2);
      for (const h of headlines) {
        expect(h.date).toBe(marker.date);
        expect(h.polarity).toBe(h.score >= 0.25 ? 'positive' : h.score <= -0.25 ? 'negative' : 'neutral');
        expect(Array.isArray(h.terms)).toBe(true);
      }
      expect(headlines.map((h) => h.score)).toEqual([...headlines.map((h) => h.score)].sort((a, b) => b - a));
    }
  });

  it('gives the words that moved each score, as the analysis does', async () => {
    const details = await api.request<{ data: { stock: StockAnalysis } }>('GET', `/v1/stock/details/btc${RANGE}`, { token });
    const top = details.body.data.stock.sentiment.mostPositive[0];
    const res = await dayOf(`/v1/stock/headlines/btc?day=${top.date}&scope=${details.body.data.stock.sentiment.scope}`);
    expect(res.body.data.headlines).toContainEqual({ ...top, polarity: 'positive' });
    expect(top.terms.length).toBeGreaterThan(0);
    // Each headline names the model that scored it: the stored version, the current one after a backfill.
    expect(top.modelVersion).toBe(MODEL_VERSION);
    expect(new Set(res.body.data.headlines.map((h) => h.modelVersion))).toEqual(new Set([MODEL_VERSION]));
    expect(res.body.data.method).toMatch(/trained headline model/);
    expect(res.body.data.docs).toBe('docs/analysis.md#headline-model');
  });

  it("defaults to the asset's own headlines, and a day without any is an empty list, not an error", async () => {
    const market = await dayOf('/v1/stock/headlines/btc?day=2022-05-12&scope=market');
    const own = await dayOf('/v1/stock/headlines/btc?day=2022-05-12');
    expect(own.body.data.scope).toBe('asset');
    expect(own.body.data.headlines.length).toBeLessThan(market.body.data.headlines.length);
    expect(own.body.data.headlines.every((h) => /btc|bitcoin/i.test(h.title))).toBe(true);
    const none = await dayOf('/v1/stock/headlines/btc?day=2030-01-01');
    expect(none.status).toBe(200);
    expect(none.body.data.headlines).toEqual([]);
  });

  it('answers a page at a time: the pages joined are the whole day, in order, with the total and the next offset', async () => {
    const market = '/v1/stock/headlines/btc?day=2022-05-12&scope=market';
    const whole = (await dayOf(`${market}&limit=100`)).body.data;
    expect(whole.total).toBeGreaterThan(5);
    expect(whole.total).toBeLessThanOrEqual(100);
    const joined = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      const res = await dayOf(`${market}&limit=2&offset=${offset}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ total: whole.total, offset, limit: 2 });
      expect(res.body.data.headlines.length).toBe(Math.min(2, whole.total - offset));
      joined.push(...res.body.data.headlines);
      offset = res.body.data.nextOffset;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(whole.total / 2));
    expect(joined).toEqual(whole.headlines);
    const past = await dayOf(`${market}&offset=${whole.total + 10}`);
    expect(past.body.data).toMatchObject({ headlines: [], total: whole.total, nextOffset: null });
  });

  it('requires a session', async () => {
    const res = await api.request('GET', '/v1/stock/headlines/btc?day=2022-05-12');
    expect(res.status).toBe(401);
  });

  it("answers 403 for an asset the caller's plan does not open, and opens it on Pro", async () => {
    const locked = await dayOf('/v1/stock/headlines/sol?day=2022-05-12', token);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ success: false, message: MESSAGES.assetLocked });
    const pro = await createVerifiedUser(api);
    const plan = await api.db.k.selectFrom('plans').select('id').where('title', '=', 'Pro').executeTakeFirstOrThrow();
    await api.db.k.updateTable('users').set({ plan_id: plan.id, sub_is_active: 1, sub_expiry: api.clock.now() + 30 * 86_400_000 }).where('id', '=', pro.id).execute();
    const open = await dayOf('/v1/stock/headlines/sol?day=2022-05-12&scope=market', await loginToken(api, pro.email, pro.password));
    expect(open.status).toBe(200);
    expect(open.body.data.headlines.length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown asset', '/v1/stock/headlines/zzz?day=2022-05-12', 404, 'Stock not found'],
    ['no day', '/v1/stock/headlines/btc', 400, 'day is required: a date like 2024-01-31.'],
    ['a malformed day', '/v1/stock/headlines/btc?day=2022-13-45', 400, "day must be a date like 2024-01-31, got '2022-13-45'."],
    ['a date-time for a day', '/v1/stock/headlines/btc?day=2022-05-12T00:00:00Z', 400, "day must be a date like 2024-01-31, got '2022-05-12T00:00:00Z'."],
    ['a word for a day', '/v1/stock/headlines/btc?day=yesterday', 400, "day must be a date like 2024-01-31, got 'yesterday'."],
    ['a negative offset', '/v1/stock/headlines/btc?day=2022-05-12&offset=-1', 400, "offset must be a whole number from 0 on, got '-1'."],
    ['a page of no headlines', '/v1/stock/headlines/btc?day=2022-05-12&limit=0', 400, "limit must be a whole number from 1 to 100, got '0'."],
    ['a page over the largest', '/v1/stock/headlines/btc?day=2022-05-12&limit=100000', 400, "limit must be a whole number from 1 to 100, got '100000'."],
    ['a word for an offset', '/v1/stock/headlines/btc?day=2022-05-12&offset=next', 400, "offset must be a whole number from 0 on, got 'next'."],
    ['an unknown scope', '/v1/stock/headlines/btc?day=2022-05-12&scope=everything', 400, "scope must be 'asset' or 'market', got 'everything'."],
    ['a stock the free plan does not open', '/v1/stock/headlines/aapl?day=2022-05-12&scope=market', 403, MESSAGES.assetLocked],
  ])('answers %s (%s) with %i and a clear message', async (_name, path, status, message) => {
    const res = await dayOf(path);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('refuses the crypto news flow for a stock the plan opens', async () => {
    const pro = await createVerifiedUser(api);
    const plan = await api.db.k.selectFrom('plans').select('id').where('title', '=', 'Pro').executeTakeFirstOrThrow();
    await api.db.k.updateTable('users').set({ plan_id: plan.id, sub_is_active: 1, sub_expiry: api.clock.now() + 30 * 86_400_000 }).where('id', '=', pro.id).execute();
    const res = await dayOf('/v1/stock/headlines/aapl?day=2022-05-12&scope=market', await loginToken(api, pro.email, pro.password));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("scope 'market' (all crypto headlines) is only for crypto assets; AAPL is a stock.");
  });
});

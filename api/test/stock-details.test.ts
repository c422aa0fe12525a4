import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, type AssetOverview, type StockAnalysis, type StockItem } from '@sentiscope/shared/contract';
import { ENGINE_VERSION } from '../src/analysis/methods';
import { loadMarketConfig } from '../src/prices/service/config';
import { HEADLINES_FILE, MARKET_DIR } from './analysis-data';
import { startWithMember } from './real-data-api';
import { createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

const YEAR = '?startDate=2021-07-01&endDate=2022-06-30';

async function subscribeToPro(api: TestApi, userId: string) {
  const pro = await api.db.k.selectFrom('plans').select('id').where('title', '=', 'Pro').executeTakeFirstOrThrow();
  await api.db.k
    .updateTable('users')
    .set({ plan_id: pro.id, sub_is_active: 1, sub_expiry: api.clock.now() + 30 * 86_400_000 })
    .where('id', '=', userId)
    .execute();
}

describe('GET /v1/stock over real HTTP with the real data files', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    ({ api, token } = await startWithMember());
  });
  afterAll(() => api.close());

  it('lists the catalogue with BTC as default and marks assets the free plan does not open', async () => {
    const res = await api.request<{ data: StockItem[] }>('GET', '/v1/stock/list', { token });
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list.map((a) => a.symbol)).toEqual(['BTC', 'ETH', 'SOL', 'BNB', 'XRP', 'ADA', 'DOGE', 'AAPL', 'MSFT', 'NVDA', 'TSLA', 'SPY']);
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual(['btc']);
    expect(list.find((a) => a.id === 'btc')?.locked).toBe(false);
    expect(list.find((a) => a.id === 'sol')?.locked).toBe(true);
    expect(list.find((a) => a.id === 'btc')?.name.startsWith('BTC')).toBe(true);
  });

  it('answers the overview of every asset the plan opens in one call, from the last 30 days with data', async () => {
    const res = await api.request<{ data: { assets: AssetOverview[] } }>('GET', '/v1/stock/overview', { token });
    expect(res.status).toBe(200);
    const { assets } = res.body.data;
    expect(assets.map((a) => a.id)).toEqual(['btc', 'eth']);
    const btc = assets[0];
    expect(btc.lastDay).toBe('2025-08-22');
    expect(btc.sparkline).toHaveLength(30);
    expect(btc.lastPrice).toBe(btc.sparkline[29]);
    expect(btc.change24h).toBeCloseTo(btc.sparkline[29] / btc.sparkline[28] - 1, 4);
    expect(btc.change7d).toBeCloseTo(btc.sparkline[29] / btc.sparkline[22] - 1, 4);
    const details = await api.request<{ data: { stock: StockAnalysis } }>('GET', '/v1/stock/details/btc?startDate=2025-07-24&endDate=2025-08-22', { token });
    expect(btc.mood).toBe(Math.round(details.body.data.stock.mood.value as number));
    expect(btc.signal).toBe(details.body.data.stock.signal.direction);
    expect((await api.request('GET', '/v1/stock/overview')).status).toBe(401);
  });

  it("gives each asset its first and last day with prices and their source, so a range can be anchored there", async () => {
    const res = await api.request<{ data: StockItem[] }>('GET', '/v1/stock/list', { token });
    const btc = res.body.data.find((a) => a.id === 'btc');
    expect(btc).toMatchObject({ firstDay: '2018-01-01', lastDay: '2025-08-22', source: 'csv' });
    for (const asset of res.body.data) expect(asset.firstDay! <= asset.lastDay!).toBe(true);
    const details = await api.request<{ data: { stock: StockAnalysis } }>('GET', `/v1/stock/details/btc?endDate=${btc?.lastDay}`, { token });
    expect(details.body.data.stock.range.endDate).toBe(btc?.lastDay);
  });

  it('answers one year of BTC with candles, indicators, headline sentiment, mood, signal, range and narrative', async () => {
    const res = await api.request<{ success: boolean; data: { stock: StockAnalysis } }>('GET', `/v1/stock/details/btc${YEAR}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const s = res.body.data.stock;
    expect(s.dataSource).toEqual({ prices: 'csv', headlines: 'csv', demo: false, label: null });
    expect(s.freshness).toEqual({ live: false, asOf: '2025-08-22' });
    expect(s.range).toMatchObject({ startDate: '2021-07-01', endDate: '2022-06-30', candleCount: 365 });
    expect(s.candles[0]).toEqual({ date: '2021-07-01', open: expect.any(Number), high: expect.any(Number), low: expect.any(Number), close: expect.any(Number), volume: expect.any(Number) });
    expect(s.indicators.series.sma200).toHaveLength(365);
    expect(s.indicators.series.sma200.every((v) => typeof v === 'number')).toBe(true);
    expect(typeof s.indicators.latest.rsi14.value).toBe('number');
    expect(s.sentiment.scope).toBe('asset');
    expect(s.sentiment.headlineCount).toBeGreaterThan(1000);
    expect(typeof s.sentiment.zScore.value).toBe('number');
    expect(s.mood.value).toBeGreaterThanOrEqual(0);
    expect(s.mood.value).toBeLessThanOrEqual(100);
    expect(['bullish', 'neutral', 'bearish']).toContain(s.signal.direction);
    expect(s.statisticalRange.label).toBe('statistical range, not a prediction');
    expect(s.narrative).toMatchObject({ writer: 'template', engineVersion: ENGINE_VERSION, fallbackReason: null });
    expect(s.engineVersion).toBe(ENGINE_VERSION);
    expect(res.text).not.toMatch(/NaN|Infinity/);
  });

  it('gives the same answer twice and accepts the quick-range ISO date-times', async () => {
    const a = await api.request('GET', `/v1/stock/details/btc${YEAR}`, { token });
    const b = await api.request('GET', `/v1/stock/details/BTC${YEAR}`, { token });
    expect(b.text).toBe(a.text);
    const iso = await api.request<{ data: { stock: StockAnalysis } }>(
      'GET',
      '/v1/stock/details/eth?startDate=2022-03-01T00:00:00.000Z&endDate=2022-03-03T23:59:59.000Z',
      { token },
    );
    expect(iso.status).toBe(200);
    expect(iso.body.data.stock.candles.map((c) => c.date)).toEqual(['2022-03-01', '2022-03-02', '2022-03-03']);
  });

  it('requires a session for details', async () => {
    const res = await api.request('GET', `/v1/stock/details/btc${YEAR}`);
    expect(res.status).toBe(401);
  });

  it('answers 403 with an upgrade message for an asset the plan does not open, and opens it on Pro', async () => {
    const locked = await api.request('GET', `/v1/stock/details/sol${YEAR}`, { token });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ success: false, message: MESSAGES.assetLocked });

    const pro = await createVerifiedUser(api);
    await subscribeToPro(api, pro.id);
    const proToken = await loginToken(api, pro.email, pro.password);
    const open = await api.request<{ data: { stock: StockAnalysis } }>('GET', `/v1/stock/details/sol${YEAR}`, { token: proToken });
    expect(open.status).toBe(200);
    expect(open.body.data.stock.asset.symbol).toBe('SOL');
    const list = await api.request<{ data: StockItem[] }>('GET', '/v1/stock/list', { token: proToken });
    expect(list.body.data.every((a) => !a.locked)).toBe(true);
  });

  it.each([
    ['an unknown id', '/v1/stock/details/zzz?startDate=2022-01-01&endDate=2022-02-01', 404, /not found/i],
    ['a start after the end', '/v1/stock/details/btc?startDate=2022-02-01&endDate=2022-01-01', 400, /startDate \(2022-02-01\) is after endDate \(2022-01-01\)/],
    ['a malformed date', '/v1/stock/details/btc?startDate=2022-13-45&endDate=2022-02-01', 400, /startDate must be a date/],
    ['a word for a date', '/v1/stock/details/btc?startDate=yesterday&endDate=2022-02-01', 400, /startDate must be a date/],
    ['a range with no data', '/v1/stock/details/btc?startDate=2030-01-01&endDate=2030-02-01', 404, /no price data in this range; data is available from 2018-01-01 to 2025-08-22/],
  ])('answers %s with a clear 4xx', async (_label, url, status, message) => {
    const res = await api.request('GET', url, { token });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });
});

describe('GET /v1/stock/details with nothing configured', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startApi({ config: { market: loadMarketConfig({}) } });
    const user = await createVerifiedUser(api);
    token = await loginToken(api, user.email, user.password);
  });
  afterAll(() => api.close());

  it("serves the deterministic demo generator, marked 'demo data', with no headlines", async () => {
    const today = new Date(api.clock.now());
    const end = new Date(today.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    const start = new Date(today.getTime() - 92 * 86_400_000).toISOString().slice(0, 10);
    const url = `/v1/stock/details/btc?startDate=${start}&endDate=${end}`;
    const res = await api.request<{ data: { stock: StockAnalysis } }>('GET', url, { token });
    expect(res.status).toBe(200);
    const s = res.body.data.stock;
    expect(s.dataSource).toEqual({ prices: 'demo', headlines: 'none', demo: true, label: 'demo data' });
    expect(s.freshness).toEqual({ live: false, asOf: s.range.availableEnd });
    expect(s.candles).toHaveLength(91);
    expect(s.sentiment.message).toBe('no headlines in this range');
    expect(s.narrative.paragraphs[0]).toContain('demo data');
    const again = await api.request('GET', url, { token });
    expect(again.text).toBe(res.text);
  });
});

describe('GET /v1/stock/details with an LLM writer configured', () => {
  let api: TestApi;
  let token: string;
  let llm: Server;
  let answer: { content: string; delayMs: number } = { content: '', delayMs: 0 };
  const timers = new Set<NodeJS.Timeout>();
  beforeAll(async () => {
    llm = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer.content } }] }));
        }, answer.delayMs);
        timers.add(timer);
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    const port = (llm.address() as AddressInfo).port;
    const market = loadMarketConfig({
      MARKET_DATA_DIR: MARKET_DIR,
      HEADLINES_FILE,
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_MODEL: 'local-test',
      LLM_TIMEOUT_MS: '300',
    });
    api = await startApi({ config: { market } });
    const user = await createVerifiedUser(api);
    token = await loginToken(api, user.email, user.password);
  });
  afterAll(async () => {
    await api.close();
    for (const timer of timers) clearTimeout(timer);
    llm.closeAllConnections();
    await new Promise<void>((resolve) => llm.close(() => resolve()));
  });

  it('uses the written text when its numbers check out', async () => {
    answer = { content: 'Bitcoin closed the range lower.\n\nThe signal is a statistical reading, not a prediction.', delayMs: 0 };
    const res = await api.request<{ data: { stock: StockAnalysis } }>('GET', '/v1/stock/details/btc?startDate=2022-01-01&endDate=2022-01-31', { token });
    expect(res.body.data.stock.narrative).toMatchObject({ writer: 'llm', model: 'local-test', paragraphs: ['Bitcoin closed the range lower.', 'The signal is a statistical reading, not a prediction.'] });
  });

  it('falls back to the template when the text invents a number', async () => {
    answer = { content: 'Bitcoin will reach $250,000 by 2030.', delayMs: 0 };
    const res = await api.request<{ data: { stock: StockAnalysis } }>('GET', '/v1/stock/details/btc?startDate=2022-02-01&endDate=2022-02-28', { token });
    const n = res.body.data.stock.narrative;
    expect(n.writer).toBe('template');
    expect(n.fallbackReason).toMatch(/unsupported figures/);
    expect(n.paragraphs[0]).toMatch(/^Bitcoin \(BTC\) closed at \$/);
  });

  it('falls back to the template on a timeout', async () => {
    answer = { content: 'Late.', delayMs: 1500 };
    const res = await api.request<{ data: { stock: StockAnalysis } }>('GET', '/v1/stock/details/btc?startDate=2022-03-01&endDate=2022-03-31', { token });
    expect(res.body.data.stock.narrative).toMatchObject({ writer: 'template', fallbackReason: 'timeout' });
  });
});

// One mood per day: the stored history, the analysis of any range ending on a day, the overview strip and the
// screener all show that day's mood, signal and components (decision 150), over real HTTP on the real database and
// bundled data.
import type { AlertPreview, AssetOverview, HistoryDay, MarketsPage, StockAnalysis } from '@sentiscope/shared/contract';
import { compactPrice } from '../src/analysis/compact';
import { shiftDay } from '../src/platform/days';
import { startWithMember, upgradeFirstMemberToPro } from './real-data-api';
import type { TestApi } from './helpers';

const COMPONENTS = ['momentum', 'strength', 'trend', 'volatility', 'sentiment'] as const;

describe('a day has one mood wherever it is shown', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    ({ api, token } = await startWithMember());
    await upgradeFirstMemberToPro(api);
    // The daily snapshots are computed after start-up (on PostgreSQL it takes a while): wait until both assets'
    // stored history answers something other than "no stored history yet".
    const until = Date.now() + 120_000;
    for (const id of ['btc', 'aapl']) {
      for (;;) {
        const res = await api.request<{ message?: string }>('GET', `/v1/stock/history/${id}?startDate=2022-03-01&endDate=2022-03-31`, { token });
        if (!(res.status === 404 && /yet/.test(res.body.message ?? ''))) break;
        if (Date.now() > until) throw new Error(`no stored history for ${id} after two minutes`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }, 180_000);
  afterAll(() => api.close());

  async function storedDay(id: string, day: string): Promise<HistoryDay> {
    const res = await api.request<{ data: { days: HistoryDay[] } }>('GET', `/v1/stock/history/${id}?startDate=${day}&endDate=${day}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.days.map((d) => d.date)).toEqual([day]);
    return res.body.data.days[0];
  }

  async function analysis(id: string, startDate: string, endDate: string): Promise<StockAnalysis> {
    const res = await api.request<{ data: { stock: StockAnalysis } }>('GET', `/v1/stock/details/${id}?startDate=${startDate}&endDate=${endDate}`, { token });
    expect(res.status).toBe(200);
    return res.body.data.stock;
  }

  // BTC on the day of the report (36.2 stored, 42 and 39.3 in two analyses) and a stock on a trading day.
  it.each([
    ['btc', '2022-04-30', ['2022-04-01', '2021-11-01', '2020-05-01']],
    ['aapl', '2022-03-15', ['2022-03-01', '2021-09-15', '2020-03-16']],
  ])('%s on %s: the history and three ranges ending that day show the same mood, band, components and signal', async (id, day, starts) => {
    const stored = await storedDay(id, day);
    expect(stored.mood).not.toBeNull();
    for (const start of starts) {
      const stock = await analysis(id, start, day);
      expect(stock.range.endDate).toBe(day);
      expect({ start, mood: stock.mood.value, band: stock.mood.band, signal: stock.signal.direction }).toEqual({
        start,
        mood: stored.mood,
        band: stored.band,
        signal: stored.signal,
      });
      const scores = Object.fromEntries(COMPONENTS.map((key) => [key, stock.mood.components.find((c) => c.key === key)?.score ?? null]));
      expect(scores).toEqual(stored.components);
    }
  });

  it('a mood alert fires on the mood the panel shows for that day', async () => {
    const res = await api.request<{ data: AlertPreview }>('POST', '/v1/alerts/preview', { token, body: { assetId: 'btc', kind: 'mood-level', level: 50, channels: ['in-app'] } });
    expect(res.status).toBe(200);
    // The preview replays the stored days of the last year the data has; the alerts' evaluation reads the same days.
    const firings = res.body.data.firings.slice(-3);
    expect(firings.length).toBeGreaterThan(0);
    for (const { date, crossing } of firings) {
      expect(crossing.measure).toBe('mood');
      const stored = await storedDay('btc', date);
      const panel = await analysis('btc', shiftDay(date, -90), date);
      expect({ date, alert: crossing.to, panel: panel.mood.value }).toEqual({ date, alert: stored.mood, panel: stored.mood });
    }
  });

  it("the overview strip shows each asset's last stored mood and signal", async () => {
    const res = await api.request<{ data: { assets: AssetOverview[] } }>('GET', '/v1/stock/overview', { token });
    expect(res.status).toBe(200);
    const lines = res.body.data.assets.filter((a) => a.id === 'btc' || a.id === 'aapl');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const stored = await storedDay(line.id, line.lastDay);
      expect({ id: line.id, mood: line.mood, band: line.moodBand, signal: line.signal }).toEqual({
        id: line.id,
        mood: stored.mood === null ? null : Math.round(stored.mood),
        band: stored.band,
        signal: stored.signal,
      });
    }
  });

  it('the overview strip shows the screener row of every asset the plan opens: its last day, close, mood, signal and freshness', async () => {
    const screener = () => api.request<{ data: MarketsPage }>('GET', '/v1/markets?sort=symbol&dir=asc&limit=100', { token });
    // The start-up's snapshots of the other assets may still be landing: compare an overview read once every
    // asset has its stored days and while the screener stood still (the same answer just before and just after it).
    let overview, markets;
    for (const until = Date.now() + 120_000; ; ) {
      const before = await screener();
      overview = await api.request<{ data: { assets: AssetOverview[] } }>('GET', '/v1/stock/overview', { token });
      markets = await screener();
      const filled = markets.body.data.rows.every((row) => row.lastDay !== null);
      if ((filled && JSON.stringify(before.body) === JSON.stringify(markets.body)) || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect([overview.status, markets.status]).toEqual([200, 200]);
    const rows = new Map(markets.body.data.rows.map((r) => [r.id, r]));
    // A Pro member opens the twelve assets, each with stored days.
    expect(overview.body.data.assets.map((a) => a.id).sort()).toEqual([...rows.keys()].sort());
    expect(rows.size).toBe(12);
    for (const line of overview.body.data.assets) {
      const row = rows.get(line.id)!;
      expect(row.lastDay).not.toBeNull();
      expect({ id: line.id, lastDay: line.lastDay, close: line.lastPrice, last: line.sparkline.at(-1), mood: line.mood, signal: line.signal, freshness: line.freshness }).toEqual({
        id: row.id,
        lastDay: row.lastDay,
        // The overview's prices keep their cents, as the analysis answer's candles do.
        close: compactPrice(row.price as number),
        last: compactPrice(row.price as number),
        // A day without a mood (too few headlines to judge) has none in either.
        mood: row.mood === null ? null : Math.round(row.mood),
        signal: row.signal,
        freshness: row.freshness,
      });
    }
  }, 150_000);

  it("the screener shows each asset's last stored mood and signal, and so do three ranges ending that day", async () => {
    const res = await api.request<{ data: MarketsPage }>('GET', '/v1/markets?sort=symbol&dir=asc', { token });
    expect(res.status).toBe(200);
    const rows = res.body.data.rows.filter((r) => r.id === 'btc' || r.id === 'aapl');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const lastDay = row.lastDay as string;
      const stored = await storedDay(row.id, lastDay);
      expect(stored.mood).not.toBeNull();
      expect({ id: row.id, mood: row.mood, signal: row.signal }).toEqual({ id: row.id, mood: stored.mood, signal: stored.signal });
      for (const start of [shiftDay(lastDay, -30), shiftDay(lastDay, -180), shiftDay(lastDay, -700)]) {
        const stock = await analysis(row.id, start, lastDay);
        expect({ start, end: stock.range.endDate, mood: stock.mood.value, signal: stock.signal.direction }).toEqual({ start, end: lastDay, mood: row.mood, signal: row.signal });
      }
    }
  });
});

import type { StockAnalysis } from '@sentiscope/shared/contract';
import { coverageOf, spansOf } from '../src/news/service/headline-coverage';
import { startWithMember } from './real-data-api';
import type { TestApi } from './helpers';

const days = (...dates: string[]) => dates.map((date) => ({ date, count: 2 }));

describe('where the headlines are', () => {
  it('joins days at most three days apart into one span, and counts its headlines', () => {
    expect(spansOf(days('2022-01-01', '2022-01-02', '2022-01-05', '2022-01-09', '2022-01-10'))).toEqual([
      { from: '2022-01-01', to: '2022-01-05', count: 6 },
      { from: '2022-01-09', to: '2022-01-10', count: 4 },
    ]);
  });

  it('lists the three spans nearest the range, oldest first, with the first and last day of all', () => {
    const found = { scope: 'asset' as const, days: days('2021-01-01', '2021-03-01', '2021-05-01', '2021-07-01', '2021-09-01') };
    expect(coverageOf(found, '2021-08-20', '2021-08-22')).toEqual({
      scope: 'asset',
      first: '2021-01-01',
      last: '2021-09-01',
      spans: [
        { from: '2021-05-01', to: '2021-05-01', count: 2 },
        { from: '2021-07-01', to: '2021-07-01', count: 2 },
        { from: '2021-09-01', to: '2021-09-01', count: 2 },
      ],
    });
    expect(coverageOf(found, '2020-01-01', '2020-01-03')?.spans.map((s) => s.from)).toEqual(['2021-01-01', '2021-03-01', '2021-05-01']);
  });

  it('is null when no day has headlines', () => {
    expect(coverageOf(null, '2021-01-01', '2021-01-02')).toBeNull();
    expect(coverageOf({ scope: 'asset', days: [] }, '2021-01-01', '2021-01-02')).toBeNull();
  });
});

describe('GET /v1/stock/details/:id names where the headlines are, over real HTTP with the real data files', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    ({ api, token } = await startWithMember());
  }, 60_000);
  afterAll(() => api?.close());

  const analysis = async (query: string) =>
    (await api.request<{ data: { stock: StockAnalysis } }>('GET', `/v1/stock/details/btc${query}`, { token })).body.data.stock;

  it('for a range with no headlines: the days that have them for this asset, the nearest spans last', async () => {
    const stock = await analysis('?startDate=2025-08-20&endDate=2025-08-22');
    expect(stock.sentiment.headlineCount).toBe(0);
    const coverage = stock.headlineCoverage!;
    expect(coverage.scope).toBe('asset');
    expect(coverage.first.startsWith('2021-1')).toBe(true);
    expect(coverage.last.startsWith('2022-07')).toBe(true);
    expect(coverage.spans.length).toBeGreaterThan(0);
    expect(coverage.spans.length).toBeLessThanOrEqual(3);
    expect(coverage.spans[coverage.spans.length - 1].to).toBe(coverage.last);
    // A range inside the last span has the asset's own headlines.
    const inside = await analysis(`?startDate=${coverage.spans[coverage.spans.length - 1].from}&endDate=${coverage.last}`);
    expect(inside.sentiment.scope).toBe('asset');
    expect(inside.sentiment.headlineCount).toBe(coverage.spans[coverage.spans.length - 1].count);
  }, 60_000);
});

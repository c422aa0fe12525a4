import { MARKET_PREVIEW_DAYS } from '@sentiscope/shared/contract';
import { MARKET_DATA_DIR, startApi, type TestApi } from './helpers';
import { loadMarketConfig } from '../src/prices/service/config';

describe('GET /v1/market/preview (the home page visual)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ config: { market: loadMarketConfig({ MARKET_DATA_DIR }) } });
  });
  afterAll(() => api.close());

  it('answers a visitor without a session with the mood and a month of closes for Bitcoin', async () => {
    const answer = await api.request('GET', '/v1/market/preview');
    expect([answer.status, answer.body.message]).toEqual([200, 'Market preview']);
    const preview = answer.body.data;
    expect(preview.asset).toMatchObject({ id: 'btc', symbol: 'BTC' });
    expect(preview.closes.length).toBeGreaterThan(10);
    expect(preview.closes.length).toBeLessThanOrEqual(MARKET_PREVIEW_DAYS);
    expect(preview.closes.every((c: { close: number; date: string }) => c.close > 0 && /^\d{4}-\d{2}-\d{2}$/.test(c.date))).toBe(true);
    expect(preview.mood.value).toBeGreaterThanOrEqual(0);
    expect(preview.mood.value).toBeLessThanOrEqual(100);
    expect(typeof preview.mood.band).toBe('string');
    expect(answer.headers.get('cache-control')).toContain('max-age');
  });
});

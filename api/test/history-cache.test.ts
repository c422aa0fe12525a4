// The candles a process keeps are bounded (decision 192): with MARKET_HISTORY_CACHE_ASSETS=2, over real HTTP on the
// real database and bundled data, an asset read among the last two is answered from memory, and one that gave way
// to two others is read from the database again: its own candles, as they are stored now.
import type { StockAnalysis, StockItem } from '@sentiscope/shared/contract';
import { sql } from 'kysely';
import { HISTORY_CACHE_ASSETS, loadMarketConfig } from '../src/prices/service/config';
import { HEADLINES_FILE, MARKET_DIR } from './analysis-data';
import { createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { upgradeFirstMemberToPro } from './real-data-api';

const LAST = '2025-08-22';
const RANGE = `?startDate=2025-08-01&endDate=${LAST}`;

describe('a process keeps the candles of the assets read last only', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    const market = loadMarketConfig({ MARKET_DATA_DIR: MARKET_DIR, HEADLINES_FILE, MARKET_HISTORY_CACHE_ASSETS: '2' });
    api = await startApi({ config: { market } });
    const user = await createVerifiedUser(api);
    token = await loginToken(api, user.email, user.password);
    await upgradeFirstMemberToPro(api);
    // The snapshots computed after start-up read every asset in the catalogue's order, SPY last: wait for them, so
    // only this test's reads decide which assets are kept.
    const until = Date.now() + 120_000;
    for (;;) {
      const res = await api.request<{ message?: string }>('GET', `/v1/stock/history/spy${RANGE}`, { token });
      if (res.status === 200) break;
      if (Date.now() > until) throw new Error('no stored history for SPY after two minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 180_000);
  afterAll(() => api.close());

  const lastClose = async (id: string): Promise<number> => {
    const res = await api.request<{ data: { stock: StockAnalysis } }>('GET', `/v1/stock/details/${id}${RANGE}`, { token });
    expect(res.status).toBe(200);
    const last = res.body.data.stock.candles.at(-1);
    expect(last?.date).toBe(LAST);
    return last?.close as number;
  };
  const storedClose = async (id: string): Promise<number> => {
    const { rows } = await sql<{ close: number }>`SELECT close FROM market_daily_candles WHERE asset_id = ${id} AND date = ${LAST}`.execute(api.db.k);
    return Number(rows[0].close);
  };
  // Changes a stored close behind the process's back: no new data version, so only a read from the database sees it.
  const changeBehindItsBack = (id: string, close: number) => sql`UPDATE market_daily_candles SET close = ${close} WHERE asset_id = ${id} AND date = ${LAST}`.execute(api.db.k);

  it('keeps 16 assets unless told otherwise', () => {
    expect(loadMarketConfig({}).historyCacheAssets).toBe(HISTORY_CACHE_ASSETS);
    expect(HISTORY_CACHE_ASSETS).toBe(16);
    expect(loadMarketConfig({ MARKET_HISTORY_CACHE_ASSETS: '300' }).historyCacheAssets).toBe(300);
    expect(loadMarketConfig({ MARKET_HISTORY_CACHE_ASSETS: 'many' }).historyCacheAssets).toBe(16);
  });

  it('answers a kept asset from memory and reads one that gave way again from the database', async () => {
    const btc = await lastClose('btc');
    expect(btc).toBeCloseTo(await storedClose('btc'), 2);
    expect(btc).not.toBe(123456.5);
    const eth = await lastClose('eth');
    await changeBehindItsBack('btc', 123456.5);
    // BTC and ETH are the two kept: BTC still answers the candles read before.
    expect(await lastClose('btc')).toBe(btc);
    // Two more assets read: ETH gives way, then BTC.
    await lastClose('sol');
    await lastClose('aapl');
    expect(await lastClose('btc')).toBe(123456.5);
    expect(await lastClose('eth')).toBe(eth);
    expect(eth).toBeCloseTo(await storedClose('eth'), 2);
  });

  it('lists every asset with its stored first and last day without holding its candles', async () => {
    const res = await api.request<{ data: StockItem[] }>('GET', '/v1/stock/list', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    for (const asset of res.body.data) expect(asset).toMatchObject({ firstDay: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), lastDay: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), source: 'csv' });
    expect(res.body.data.find((a) => a.id === 'btc')).toMatchObject({ firstDay: '2018-01-01', lastDay: LAST });
  });
});

// The site with its live sources configured but switched off by SENTISCOPE_OFFLINE=1 (every Jest project sets it):
// each asset is analysed from what is stored (an earlier live run's candles), else the bundled files, else labelled
// demo prices; 'LIVE' is shown only for a live candle that is fresh, and demo prices are never called live.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MS_PER_DAY, type Candle } from '@sentiscope/shared/contract';
import { bumpDataVersion, storeCandles } from '../src/prices/data/store';
import { loadMarketConfig } from '../src/prices/service/config';
import { createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

/** Closed days from `back` days ago to `until` days ago (1 = yesterday), by the API's own clock. */
function candles(api: TestApi, back: number, until: number, start = 100): Candle[] {
  const out: Candle[] = [];
  for (let i = back; i >= until; i--) {
    const close = start * (1 + 0.002 * (back - i));
    out.push({ date: new Date(api.clock.now() - i * MS_PER_DAY).toISOString().slice(0, 10), open: close, high: close * 1.01, low: close * 0.99, close, volume: 1000 });
  }
  return out;
}

async function memberToken(api: TestApi): Promise<string> {
  const user = await createVerifiedUser(api);
  return loginToken(api, user.email, user.password);
}

describe('offline, with the live sources switched off', () => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    // The crypto chain's first provider named as an operator would; its host is outside this machine.
    const market = loadMarketConfig({ MARKET_LIVE_SOURCE: 'binance' });
    expect(market.offline).toBe(true);
    api = await startApi({ config: { market } });
    token = await memberToken(api);
  });

  afterAll(() => api.close());

  const details = (id: string) => api.request('GET', `/v1/stock/details/${id}`, { token });

  it('serves labelled demo prices for an asset with nothing stored, never as live, and without headlines', async () => {
    const answer = await details('btc');
    expect(answer.status).toBe(200);
    expect(answer.body.data.stock.dataSource).toEqual({ prices: 'demo', headlines: 'none', demo: true, label: 'demo data' });
    expect(answer.body.data.stock.freshness.live).toBe(false);
    expect((await api.request('GET', '/v1/market/preview')).status).toBe(200);
    const list = await api.request('GET', '/v1/stock/list');
    expect(list.body.data.find((a: { id: string }) => a.id === 'btc')).toMatchObject({ source: 'demo', freshness: { live: false } });
  });

  it('serves what an earlier live run stored, live only while its newest candle is fresh', async () => {
    const at = api.clock.now();
    await api.db.k.transaction().execute(async (trx) => {
      await storeCandles(trx, 'eth', candles(api, 400, 1, 3000), 'binance', true, at);
      await storeCandles(trx, 'btc', candles(api, 400, 10, 90_000), 'binance', true, at);
      await bumpDataVersion(trx, at, { candles: ['eth', 'btc'] });
    });
    api.clock.advance(2000);
    const eth = await details('eth');
    expect(eth.status).toBe(200);
    expect(eth.body.data.stock.dataSource).toMatchObject({ prices: 'live', demo: false, label: null });
    expect(eth.body.data.stock.freshness).toEqual({ live: true, asOf: candles(api, 1, 1)[0].date });
    // Ten days old: served, but as of its day, not live.
    const btc = await details('btc');
    expect(btc.body.data.stock.dataSource).toMatchObject({ prices: 'live', demo: false });
    expect(btc.body.data.stock.freshness).toEqual({ live: false, asOf: candles(api, 10, 10)[0].date });
    // An asset with nothing stored stays on demo prices beside them.
    const list = await api.request('GET', '/v1/stock/list');
    expect(list.body.data.find((a: { id: string }) => a.id === 'ada')).toMatchObject({ source: 'demo', freshness: { live: false } });
    expect(list.body.data.find((a: { id: string }) => a.id === 'eth')).toMatchObject({ source: 'live', freshness: { live: true } });
  });
});

describe('offline, with bundled price files', () => {
  let api: TestApi;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bundled-'));
    api = await startApi();
    const rows = candles(api, 300, 1, 50_000).map((c) => `${c.date},${c.open},${c.high},${c.low},${c.close},${c.volume}`);
    writeFileSync(path.join(dir, 'BTC-USD.csv'), ['date,open,high,low,close,volume', ...rows].join('\n'));
    await api.close();
    api = await startApi({ config: { market: loadMarketConfig({ MARKET_LIVE_SOURCE: 'binance', MARKET_DATA_DIR: dir }) } });
  });

  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the bundled files where they cover an asset, demo prices elsewhere, and neither as live', async () => {
    const token = await memberToken(api);
    const btc = await api.request('GET', '/v1/stock/details/btc', { token });
    expect(btc.status).toBe(200);
    expect(btc.body.data.stock.dataSource).toMatchObject({ prices: 'csv', demo: false, label: null });
    expect(btc.body.data.stock.freshness.live).toBe(false);
    expect(btc.body.data.stock.candles.at(-1).close).toBeCloseTo(50_000 * (1 + 0.002 * 299), 6);
    const eth = await api.request('GET', '/v1/stock/details/eth', { token });
    expect(eth.body.data.stock.dataSource).toMatchObject({ prices: 'demo', demo: true, label: 'demo data' });
  });
});

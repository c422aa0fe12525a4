// The rest of each price provider's interface, over loopback against answers in each source's format: the latest
// prices of many symbols (in one call where the source allows), the listing or a search in it, and the test
// symbol being listed (the health probe's question).
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { binancePrices } from '../src/prices/providers/binance';
import { HOUR, probe } from '../src/prices/providers/price-provider';
import { coinbasePrices } from '../src/prices/providers/coinbase';
import { krakenPrices } from '../src/prices/providers/kraken';
import { stooqPrices } from '../src/prices/providers/stooq';
import { tiingoPrices } from '../src/prices/providers/tiingo';
import { yahooPrices } from '../src/prices/providers/yahoo';
import { createSourceHttp } from '../src/prices/sources/source-http';
import { allAssets } from '../src/catalogue/service/catalogue';
import { startLoopbackServer, type LoopbackServer } from './support/loopback-server';

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());

const ctx = () => ({ now: Date.now(), latestDay: () => null, fingerprint: null, timeoutMs: 3000, http: createSourceHttp({ offline: true }), deadline: Date.now() + 30_000 });
const send = (body: unknown, type = 'application/json') => (_req: unknown, res: ServerResponse) => void res.writeHead(200, { 'content-type': type }).end(typeof body === 'string' ? body : JSON.stringify(body));
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', 'prices', name), 'utf8');
const asked = () => server.requests.map((r) => decodeURIComponent(r.path));

it('Binance: both prices in one call (weight 4), the trading symbols of exchangeInfo, its test symbol listed', async () => {
  server.route('/api/v3/ticker/price', send(fixture('binance-ticker-price.json')));
  server.route('/api/v3/exchangeInfo', send(fixture('binance-exchange-info.json')));
  const binance = binancePrices(server.url);
  expect(await binance.quotes(ctx(), ['BTCUSDT', 'ETHUSDT'])).toEqual(new Map([['BTCUSDT', 71396.71], ['ETHUSDT', 3881.69]]));
  expect(asked().at(-1)).toBe('/api/v3/ticker/price?symbols=["BTCUSDT","ETHUSDT"]');
  expect((await binance.search(ctx(), 'eth')).map((s) => s.symbol)).toEqual(['ETHBTC', 'ETHUSDT']);
  expect((await binance.search(ctx(), binance.testSymbol)).map((s) => s.symbol)).toEqual(['BTCUSDT']);
});

it("Kraken: tickers of many pairs in one call, matched back from Kraken's own pair names; the pair listing", async () => {
  server.route('/0/public/Ticker', send({ error: [], result: { XXBTZUSD: { a: ['71400.1', '1', '1.000'], c: ['71396.7', '0.01'] }, XDGUSD: { c: ['0.1612', '100'] } } }));
  server.route('/0/public/AssetPairs', send({ error: [], result: { XXBTZUSD: { altname: 'XBTUSD', wsname: 'XBT/USD' }, XETHZUSD: { altname: 'ETHUSD', wsname: 'ETH/USD' } } }));
  const kraken = krakenPrices(server.url);
  expect(await kraken.quotes(ctx(), ['XBTUSD', 'XDGUSD'])).toEqual(new Map([['XBTUSD', 71396.7], ['XDGUSD', 0.1612]]));
  expect(await kraken.search(ctx(), 'xbt')).toEqual([{ symbol: 'XBTUSD', name: 'XBT/USD' }]);
});

it('Coinbase: one ticker per product (no batch endpoint), the product list without delisted products', async () => {
  server.route('/products/BTC-USD/ticker', send({ trade_id: 1, price: '71396.71', size: '0.01', time: '2024-03-14T23:59:59Z' }));
  server.route('/products/ETH-USD/ticker', send({ trade_id: 2, price: '3881.69', size: '0.5', time: '2024-03-14T23:59:59Z' }));
  server.route('/products', send([{ id: 'BTC-USD', base_currency: 'BTC', display_name: 'BTC/USD', status: 'online' }, { id: 'OLD-USD', base_currency: 'OLD', status: 'delisted' }]));
  const coinbase = coinbasePrices(server.url);
  expect(await coinbase.quotes(ctx(), ['BTC-USD', 'ETH-USD'])).toEqual(new Map([['BTC-USD', 71396.71], ['ETH-USD', 3881.69]]));
  expect(await coinbase.search(ctx(), '')).toEqual([{ symbol: 'BTC-USD', name: 'BTC/USD' }]);
});

it('Yahoo: quotes and search with the crumb; Tiingo: IEX prices of many tickers with the key in a header; Stooq: CSV quotes', async () => {
  server.route('/', (_req, res) => void res.writeHead(404, { 'set-cookie': 'A3=s; Path=/' }).end());
  server.route('/v1/test/getcrumb', send('c1', 'text/plain'));
  server.route('/v7/finance/quote', send({ quoteResponse: { result: [{ symbol: 'AAPL', regularMarketPrice: 189.97 }, { symbol: 'SPY', regularMarketPrice: 455.3 }], error: null } }));
  server.route('/v1/finance/search', send({ quotes: [{ symbol: 'NVDA', shortname: 'NVIDIA Corporation', quoteType: 'EQUITY' }] }));
  const yahoo = yahooPrices(server.url);
  expect(await yahoo.quotes(ctx(), ['AAPL', 'SPY'])).toEqual(new Map([['AAPL', 189.97], ['SPY', 455.3]]));
  expect(asked().at(-1)).toBe('/v7/finance/quote?symbols=AAPL,SPY&crumb=c1');
  expect(await yahoo.search(ctx(), 'nvidia')).toEqual([{ symbol: 'NVDA', name: 'NVIDIA Corporation' }]);
  server.route('/iex/', send([{ ticker: 'AAPL', tngoLast: 189.97, last: 189.95 }, { ticker: 'MSFT', tngoLast: 378.61 }]));
  const tiingo = tiingoPrices(server.url, 'secret-key');
  expect(await tiingo.quotes(ctx(), ['aapl', 'msft'])).toEqual(new Map([['aapl', 189.97], ['msft', 378.61]]));
  expect(server.requests.at(-1)?.headers.authorization).toBe('Token secret-key');
  expect(server.requests.at(-1)?.path).not.toContain('secret-key');
  server.route('/q/l/', send('Symbol,Date,Time,Open,High,Low,Close,Volume\nAAPL.US,2023-11-24,22:00:09,190.87,190.9,189.25,189.97,24048344\n', 'text/csv'));
  expect(await stooqPrices(server.url).quotes(ctx(), ['aapl.us'])).toEqual(new Map([['aapl.us', 189.97]]));
});

it("names every catalogue asset in each provider's own symbols", () => {
  const btc = allAssets().find((a) => a.id === 'btc');
  const doge = allAssets().find((a) => a.id === 'doge');
  const bnb = allAssets().find((a) => a.id === 'bnb');
  const spy = allAssets().find((a) => a.id === 'spy');
  expect(btc?.symbols).toEqual({ binance: 'BTCUSDT', coinbase: 'BTC-USD', kraken: 'XBTUSD' });
  expect(doge?.symbols.kraken).toBe('XDGUSD');
  expect(bnb?.symbols).toEqual({ binance: 'BNBUSDT' });
  expect(spy?.symbols).toEqual({ yahoo: 'SPY', tiingo: 'spy', stooq: 'spy.us' });
});

it('Binance: hourly candles between two times, paged by the hour; the probe answers the test symbol\'s price', async () => {
  const start = Date.parse('2024-03-14T00:00:00Z');
  server.route('/api/v3/klines', (req, res) => {
    const url = new URL(req.url ?? '', server.url);
    const from = Number(url.searchParams.get('startTime'));
    const limit = Number(url.searchParams.get('limit'));
    // 1,500 hours from `start`, answered `limit` at a time from startTime on.
    const rows = Array.from({ length: 1500 }, (_, i) => start + i * HOUR)
      .filter((t) => t >= from && t <= Number(url.searchParams.get('endTime')))
      .slice(0, limit)
      .map((t) => [t, '1', '2', '0.5', '1.5', '10', t + HOUR - 1, '15', 3, '0', '0', '0']);
    send(rows)(req, res);
  });
  const binance = binancePrices(server.url);
  const points = await binance.historical(ctx(), 'BTCUSDT', '1h', start, start + 1200 * HOUR);
  expect(points).toHaveLength(1200);
  expect(points[1].time - points[0].time).toBe(HOUR);
  const klines = asked().filter((p) => p.startsWith('/api/v3/klines'));
  expect(klines.map((p) => new URL(p, server.url).searchParams.get('interval'))).toEqual(['1h', '1h']);
  expect(new URL(klines[1], server.url).searchParams.get('startTime')).toBe(String(start + 1000 * HOUR));
  server.route('/api/v3/ticker/price', send([{ symbol: 'BTCUSDT', price: '71396.71' }]));
  expect(await probe(binance, ctx())).toBe(71396.71);
  server.route('/api/v3/ticker/price', send([]));
  await expect(probe(binance, ctx())).rejects.toMatchObject({ reason: 'empty' });
});

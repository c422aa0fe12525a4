// Each price provider's parser against an answer in its published format (api/test/fixtures/prices): rows become
// candles with USD volume, bad rows and holidays' null rows are left out, error bodies are refused with a reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { klinePoints } from '../src/prices/providers/binance';
import { coinbasePoints } from '../src/prices/providers/coinbase';
import { krakenPoints } from '../src/prices/providers/kraken';
import { dailyCandles } from '../src/prices/providers/price-chain';
import { tiingoPoints } from '../src/prices/providers/tiingo';
import { chartPoints } from '../src/prices/providers/yahoo';
import { checkBody } from '../src/prices/sources/soft-failures';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
  return 'accepted';
};

it('Binance klines: open time, prices, quote volume; a short row is malformed', () => {
  const { points, rows, malformed } = klinePoints(fixture('ingestion/klines-btc.json'));
  expect([rows, malformed, points.length]).toEqual([5, 1, 4]);
  expect(dailyCandles(points)[0]).toEqual({ date: '2024-03-12', open: 71477.99, high: 72850.01, low: 71334.09, close: 72850.01, volume: 3322612436.6 });
});

it('Binance exchangeInfo: the listing, and its published request weight', () => {
  const info = JSON.parse(fixture('prices/binance-exchange-info.json'));
  expect(info.rateLimits.find((r: { rateLimitType: string }) => r.rateLimitType === 'REQUEST_WEIGHT')).toMatchObject({ interval: 'MINUTE', limit: 6000 });
  expect(reasonOf(() => checkBody(fixture('prices/binance-exchange-info.json'), 'json', 'application/json'))).toBe('accepted');
  expect(info.symbols.filter((s: { status: string }) => s.status === 'TRADING').map((s: { symbol: string }) => s.symbol)).toEqual(['BTCUSDT', 'ETHBTC', 'ETHUSDT']);
});

it('Coinbase candles: newest first in the answer, oldest first out; base volume in USD; a bad row left out', () => {
  const points = coinbasePoints(fixture('prices/coinbase-candles-btc.json'));
  expect(dailyCandles(points).map((c) => [c.date, c.open, c.close])).toEqual([
    ['2024-03-13', 72125.32, 73067.43],
    ['2024-03-14', 73067.43, 71396.71],
    ['2024-03-15', 71396.7, 69499.85],
  ]);
  expect(points[0].volume).toBeCloseTo(23055.65890011 * 73067.43, 2);
});

it("Kraken OHLC: the result under Kraken's own pair name, `last` as the next cursor", () => {
  const { points, last } = krakenPoints(fixture('prices/kraken-ohlc-xbtusd.json'));
  expect(dailyCandles(points).map((c) => [c.date, c.close])).toEqual([
    ['2024-03-12', 71470],
    ['2024-03-13', 73059.9],
    ['2024-03-14', 71375.2],
    ['2024-03-15', 69455.9],
  ]);
  expect(last).toBe(1710374400 * 1000);
  expect(reasonOf(() => checkBody('{"error":["EQuery:Unknown asset pair"]}', 'json', 'application/json'))).toBe('error-body');
});

it("Yahoo chart: each day at the market's open, Thanksgiving's null row left out, an error chart refused", () => {
  const { points, nullRows, price } = chartPoints(fixture('prices/yahoo-chart-aapl.json'));
  expect(nullRows).toBe(1);
  expect(price).toBe(189.97);
  expect(dailyCandles(points).map((c) => [c.date, Number(c.close.toFixed(2))])).toEqual([
    ['2023-11-20', 191.45],
    ['2023-11-21', 190.64],
    ['2023-11-22', 191.31],
    ['2023-11-24', 189.97],
  ]);
  expect(reasonOf(() => checkBody(fixture('prices/yahoo-chart-error.json'), 'json', 'application/json'))).toBe('error-body');
});

it('Tiingo end-of-day: the split-adjusted prices, so a 10-for-1 split is not a 90% fall; an error body refused', () => {
  const candles = dailyCandles(tiingoPoints(fixture('prices/tiingo-daily-nvda.json')));
  expect(candles.map((c) => [c.date, c.close])).toEqual([
    ['2024-06-07', 120.888],
    ['2024-06-10', 121.79],
    ['2024-06-11', 120.91],
  ]);
  expect(reasonOf(() => checkBody(fixture('prices/tiingo-error.json'), 'json', 'application/json'))).toBe('error-body');
});

it("Stooq's challenge page, answered with status 200, is refused as a challenge", () => {
  expect(reasonOf(() => checkBody(fixture('prices/stooq-challenge.html'), 'csv', 'text/html; charset=utf-8'))).toBe('challenge');
  expect(reasonOf(() => checkBody(fixture('ingestion/stooq-aapl.csv'), 'csv', 'text/csv'))).toBe('accepted');
});

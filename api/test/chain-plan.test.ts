// The order each kind of price is asked in: the default chains on the public hosts, MARKET_LIVE_SOURCE and
// STOCK_LIVE_SOURCE naming the first provider (a name, or a base URL as before), Tiingo only with its key, each
// provider's base URL from its own variable, and a clear error for a value that is neither.
import { priceChains } from '../src/prices/providers/chain-plan';
import { providersFor } from '../src/jobs/ingestion/ingestion';
import { loadMarketConfig } from '../src/prices/service/config';

const order = (env: NodeJS.ProcessEnv) => {
  const plan = priceChains(loadMarketConfig(env));
  return { crypto: plan.crypto.map((p) => `${p.name} ${p.host}`), stock: plan.stock.map((p) => `${p.name} ${p.host}`) };
};

it('builds the default chains on the public hosts', () => {
  expect(order({})).toEqual({
    crypto: ['binance data-api.binance.vision', 'coinbase api.exchange.coinbase.com', 'kraken api.kraken.com'],
    stock: ['yahoo query1.finance.yahoo.com', 'stooq stooq.com'],
  });
  expect(order({ TIINGO_API_KEY: 'k' }).stock).toEqual(['yahoo query1.finance.yahoo.com', 'tiingo api.tiingo.com', 'stooq stooq.com']);
});

it('lets MARKET_LIVE_SOURCE and STOCK_LIVE_SOURCE name the first provider, the others following', () => {
  expect(order({ MARKET_LIVE_SOURCE: 'kraken', STOCK_LIVE_SOURCE: 'Stooq' })).toEqual({
    crypto: ['kraken api.kraken.com', 'binance data-api.binance.vision', 'coinbase api.exchange.coinbase.com'],
    stock: ['stooq stooq.com', 'yahoo query1.finance.yahoo.com'],
  });
  expect(order({ MARKET_LIVE_SOURCE: 'http://127.0.0.1:9000/', STOCK_LIVE_SOURCE: 'http://127.0.0.1:9001' })).toEqual({
    crypto: ['binance@127.0.0.1:9000 127.0.0.1:9000', 'coinbase api.exchange.coinbase.com', 'kraken api.kraken.com'],
    stock: ['stooq@127.0.0.1:9001 127.0.0.1:9001', 'yahoo query1.finance.yahoo.com'],
  });
  expect(order({ COINBASE_BASE_URL: 'http://localhost:9002' }).crypto[1]).toBe('coinbase@localhost:9002 localhost:9002');
  expect(() => priceChains(loadMarketConfig({ MARKET_LIVE_SOURCE: 'binanse' }))).toThrow('MARKET_LIVE_SOURCE is neither a provider (binance, coinbase, kraken) nor an http(s) base URL: binanse');
});

it('offline, builds the chains but switches off every provider off this machine; one on loopback still runs', () => {
  const chains = providersFor(loadMarketConfig({})).filter((p) => p.kind.endsWith('-prices'));
  expect(chains.map((p) => [p.source, p.switchedOff])).toEqual([
    ['crypto prices', true],
    ['stock prices', true],
  ]);
  const local = providersFor(loadMarketConfig({ KRAKEN_BASE_URL: 'http://127.0.0.1:9003' })).find((p) => p.kind === 'crypto-prices');
  expect(local?.switchedOff).toBe(false);
  expect(local?.members?.map((m) => m.host)).toEqual(['data-api.binance.vision', 'api.exchange.coinbase.com', '127.0.0.1:9003']);
});

// The catalogue's first rows: the twelve assets a new database starts with (written by migration 110).
import type { AssetRow } from './tables';

type FirstAsset = Omit<AssetRow, 'state' | 'state_reason' | 'revision' | 'updated_at'>;

/** Kraken's names where they differ from the symbol (XBT for bitcoin, XDG for dogecoin); null where Kraken does not list the asset. */
const KRAKEN: Record<string, string | null> = { BTC: 'XBTUSD', DOGE: 'XDGUSD', BNB: null };
/** Assets Coinbase Exchange does not list. */
const NOT_ON_COINBASE = new Set(['BNB']);

/** Each crypto provider's own symbol for a coin: its USDT pair on Binance, its USD product on Coinbase, its USD pair on Kraken. */
export const cryptoSymbols = (symbol: string): Record<string, string> => {
  const kraken = symbol in KRAKEN ? KRAKEN[symbol] : `${symbol}USD`;
  return { binance: `${symbol}USDT`, ...(NOT_ON_COINBASE.has(symbol) ? {} : { coinbase: `${symbol}-USD` }), ...(kraken ? { kraken } : {}) };
};

type Demo = { start: number; volatility: number };

const crypto = (symbol: string, name: string, aliases: string[], demo: Demo) => ({
  symbol,
  name,
  kind: 'crypto' as const,
  exchange: 'Binance',
  symbols: cryptoSymbols(symbol),
  file: `${symbol}-USD`,
  aliases,
  demo,
});

const listed = (kind: 'stock' | 'etf', exchange: string) => (symbol: string, name: string, aliases: string[], demo: Demo) => ({
  symbol,
  name,
  kind,
  exchange,
  symbols: { yahoo: symbol, tiingo: symbol.toLowerCase(), stooq: `${symbol.toLowerCase()}.us` },
  file: symbol,
  aliases,
  demo,
});
const nasdaq = listed('stock', 'NASDAQ');

const FIRST = [
  crypto('BTC', 'Bitcoin', ['bitcoin', 'btc', 'xbt'], { start: 14000, volatility: 0.7 }),
  crypto('ETH', 'Ethereum', ['ethereum', 'eth', 'ether'], { start: 800, volatility: 0.85 }),
  crypto('SOL', 'Solana', ['solana', 'sol'], { start: 1.5, volatility: 1.1 }),
  crypto('BNB', 'BNB', ['bnb', 'binance coin', 'bnb chain'], { start: 9, volatility: 0.9 }),
  crypto('XRP', 'XRP', ['xrp', 'ripple'], { start: 2.4, volatility: 1.0 }),
  crypto('ADA', 'Cardano', ['cardano', 'ada'], { start: 0.7, volatility: 1.0 }),
  crypto('DOGE', 'Dogecoin', ['dogecoin', 'doge'], { start: 0.009, volatility: 1.2 }),
  nasdaq('AAPL', 'Apple', ['apple', 'aapl'], { start: 43, volatility: 0.3 }),
  nasdaq('MSFT', 'Microsoft', ['microsoft', 'msft'], { start: 86, volatility: 0.28 }),
  nasdaq('NVDA', 'NVIDIA', ['nvidia', 'nvda'], { start: 5, volatility: 0.5 }),
  nasdaq('TSLA', 'Tesla', ['tesla', 'tsla'], { start: 21, volatility: 0.6 }),
  listed('etf', 'NYSE Arca')('SPY', 'SPDR S&P 500 ETF', ['s&p 500', 's&p', 'spy', 'wall street', 'stock market'], { start: 268, volatility: 0.18 }),
];

export const FIRST_ASSETS: readonly FirstAsset[] = FIRST.map((a, position) => ({
  id: a.symbol.toLowerCase(),
  symbol: a.symbol,
  name: a.name,
  kind: a.kind,
  exchange: a.exchange,
  provider_symbols: JSON.stringify(a.symbols),
  aliases: JSON.stringify(a.aliases),
  is_default: a.symbol === 'BTC' ? 1 : 0,
  file: a.file,
  demo_start: a.demo.start,
  demo_volatility: a.demo.volatility,
  position,
}));

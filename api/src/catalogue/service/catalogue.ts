import type { AssetKind } from '@sentiscope/shared/contract';

/** The price sources SentiScope reads (docs/ingestion.md, "Price chains"). */
export type PriceFormat = 'binance' | 'coinbase' | 'kraken' | 'yahoo' | 'tiingo' | 'stooq';

export type Asset = {
  /** Stable lower-case id used in URLs and in a plan's `cryptos` list ('btc'). */
  id: string;
  /** Display name, starting with the symbol ('BTC - Bitcoin'): the client's fallback picks a name beginning with BTC. */
  name: string;
  /** Plain name for sentences ('Bitcoin'). */
  title: string;
  symbol: string;
  kind: AssetKind;
  isDefault: boolean;
  /** File name (without .csv) in MARKET_DATA_DIR. */
  file: string;
  /** Binance-style spot pair for the live source; null when the live source does not list the asset. */
  livePair: string | null;
  /** Each price source's own symbol for the asset; a source missing here does not list it. */
  symbols: Partial<Record<PriceFormat, string>>;
  /** Lower-case words or phrases a headline must contain to be about this asset. */
  aliases: string[];
  /** Deterministic demo generator: starting price on DEMO_EPOCH and yearly volatility. */
  demo: { start: number; volatility: number };
};

/** Kraken's names where they differ from the symbol (XBT for bitcoin, XDG for dogecoin); null where Kraken does not list the asset. */
const KRAKEN: Record<string, string | null> = { BTC: 'XBTUSD', DOGE: 'XDGUSD', BNB: null };
/** Assets Coinbase Exchange does not list. */
const NOT_ON_COINBASE = new Set(['BNB']);

const cryptoSymbols = (symbol: string): Asset['symbols'] => {
  const kraken = symbol in KRAKEN ? KRAKEN[symbol] : `${symbol}USD`;
  return { binance: `${symbol}USDT`, ...(NOT_ON_COINBASE.has(symbol) ? {} : { coinbase: `${symbol}-USD` }), ...(kraken ? { kraken } : {}) };
};

const crypto = (symbol: string, title: string, aliases: string[], demo: Asset['demo']): Asset => ({
  id: symbol.toLowerCase(),
  name: `${symbol} - ${title}`,
  title,
  symbol,
  kind: 'crypto',
  isDefault: symbol === 'BTC',
  file: `${symbol}-USD`,
  livePair: `${symbol}USDT`,
  symbols: cryptoSymbols(symbol),
  aliases,
  demo,
});

const stock = (symbol: string, title: string, aliases: string[], demo: Asset['demo']): Asset => ({
  id: symbol.toLowerCase(),
  name: `${symbol} - ${title}`,
  title,
  symbol,
  kind: 'stock',
  isDefault: false,
  file: symbol,
  livePair: null,
  symbols: { yahoo: symbol, tiingo: symbol.toLowerCase(), stooq: `${symbol.toLowerCase()}.us` },
  aliases,
  demo,
});

export const ASSETS: readonly Asset[] = [
  crypto('BTC', 'Bitcoin', ['bitcoin', 'btc', 'xbt'], { start: 14000, volatility: 0.7 }),
  crypto('ETH', 'Ethereum', ['ethereum', 'eth', 'ether'], { start: 800, volatility: 0.85 }),
  crypto('SOL', 'Solana', ['solana', 'sol'], { start: 1.5, volatility: 1.1 }),
  crypto('BNB', 'BNB', ['bnb', 'binance coin', 'bnb chain'], { start: 9, volatility: 0.9 }),
  crypto('XRP', 'XRP', ['xrp', 'ripple'], { start: 2.4, volatility: 1.0 }),
  crypto('ADA', 'Cardano', ['cardano', 'ada'], { start: 0.7, volatility: 1.0 }),
  crypto('DOGE', 'Dogecoin', ['dogecoin', 'doge'], { start: 0.009, volatility: 1.2 }),
  stock('AAPL', 'Apple', ['apple', 'aapl'], { start: 43, volatility: 0.3 }),
  stock('MSFT', 'Microsoft', ['microsoft', 'msft'], { start: 86, volatility: 0.28 }),
  stock('NVDA', 'NVIDIA', ['nvidia', 'nvda'], { start: 5, volatility: 0.5 }),
  stock('TSLA', 'Tesla', ['tesla', 'tsla'], { start: 21, volatility: 0.6 }),
  stock('SPY', 'SPDR S&P 500 ETF', ['s&p 500', 's&p', 'spy', 'wall street', 'stock market'], {
    start: 268,
    volatility: 0.18,
  }),
];

const BY_ID = new Map(ASSETS.map((a) => [a.id, a]));

/** Case-insensitive lookup by id ('BTC' finds btc). */
export function findAsset(id: string): Asset | undefined {
  return BY_ID.get(id.toLowerCase());
}

export const DEFAULT_ASSET_ID = 'btc';

/** Days per year used to annualise volatility: every calendar day trades for crypto, NYSE days for stocks. */
export const periodsPerYear = (kind: AssetKind): number => (kind === 'crypto' ? 365 : 252);

// The order in which each kind of price is asked for (docs/ingestion.md, "Price chains"). Crypto: Binance's keyless
// market-data host, then Coinbase Exchange, then Kraken. Stocks and ETFs: Yahoo's chart API, then Tiingo when
// TIINGO_API_KEY is set, then Stooq. MARKET_LIVE_SOURCE and STOCK_LIVE_SOURCE name the first provider of their
// chain: a provider's name, or a base URL (Binance-compatible for crypto, Stooq-compatible for stocks, as before).
import type { PriceFormat } from '../../catalogue/service/catalogue';
import type { MarketConfig, ProviderUrls } from '../service/config';
import { PROVIDER_DEFAULTS } from '../service/config';

export type { PriceFormat } from '../../catalogue/service/catalogue';

export type PlannedProvider = {
  /** Its name in data-health and in the stored candles' source: the format, with its host when not the public one. */
  name: string;
  format: PriceFormat;
  base: string;
  host: string;
};

export const CRYPTO_ORDER: readonly PriceFormat[] = ['binance', 'coinbase', 'kraken'];
export const STOCK_ORDER: readonly PriceFormat[] = ['yahoo', 'tiingo', 'stooq'];

export function plannedProvider(format: PriceFormat, base: string): PlannedProvider {
  const root = base.replace(/\/+$/, '');
  const host = new URL(root).host;
  const publicHost = new URL(PROVIDER_DEFAULTS[format as keyof ProviderUrls]).host;
  return { name: host === publicHost ? format : `${format}@${host}`, format, base: root, host };
}

function chain(order: readonly PriceFormat[], urlFormat: PriceFormat, first: string | null, config: MarketConfig): PlannedProvider[] {
  const named = first === null ? null : (order.find((f) => f === first.trim().toLowerCase()) ?? null);
  const usable = order.filter((f) => f !== 'tiingo' || config.keys.tiingo !== null || named === 'tiingo');
  const planned = usable.map((f) => plannedProvider(f, config.providers[f as keyof ProviderUrls]));
  if (first === null) return planned;
  if (named !== null) return [...planned.filter((p) => p.format === named), ...planned.filter((p) => p.format !== named)];
  // A base URL: a provider of the chain's URL format at that address comes first, the others follow.
  let custom: PlannedProvider;
  try {
    custom = plannedProvider(urlFormat, first);
  } catch {
    throw new Error(`${urlFormat === 'binance' ? 'MARKET_LIVE_SOURCE' : 'STOCK_LIVE_SOURCE'} is neither a provider (${order.join(', ')}) nor an http(s) base URL: ${first}`);
  }
  return [custom, ...planned.filter((p) => p.format !== urlFormat)];
}

/** Crypto and stock chains, in the order they are tried. */
export function priceChains(config: MarketConfig): { crypto: PlannedProvider[]; stock: PlannedProvider[] } {
  return {
    crypto: chain(CRYPTO_ORDER, 'binance', config.liveSource, config),
    stock: chain(STOCK_ORDER, 'stooq', config.stockSource ?? null, config),
  };
}

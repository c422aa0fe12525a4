// The two price chains built from the configuration's plan (chain-plan.ts): each planned provider made from its
// format and base URL.
import type { Asset } from '../../catalogue/service/catalogue';
import type { MarketConfig } from '../service/config';
import { priceChains, type PlannedProvider } from './chain-plan';
import type { IngestProvider } from '../sources/types';
import { binancePrices } from './binance';
import { coinbasePrices } from './coinbase';
import { krakenPrices } from './kraken';
import { hourlyChain } from './hourly-chain';
import { priceChain } from './price-chain';
import type { PriceProvider } from './price-provider';
import { stooqPrices } from './stooq';
import { tiingoPrices } from './tiingo';
import { yahooPrices } from './yahoo';

export function priceProvider(planned: PlannedProvider, config: MarketConfig): PriceProvider {
  switch (planned.format) {
    case 'binance':
      return binancePrices(planned.base);
    case 'coinbase':
      return coinbasePrices(planned.base);
    case 'kraken':
      return krakenPrices(planned.base);
    case 'yahoo':
      return yahooPrices(planned.base);
    case 'tiingo':
      return tiingoPrices(planned.base, config.keys.tiingo);
    case 'stooq':
      return stooqPrices(planned.base);
  }
}

/** The crypto chain and the stock chain, each one source of the pipeline. */
/** `assets` is read at each run: an asset the catalogue gains is served by the next run. */
export function priceChainsFor(config: MarketConfig, assets: () => readonly Asset[]): IngestProvider[] {
  const plan = priceChains(config);
  return [
    priceChain('crypto-prices', plan.crypto.map((p) => priceProvider(p, config)), assets, config.offline),
    priceChain('stock-prices', plan.stock.map((p) => priceProvider(p, config)), assets, config.offline),
  ];
}

/** The formats that serve hours (Stooq serves days only). */
const servesHours = (p: PriceProvider) => p.format !== 'stooq';

/** The hourly chains: the same providers in the same order, less those that serve no hours. */
export function hourlyChainsFor(config: MarketConfig, assets: () => readonly Asset[]): IngestProvider[] {
  const plan = priceChains(config);
  const providers = (list: readonly PlannedProvider[]) => list.map((p) => priceProvider(p, config)).filter(servesHours);
  return [hourlyChain('crypto-prices', providers(plan.crypto), assets, config.offline), hourlyChain('stock-prices', providers(plan.stock), assets, config.offline)];
}

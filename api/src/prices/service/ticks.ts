// The latest price of every tracked asset (docs/ingestion.md, "Price chains"): one batched quotes call per provider
// of each chain, in the chain's order; an asset a provider did not price is asked of the next one. A provider outside
// this machine is switched off offline, so with no loopback source nothing ticks and the price is not live.
import type { Db } from '../../platform/db';
import { allAssets, type Asset } from '../../catalogue/service/catalogue';
import type { MarketConfig } from '../service/config';
import { priceChains } from '../providers/chain-plan';
import { priceProvider } from '../providers/chains';
import type { PriceProvider } from '../providers/price-provider';
import { failureReason } from '../sources/source-error';
import { offHost, type SourceHttp } from '../sources/source-http';
import { storeTicks, type Tick } from '../data/ticks';

export type { Tick };

export type TickRun = { live: boolean; ticks: Tick[]; errors: string[] };

export type Ticker = {
  /** True when at least one provider of either chain may run here. */
  live: boolean;
  run(): Promise<TickRun>;
};

async function chainTicks(providers: readonly PriceProvider[], assets: readonly Asset[], ask: (p: PriceProvider, symbols: string[]) => Promise<Map<string, number>>, at: number, errors: string[]): Promise<Tick[]> {
  const ticks: Tick[] = [];
  let left = assets;
  for (const provider of providers) {
    const own = left.map((asset) => ({ asset, symbol: provider.symbolOf(asset) })).filter((o): o is { asset: Asset; symbol: string } => o.symbol !== null);
    if (own.length === 0) continue;
    try {
      const prices = await ask(provider, own.map((o) => o.symbol));
      const priced = new Set<string>();
      for (const { asset, symbol } of own) {
        const price = prices.get(symbol);
        if (price === undefined) continue;
        ticks.push({ assetId: asset.id, price, source: provider.name, at });
        priced.add(asset.id);
      }
      left = left.filter((a) => !priced.has(a.id));
    } catch (error) {
      errors.push(`${provider.name}: ${failureReason(error)}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
    }
    if (left.length === 0) break;
  }
  return ticks;
}

export function createTicker(config: MarketConfig, db: Db, now: () => number, http: SourceHttp): Ticker {
  const timeoutMs = config.ingestTimeoutMs ?? 10_000;
  const plan = priceChains(config);
  const active = (list: typeof plan.crypto) => list.map((p) => priceProvider(p, config)).filter((p) => !offHost(config.offline, p.host));
  const crypto = active(plan.crypto);
  const stock = active(plan.stock);
  return {
    live: crypto.length + stock.length > 0,
    async run() {
      const at = now();
      // Real time bounds the run, not the run's clock (as for the ingestion's sources).
      const ctx = { now: at, latestDay: () => null, fingerprint: null, timeoutMs, http, deadline: Date.now() + timeoutMs };
      const ask = (p: PriceProvider, symbols: string[]) => p.quotes(ctx, symbols);
      const errors: string[] = [];
      const assets = allAssets();
      const ticks = [
        ...(await chainTicks(crypto, assets.filter((a) => a.kind === 'crypto'), ask, at, errors)),
        ...(await chainTicks(stock, assets.filter((a) => a.kind === 'stock'), ask, at, errors)),
      ];
      await storeTicks(db, ticks);
      return { live: ticks.length > 0, ticks, errors };
    },
  };
}

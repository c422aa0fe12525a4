// A chain of price providers as one source of the pipeline (docs/ingestion.md, "Price chains"): for each asset the
// providers are asked in order for the days it lacks; the first that answers usable candles serves, and the
// reasons the ones before it failed are kept for data-health. A soft failure (no candles where days were due, a
// price far from the stored last close) counts as a failure and nothing of it is stored.
import type { Candle, IngestSourceKind } from '@sentiscope/shared/contract';
import type { Asset } from '../../catalogue/service/catalogue';
import { isoDay } from '../../platform/days';
import { failureReason, SourceError } from '../sources/source-error';
import { offHost } from '../sources/source-http';
import { emptyBatch, type FetchContext, type IngestProvider, type MemberOutcome, type SourceBatch } from '../sources/types';
import { DAY, type PricePoint, type PriceProvider } from './price-provider';

/** History is fetched from here, so indicators do not depend on when the store was first filled. */
export const LIVE_EPOCH = '2018-01-01';
/** A first new close more than this many times above or below the stored last close is refused as implausible. */
export const PLAUSIBLE_FACTOR = 4;
/** ...when the stored close is at most this many days older (a longer gap may hold any move). */
const PLAUSIBLE_GAP_DAYS = 31;

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Days were due when the gap holds a trading day: any day for crypto, three weekdays for stocks (holidays never close three). */
export function due(kind: Asset['kind'], from: number, to: number): boolean {
  if (kind === 'crypto') return to > from;
  let weekdays = 0;
  for (let t = from; t < to; t += DAY) if (![0, 6].includes(new Date(t).getUTCDay())) weekdays++;
  return weekdays >= 3;
}

/** Points as daily candles, one per day, oldest first. */
export const dailyCandles = (points: readonly PricePoint[]): Candle[] => [...new Map(points.map(({ time, ...c }) => [isoDay(time), { date: isoDay(time), ...c }])).values()].sort((a, b) => (a.date < b.date ? -1 : 1));

function checkPlausible(candles: readonly Candle[], last: { date: string; close: number } | null): void {
  const first = candles[0];
  if (!first || !last || (dayStart(first.date) - dayStart(last.date)) / DAY > PLAUSIBLE_GAP_DAYS) return;
  const ratio = first.close / last.close;
  if (ratio > PLAUSIBLE_FACTOR || ratio < 1 / PLAUSIBLE_FACTOR) {
    throw new SourceError(`answered a close of ${first.close} on ${first.date} against the stored ${last.close} of ${last.date}`, 'implausible');
  }
}

export function priceChain(kind: ChainKind, providers: readonly PriceProvider[], assets: () => readonly Asset[], offline: boolean): IngestProvider {
  const active = providers.filter((p) => !offHost(offline, p.host));
  const own = () => assets().filter((a) => (kind === 'crypto-prices' ? a.kind === 'crypto' : a.kind === 'stock'));

  async function serve(ctx: FetchContext, asset: Asset, batch: SourceBatch, outcomes: Map<string, MemberOutcome>) {
    const lastClosedDay = isoDay(ctx.now - DAY);
    const latest = ctx.latestDay(asset.id);
    if (latest !== null && latest >= lastClosedDay) return;
    const from = dayStart(latest === null ? LIVE_EPOCH : latest) + (latest === null ? 0 : DAY);
    const to = dayStart(lastClosedDay) + DAY;
    const skipped: { provider: string; reason: string }[] = [];
    for (const provider of active) {
      const symbol = provider.symbolOf(asset);
      if (symbol === null) continue;
      const outcome = outcomes.get(provider.name) as MemberOutcome;
      try {
        const candles = dailyCandles(await provider.historical(ctx, symbol, '1d', from, to));
        if (candles.length === 0 && due(asset.kind, from, to)) throw new SourceError(`answered no candles for ${symbol} where days were due`, 'empty');
        checkPlausible(candles, ctx.lastClose?.(asset.id) ?? null);
        batch.fetched += candles.length;
        batch.candles.push({ assetId: asset.id, candles, source: provider.name });
        outcome.served += 1;
        batch.sourcing?.push({ assetId: asset.id, servedBy: provider.name, skipped });
        return;
      } catch (error) {
        const reason = `${failureReason(error)}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
        skipped.push({ provider: provider.name, reason });
        outcome.errors.push(`${asset.symbol}: ${reason}`);
      }
    }
    batch.sourcing?.push({ assetId: asset.id, servedBy: null, skipped });
    batch.errors.push(`${asset.symbol}: no provider served it${skipped.length > 0 ? ` (${skipped.map((s) => `${s.provider}: ${s.reason}`).join('; ')})` : ''}`.slice(0, 500));
  }

  return chainSource({ kind, source: kind === 'crypto-prices' ? 'crypto prices' : 'stock prices', providers, assets: own, offline }, serve, { sourcing: [] });
}

/** How a chain fetches one asset: the batch it adds to and each active provider's outcome so far. */
export type ServeAsset = (ctx: FetchContext, asset: Asset, batch: SourceBatch, outcomes: Map<string, MemberOutcome>) => Promise<void>;

/** A chain as one source of the pipeline: its providers listed, the ones that may run asked for every asset of its kind. */
export type ChainKind = Extract<IngestSourceKind, 'crypto-prices' | 'stock-prices'>;
/** `assets`: the chain's assets, read at each run (the catalogue may change between runs). */
type ChainOf = { kind: ChainKind; source: string; providers: readonly PriceProvider[]; assets: () => readonly Asset[]; offline: boolean };

export function chainSource({ kind, source, providers, assets, offline }: ChainOf, serve: ServeAsset, start: Partial<SourceBatch>): IngestProvider {
  const active = providers.filter((p) => !offHost(offline, p.host));
  return {
    source,
    kind,
    overwrite: true,
    members: providers.map((p) => ({ name: p.name, host: p.host })),
    switchedOff: active.length === 0,
    async fetch(ctx) {
      const batch: SourceBatch = { ...emptyBatch(), ...start, outcomes: [] };
      const outcomes = new Map(active.map((p) => [p.name, { name: p.name, served: 0, errors: [] } as MemberOutcome]));
      await Promise.all(assets().map((asset) => serve(ctx, asset, batch, outcomes)));
      batch.outcomes = [...outcomes.values()].filter((o) => o.served > 0 || o.errors.length > 0);
      return batch;
    },
  };
}

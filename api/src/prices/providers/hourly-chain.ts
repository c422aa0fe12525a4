// The hourly candles through the same chains as the daily ones (docs/ingestion.md, "Hourly candles"): for each
// asset the providers are asked in order for the closed hours after the newest stored one, back to 90 days for
// every asset and two years for the default ones. The range is walked in windows of about a thousand hours, so a run
// stopped by the source's deadline keeps the windows it finished and the next run goes on from there.
import type { Asset } from '../../catalogue/service/catalogue';
import { failureReason, SourceError } from '../sources/source-error';
import { offHost } from '../sources/source-http';
import type { FetchContext, IngestProvider, MemberOutcome, SourceBatch } from '../sources/types';
import { chainSource, due, type ChainKind } from './price-chain';
import { DAY, HOUR, type PricePoint, type PriceProvider } from './price-provider';

/** How far back the hourly series reaches: every asset, and the default ones. */
export const HOURLY_DEPTH_DAYS = 90;
export const DEFAULT_HOURLY_DEPTH_DAYS = 730;
/** One window of the backfill: a thousand hours, one page of Binance's klines. */
const WINDOW = 1000 * HOUR;

/** The end of the last closed hour: an hour is stored only once it has closed. */
export const closedHoursEnd = (now: number) => Math.floor(now / HOUR) * HOUR;

/** Where an asset's hourly series starts when nothing is stored yet. */
export const hourlyStart = (asset: Asset, now: number) => closedHoursEnd(now) - (asset.isDefault ? DEFAULT_HOURLY_DEPTH_DAYS : HOURLY_DEPTH_DAYS) * DAY;

const describe = (error: unknown) => `${failureReason(error)}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);

/**
 * One provider's hours of an asset in [from, to), window after window; only hours that closed by `now` (a stock's
 * hour opening at half past closes at the next half past). A failure after some windows keeps what they gave.
 */
async function windows(ctx: FetchContext, provider: PriceProvider, symbol: string, from: number, to: number): Promise<{ points: PricePoint[]; error: unknown }> {
  const points: PricePoint[] = [];
  for (let start = from; start < to; start += WINDOW) {
    try {
      const got = await provider.historical(ctx, symbol, '1h', start, Math.min(to, start + WINDOW));
      points.push(...got.filter((p) => p.time + HOUR <= ctx.now));
    } catch (error) {
      if (points.length === 0) throw error;
      return { points, error };
    }
  }
  return { points, error: null };
}

/** `assets` is read at each run: an asset added to the catalogue gets its hours on the next run. */
export function hourlyChain(kind: ChainKind, providers: readonly PriceProvider[], assets: () => readonly Asset[], offline: boolean): IngestProvider {
  const active = providers.filter((p) => !offHost(offline, p.host));
  const own = () => assets().filter((a) => (kind === 'crypto-prices' ? a.kind === 'crypto' : a.kind === 'stock'));

  async function serve(ctx: FetchContext, asset: Asset, batch: SourceBatch, outcomes: Map<string, MemberOutcome>) {
    const latest = ctx.latestHour?.(asset.id) ?? null;
    const from = latest === null ? hourlyStart(asset, ctx.now) : latest + HOUR;
    const to = closedHoursEnd(ctx.now);
    if (from >= to) return;
    const skipped: string[] = [];
    for (const provider of active) {
      const symbol = provider.symbolOf(asset);
      if (symbol === null) continue;
      const outcome = outcomes.get(provider.name) as MemberOutcome;
      try {
        const { points, error } = await windows(ctx, provider, symbol, from, to);
        if (points.length === 0 && due(asset.kind, from, to)) throw new SourceError(`answered no hours for ${symbol} where hours were due`, 'empty');
        batch.fetched += points.length;
        batch.hours?.push({ assetId: asset.id, points, source: provider.name });
        outcome.served += 1;
        // The windows before a failure are kept; the next run asks for the rest.
        if (error !== null) outcome.errors.push(`${asset.symbol} (hourly, kept ${points.length} hours): ${describe(error)}`);
        return;
      } catch (error) {
        skipped.push(`${provider.name}: ${describe(error)}`);
        outcome.errors.push(`${asset.symbol} (hourly): ${describe(error)}`);
      }
    }
    batch.errors.push(`${asset.symbol}: no provider served its hours${skipped.length > 0 ? ` (${skipped.join('; ')})` : ''}`.slice(0, 500));
  }

  return chainSource({ kind, source: kind === 'crypto-prices' ? 'crypto hourly prices' : 'stock hourly prices', providers, assets: own, offline }, serve, { hours: [] });
}

// One interface for every price source (docs/ingestion.md, "Price chains"): candles of a symbol between two times,
// daily or hourly; the latest price of many symbols in one call where the source allows; the source's listing or a
// search in it; and a test symbol for a health probe. Each provider uses its own symbols (BTCUSDT, BTC-USD, XBTUSD).
import type { Asset } from '../../catalogue/service/catalogue';
import { plannedProvider, type PriceFormat } from './chain-plan';
import { SourceError } from '../sources/source-error';
import type { FetchContext } from '../sources/types';

export type Interval = '1d' | '1h';

/** One candle as a source gives it: its opening instant (epoch ms) and its prices. */
export type PricePoint = { time: number; open: number; high: number; low: number; close: number; volume: number };

/** One symbol the source lists. */
export type ListedSymbol = { symbol: string; name: string | null };

export type PriceProvider = {
  name: string;
  format: PriceFormat;
  host: string;
  /** The source's own symbol for an asset; null when it does not list it. */
  symbolOf(asset: Asset): string | null;
  /** Candles opening in [from, to), oldest first, paged as the source requires (a page that does not advance ends it). */
  historical(ctx: FetchContext, symbol: string, interval: Interval, from: number, to: number): Promise<PricePoint[]>;
  /** The latest price of each symbol, in as few calls as the source allows. */
  quotes(ctx: FetchContext, symbols: readonly string[]): Promise<Map<string, number>>;
  /** Symbols the source lists whose symbol or name contains `query` (all of them for ''). */
  search(ctx: FetchContext, query: string): Promise<ListedSymbol[]>;
  /** A symbol the source always lists, for a health probe. */
  testSymbol: string;
};

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const stepOf = (interval: Interval) => (interval === '1d' ? DAY : HOUR);

/** A point whose numbers are prices: finite, positive, low at most high, volume not negative. */
export function validPoint(p: PricePoint): boolean {
  return Number.isFinite(p.time) && [p.open, p.high, p.low, p.close].every((v) => Number.isFinite(v) && v > 0) && p.low <= p.high && Number.isFinite(p.volume) && p.volume >= 0;
}

/** Parses a JSON body the HTTP client already judged to be JSON (its shape is the provider's to check). */
export function json(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new SourceError('malformed JSON', 'malformed');
  }
}

export const unexpected = (what: string) => new SourceError(`unexpected JSON (${what})`, 'malformed');

/** Most pages one symbol may take in one run: 8 years of daily candles at the smallest page (300) is 10. */
export const MAX_PAGES = 40;

/**
 * Walks a paged source forward from `from`: each page answers its points and the cursor of the next. It stops at
 * `to`, at a page that does not move the cursor forward (a source answering the same rows forever), after
 * MAX_PAGES pages, or at the source's deadline (the request itself refuses to start past it).
 */
export async function pageForward(from: number, to: number, page: (cursor: number) => Promise<{ points: PricePoint[]; next: number | null }>): Promise<PricePoint[]> {
  const points: PricePoint[] = [];
  let cursor = from;
  for (let pages = 0; cursor < to && pages < MAX_PAGES; pages++) {
    const { points: got, next } = await page(cursor);
    points.push(...got);
    if (next === null || next <= cursor) break;
    cursor = next;
  }
  // Within [from, to), oldest first, one point per instant.
  const byTime = new Map(points.filter((p) => p.time >= from && p.time < to).map((p) => [p.time, p]));
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Query string of a URL, from defined values only. */
export const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** What every provider states about itself: its name, host, format, test symbol and the asset's symbol there. */
export function identity(format: PriceFormat, base: string, testSymbol: string) {
  const { name, host, base: root } = plannedProvider(format, base);
  const own = { name, host, format, testSymbol, symbolOf: (asset: Asset) => asset.symbols[format] ?? null };
  return { root, own };
}

/** The health probe: the provider answers a price for its test symbol (the cheapest question each source takes). */
export async function probe(provider: PriceProvider, ctx: FetchContext): Promise<number> {
  const price = (await provider.quotes(ctx, [provider.testSymbol])).get(provider.testSymbol);
  if (price === undefined) throw new SourceError(`answered no price for its test symbol ${provider.testSymbol}`, 'empty');
  return price;
}

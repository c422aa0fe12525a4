import type { Candle, IngestSourceKind } from '@sentiscope/shared/contract';
import { SourceError } from './source-error';
import type { MarketConfig } from '../service/config';
import { offHost, type SourceAnswer, type SourceGet, type SourceHttp } from './source-http';

export { SourceError, failureReason, type SourceFailure } from './source-error';

/** One feed item as read, before cleaning: the pipeline checks its date and title. */
export type FetchedHeadline = {
  title: string;
  link: string | null;
  guid: string | null;
  /** Epoch ms of the publication time; null when the item gave no usable date. */
  publishedAt: number | null;
  source: string;
};

/** What one provider of a chain did in a run: the assets it served and its failures. */
export type MemberOutcome = { name: string; served: number; errors: string[] };

export type SourceBatch = {
  /** Each asset's candles; `source` names the provider of a chain that served them (the provider's own name when unset). */
  candles: { assetId: string; candles: Candle[]; source?: string }[];
  headlines: FetchedHeadline[];
  /** Items read from the answer (rows, feed items), usable or not. */
  fetched: number;
  /** Items the provider could not use: no or bad date, bad numbers, a day not yet closed is not counted. */
  malformed: number;
  /** Failures of part of the source (one asset's request) that did not stop the rest. */
  errors: string[];
  /** Each asset's closed hours (the hourly chains); stored beside the daily candles in the same transaction. */
  hours?: { assetId: string; points: { time: number; open: number; high: number; low: number; close: number; volume: number }[]; source: string }[];
  /** Bundled files: their size and time, to import them only when they change. */
  fingerprint?: string;
  /** Feeds: the answer's ETag and Last-Modified, sent back on the next run (conditional GET). */
  validators?: Validators;
  /** A chain's members' outcomes, each recorded under the member's name in data-health. */
  outcomes?: MemberOutcome[];
  /** A chain's answer per asset it had to fetch: who served it, and why the providers before it did not. */
  sourcing?: { assetId: string; servedBy: string | null; skipped: { provider: string; reason: string }[] }[];
};

export type Validators = { etag: string | null; lastModified: string | null };

export type FetchContext = {
  now: number;
  /** The newest stored day of an asset, to ask only for newer candles. */
  latestDay(assetId: string): string | null;
  /** The newest stored candle's day and close of an asset, to refuse a new price far from it. */
  lastClose?(assetId: string): { date: string; close: number } | null;
  /** The newest stored hour's opening instant of an asset (epoch ms), to ask only for the hours after it. */
  latestHour?(assetId: string): number | null;
  /** The fingerprint recorded after the last import (bundled files). */
  fingerprint: string | null;
  /** The validators of the source's last answer (feeds), for a conditional GET. */
  validators?: Validators;
  timeoutMs: number;
  /** The HTTP client every source uses (pacing, caps, offline refusal, redirect rules). */
  http: SourceHttp;
  /** Epoch ms by which the source must stop, all its requests and pages included. */
  deadline: number;
};

/** One provider of a chain as data-health lists it. */
export type ChainMember = { name: string; host: string };

/** A source of candles or headlines behind one interface; its base URL comes from the configuration. */
export type IngestProvider = {
  /** Its name in data-health and in run counts ('binance', 'stooq', a feed's host, 'bundled prices'). */
  source: string;
  kind: IngestSourceKind;
  /** Live sources overwrite a stored day; bundled files only fill days nothing else gave. */
  overwrite: boolean;
  /** 'unchanged' when a bundled file has not changed since it was imported, or a feed answered 304 Not Modified. */
  fetch(ctx: FetchContext): Promise<SourceBatch | 'unchanged'>;
  /**
   * The host it reads ('data-api.binance.vision', '127.0.0.1:9000'): data-health lists it, and with SENTISCOPE_OFFLINE
   * a provider whose host is not on this machine does not run at all. Files have none.
   */
  host?: string;
  /** True for a backfill: it stores items of days long past, so every asset's daily snapshots are computed again. */
  storesPastDays?: boolean;
  /** A chain's providers in the order it tries them (data-health lists each); a provider's own entry when unset. */
  members?: readonly ChainMember[];
  /** True when none of its providers may run (offline, every one is off this machine): listed, never run. */
  switchedOff?: boolean;
};

/** Offline, a provider whose host is not on this machine is switched off: listed in data-health, never run. */
export const switchedOff = (config: MarketConfig, p: IngestProvider) => p.switchedOff === true || (p.host !== undefined && offHost(config.offline, p.host));

export const emptyBatch = (): SourceBatch => ({ candles: [], headlines: [], fetched: 0, malformed: 0, errors: [] });

/** A GET of one source through the source HTTP client, within the request timeout and the source's deadline. */
export async function fetchAnswer(ctx: FetchContext, url: string, expect: SourceGet['expect'], extra: Partial<SourceGet> = {}): Promise<SourceAnswer> {
  const left = ctx.deadline - Date.now();
  if (left <= 0) throw new SourceError('the source ran past its deadline for this run', 'deadline');
  return ctx.http.get({ url, expect, timeoutMs: Math.min(ctx.timeoutMs, left), deadline: ctx.deadline, ...extra });
}

/** The text of a GET of one source (fetchAnswer's body). */
export async function fetchText(ctx: FetchContext, url: string, expect: SourceGet['expect'], extra: Partial<SourceGet> = {}): Promise<string> {
  return (await fetchAnswer(ctx, url, expect, extra)).body;
}

/**
 * Runs `each` for every asset side by side: one asset's failure is noted in the batch and the others go on; the
 * source as a whole fails only when every asset did.
 */
export async function forEachAsset<A extends { symbol: string }>(assets: readonly A[], batch: SourceBatch, each: (asset: A) => Promise<void>): Promise<SourceBatch> {
  const results = await Promise.allSettled(assets.map(each));
  results.forEach((r, i) => {
    if (r.status === 'rejected') batch.errors.push(`${assets[i].symbol}: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
  });
  if (batch.errors.length === assets.length && assets.length > 0) throw new SourceError(batch.errors[0]);
  return batch;
}

/** The assets a source serves: a list, or the catalogue's as each run reads it (an asset added later is served too). */
export type AssetsOf<A> = readonly A[] | (() => readonly A[]);

export const assetsNow = <A>(assets: AssetsOf<A>): readonly A[] => (typeof assets === 'function' ? assets() : assets);

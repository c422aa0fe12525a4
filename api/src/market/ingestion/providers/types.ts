import type { Candle, IngestSourceKind } from '@sentiscope/shared/contract';

/** One feed item as read, before cleaning: the pipeline checks its date and title. */
export type FetchedHeadline = {
  title: string;
  link: string | null;
  guid: string | null;
  /** Epoch ms of the publication time; null when the item gave no usable date. */
  publishedAt: number | null;
  source: string;
};

export type SourceBatch = {
  candles: { assetId: string; candles: Candle[] }[];
  headlines: FetchedHeadline[];
  /** Items read from the answer (rows, feed items), usable or not. */
  fetched: number;
  /** Items the provider could not use: no or bad date, bad numbers, a day not yet closed is not counted. */
  malformed: number;
  /** Failures of part of the source (one asset's request) that did not stop the rest. */
  errors: string[];
  /** Bundled files: their size and time, to import them only when they change. */
  fingerprint?: string;
};

export type FetchContext = {
  now: number;
  /** The newest stored day of an asset, to ask only for newer candles. */
  latestDay(assetId: string): string | null;
  /** The fingerprint recorded after the last import (bundled files). */
  fingerprint: string | null;
  timeoutMs: number;
};

/** A source of candles or headlines behind one interface; its base URL comes from the configuration. */
export type IngestProvider = {
  /** Its name in data-health and in run counts ('binance', 'stooq', a feed's host, 'bundled prices'). */
  source: string;
  kind: IngestSourceKind;
  /** Live sources overwrite a stored day; bundled files only fill days nothing else gave. */
  overwrite: boolean;
  /** 'unchanged' when a bundled file has not changed since it was imported. */
  fetch(ctx: FetchContext): Promise<SourceBatch | 'unchanged'>;
};

export const emptyBatch = (): SourceBatch => ({ candles: [], headlines: [], fetched: 0, malformed: 0, errors: [] });

/** A source answered with something other than data: the message data-health shows. */
export class SourceError extends Error {}

export async function fetchText(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'SentiScope ingestion' } });
  } catch (error) {
    const names = [error, (error as { cause?: unknown })?.cause].map((e) => (e instanceof Error || e instanceof DOMException ? e.name : ''));
    throw new SourceError(names.includes('TimeoutError') ? `no answer within ${timeoutMs} ms` : `unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw new SourceError(`answered ${response.status}`);
  return response.text();
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

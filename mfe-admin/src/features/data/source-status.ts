import { MS_PER_DAY, type IngestSourceKind, type SourceHealth } from '@sentiscope/shared/contract';

export const KIND_LABELS: Record<IngestSourceKind, string> = {
  'crypto-prices': 'Crypto prices',
  'stock-prices': 'Stock prices',
  headlines: 'Headlines',
  'bundled-prices': 'Bundled prices',
  'bundled-headlines': 'Bundled headlines',
};

export type SourceStatus = 'ok' | 'failing' | 'stale' | 'never run';

const LIVE_PRICE_KINDS: ReadonlySet<IngestSourceKind> = new Set(['crypto-prices', 'stock-prices']);

/**
 * A source is failing when its last error is as new as its last success or newer (a run that stored some items
 * and failed on others records both at once), stale when it is a live price source whose newest candle is more
 * than a day old (the bundled files end where they end), and never run before it has succeeded or failed once.
 */
export function sourceStatus(source: SourceHealth, now: Date): SourceStatus {
  if (!source.lastSuccessAt && !source.lastErrorAt) return 'never run';
  // An error at the time of the last success is that run's own: some of the source's items failed (one asset's answer).
  if (source.lastErrorAt && (!source.lastSuccessAt || source.lastErrorAt >= source.lastSuccessAt)) return 'failing';
  if (LIVE_PRICE_KINDS.has(source.kind) && source.latestItemDate) {
    const newest = Date.parse(`${source.latestItemDate}T00:00:00Z`);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    if (today - newest > MS_PER_DAY) return 'stale';
  }
  return 'ok';
}

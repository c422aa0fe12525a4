// The headline backfill from GDELT DOC 2.0 (mode=artlist, format=json): on the first run, and for any asset added
// later, the past headlines naming each asset, read in week-long slices back over GDELT's rolling window (about
// three months), newest first. GDELT asks for one request every 5 s, which the HTTP client keeps for its host, so
// a run reads what its deadline allows and the next run goes on where it stopped. What each asset has been read
// back to is kept in the source's fingerprint, written with the headlines in one transaction: a run killed halfway
// reads the same slices again, and an asset whose window is read is never asked for again.
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import type { Asset } from '../../catalogue/service/catalogue';
import { newsQuery } from './asset-news';
import { gdeltQueryTime, parseGdeltArtlist } from './gdelt-artlist';
import { assetsNow, emptyBatch, fetchText, SourceError, type AssetsOf, type IngestProvider } from '../../prices/sources/types';

export const GDELT_PUBLIC = 'https://api.gdeltproject.org';
/** How far back the backfill reaches: GDELT DOC 2.0 searches a rolling window of about three months. */
export const BACKFILL_DAYS = 90;
export const SLICE_DAYS = 7;
/** GDELT's largest article list per query. */
export const MAX_RECORDS = 250;

type BackfillAsset = Pick<Asset, 'id' | 'symbol' | 'title' | 'kind'>;
/** Per asset: the start of its window, and the end of the next slice to read (walking back to the start). */
type Progress = Record<string, { from: number; next: number }>;

function readProgress(fingerprint: string | null): Progress {
  try {
    const parsed = fingerprint ? (JSON.parse(fingerprint) as unknown) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Progress) : {};
  } catch {
    return {};
  }
}

export function gdeltUrl(base: string, asset: BackfillAsset, start: number, end: number): string {
  const terms = newsQuery(asset);
  const query = `${terms.includes(' OR ') ? `(${terms})` : terms} sourcelang:english`;
  const params = { query, mode: 'artlist', format: 'json', startdatetime: gdeltQueryTime(start), enddatetime: gdeltQueryTime(end), maxrecords: String(MAX_RECORDS), sort: 'datedesc' };
  return `${base}/api/v2/doc/doc?${new URLSearchParams(params)}`;
}

export function gdeltBackfillProvider(base: string, assets: AssetsOf<BackfillAsset>, options: { days?: number; sliceDays?: number } = {}): IngestProvider {
  const host = new URL(base).host;
  const windowMs = (options.days ?? BACKFILL_DAYS) * MS_PER_DAY;
  const sliceMs = (options.sliceDays ?? SLICE_DAYS) * MS_PER_DAY;
  return {
    source: host === new URL(GDELT_PUBLIC).host ? 'gdelt' : `gdelt@${host}`,
    host,
    kind: 'headlines',
    overwrite: false,
    storesPastDays: true,
    async fetch(ctx) {
      const progress = readProgress(ctx.fingerprint);
      const pending = assetsNow(assets).filter((a) => !progress[a.id] || progress[a.id].next > progress[a.id].from);
      if (pending.length === 0) return 'unchanged';
      const batch = emptyBatch();
      let read = 0;
      for (const asset of pending) {
        const p = (progress[asset.id] ??= { from: ctx.now - windowMs, next: ctx.now });
        while (p.next > p.from) {
          const start = Math.max(p.from, p.next - sliceMs);
          let body: string;
          try {
            body = await fetchText(ctx, gdeltUrl(base, asset, start, p.next), 'json');
          } catch (error) {
            // Nothing read in this run: the source failed. Otherwise keep what was read; the next run goes on (the
            // run's deadline reached is no failure: the pacing GDELT asks for allows only so many slices a run).
            if (read === 0) throw error;
            if (!(error instanceof SourceError && error.reason === 'deadline')) batch.errors.push(`${asset.symbol}: ${error instanceof Error ? error.message : String(error)}`);
            batch.fingerprint = JSON.stringify(progress);
            return batch;
          }
          const items = parseGdeltArtlist(body);
          batch.headlines.push(...items);
          batch.fetched += items.length;
          p.next = start;
          read++;
        }
      }
      batch.fingerprint = JSON.stringify(progress);
      return batch;
    },
  };
}

// One ingestion run: every source fetched on its own (retried with backoff), cleaned, de-duplicated, scored and
// stored in one transaction per source, then the daily snapshots brought up to date. A failing source is recorded
// in data-health and never stops the others; what is stored stays as it was.
import type { IngestRun, IngestSourceCounts } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import { bumpDataVersion, newestCandleSources, readSource, recordSource, storeCandles } from '../../prices/data/store';
import { latestHours, storeHourlyCandles } from '../../prices/data/hourly';
import { knownHeadlineKeys, storeHeadlines } from '../../news/data/headlines';
import { recordSourcing } from '../../prices/data/sourcing';
import { nextHeadlineGeneration } from '../../prices/data/data-state';
import type { SourceRow } from '../../prices/data/tables';
import { checkHeadlines, scoreHeadlines } from '../../news/service/headline-items';
import { createSourceHttp, type SourceHttp } from '../../prices/sources/source-http';
import type { IngestProvider, MemberOutcome, SourceBatch } from '../../prices/sources/types';
import type { Executor } from '../../platform/db';
import { isOffline } from '../../platform/outbound';

export type PipelineOptions = {
  db: Db;
  providers: readonly IngestProvider[];
  now: () => number;
  modelVersion: string;
  /** Per request; 10 s by default. */
  timeoutMs?: number;
  /** Further tries after a failed fetch, each after twice the previous wait (backoffMs, 2 × backoffMs, ...). */
  retries?: number;
  backoffMs?: number;
  /** The HTTP client of every source (its hosts' pacing and rest last across runs); one of its own when unset. */
  http?: SourceHttp;
  /** How long one source may take in one run, retries and pages included (120 s). */
  sourceDeadlineMs?: number;
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Tries a source again after a failure: the wait between tries is its host's backoff, kept by the HTTP client. */
type Newest = Map<string, { date: string; close: number }>;
/** The newest stored day per asset and the newest stored hour (read once per group of sources). */
type Latest = { days: Newest; hours: Map<string, number> };

async function fetchWithRetries(provider: IngestProvider, options: PipelineOptions & { http: SourceHttp }, { days: latest, hours }: Latest, state: SourceRow | undefined) {
  const fingerprint = state?.fingerprint ?? null;
  const validators = { etag: state?.etag ?? null, lastModified: state?.last_modified ?? null };
  const retries = options.retries ?? 2;
  // Real time, not the run's clock: the deadline bounds how long the source may keep the run busy.
  const deadline = Date.now() + (options.sourceDeadlineMs ?? 120_000);
  for (let attempt = 0; ; attempt++) {
    try {
      return await provider.fetch({
        now: options.now(),
        latestDay: (id) => latest.get(id)?.date ?? null,
        lastClose: (id) => latest.get(id) ?? null,
        latestHour: (id) => hours.get(id) ?? null,
        fingerprint,
        validators,
        timeoutMs: options.timeoutMs ?? 10_000,
        http: options.http,
        deadline,
      });
    } catch (error) {
      if (attempt >= retries || Date.now() >= deadline) throw error;
    }
  }
}

/** Stores one source's batch in one transaction: a run stopped halfway leaves none of it, and the next run fetches it again. */
async function storeBatch(options: PipelineOptions, provider: IngestProvider, batch: SourceBatch, counts: IngestSourceCounts, at: number) {
  const { db } = options;
  const checked = checkHeadlines(batch.headlines, at);
  counts.malformed += checked.malformed;
  counts.duplicates += checked.duplicates;
  const known = checked.items.length > 0 ? await knownHeadlineKeys(db.k, checked.items.flatMap((h) => (h.link_key ? [h.link_key] : [])), checked.items.map((h) => h.title_key)) : new Set<string>();
  const fresh = checked.items.filter((h) => !known.has(h.title_key) && !(h.link_key && known.has(h.link_key)));
  counts.duplicates += checked.items.length - fresh.length;
  // Scored before the transaction: the model is pure CPU and the write then holds its lock only briefly.
  const scored = await scoreHeadlines(fresh, options.modelVersion);
  let latestItem: string | null = null;
  for (const { candles } of batch.candles) for (const c of candles) if (latestItem === null || c.date > latestItem) latestItem = c.date;
  for (const h of scored) if (latestItem === null || h.day > latestItem) latestItem = h.day;
  await db.k.transaction().execute(async (trx) => {
    let stored = 0;
    const changedAssets: string[] = [];
    const byMember = new Map<string, { stored: number; newest: string | null }>();
    for (const { assetId, candles, source } of batch.candles) {
      const changed = await storeCandles(trx, assetId, candles, source ?? provider.source, provider.overwrite, at);
      if (changed > 0) changedAssets.push(assetId);
      stored += changed;
      if (source) {
        const m = byMember.get(source) ?? { stored: 0, newest: null };
        const newest = candles.at(-1)?.date ?? null;
        byMember.set(source, { stored: m.stored + changed, newest: newest && (!m.newest || newest > m.newest) ? newest : m.newest });
      }
    }
    for (const { assetId, points, source } of batch.hours ?? []) {
      const changed = await storeHourlyCandles(trx, assetId, points, source, at);
      stored += changed;
      const m = byMember.get(source) ?? { stored: 0, newest: null };
      byMember.set(source, { ...m, stored: m.stored + changed });
    }
    const generation = scored.length > 0 ? await nextHeadlineGeneration(trx) : 0;
    const storedHeadlines = await storeHeadlines(trx, scored, at, generation);
    // Another run may have stored the same story a moment ago.
    counts.duplicates += scored.length - storedHeadlines;
    stored += storedHeadlines;
    if (provider.members) {
      // A chain: each member's outcome under its own name; the chain itself has no row.
      for (const o of batch.outcomes ?? []) await recordMember(trx, provider, o, byMember.get(o.name), at);
      if (batch.sourcing && batch.sourcing.length > 0) await recordSourcing(trx, batch.sourcing, at);
      if (stored > 0) await bumpDataVersion(trx, at, { candles: changedAssets });
      counts.stored += stored;
      return;
    }
    const before = await readSource(trx, provider.source);
    const newest = before?.latest_item_date && latestItem && before.latest_item_date > latestItem ? before.latest_item_date : (latestItem ?? before?.latest_item_date ?? null);
    await recordSource(trx, {
      source: provider.source,
      kind: provider.kind,
      last_success_at: at,
      items_stored: (before?.items_stored ?? 0) + stored,
      latest_item_date: newest,
      ...(batch.fingerprint !== undefined ? { fingerprint: batch.fingerprint } : {}),
      ...(batch.validators ? { etag: batch.validators.etag, last_modified: batch.validators.lastModified } : {}),
      ...(batch.errors.length > 0 ? { last_error_at: at, last_error: batch.errors.join('; ').slice(0, 500) } : {}),
    });
    // Said precisely, so readers read again only these assets' candles and the headlines of this generation.
    if (stored > 0) await bumpDataVersion(trx, at, { candles: changedAssets });
    counts.stored += stored;
  });
}

async function recordMember(trx: Executor, chain: IngestProvider, o: MemberOutcome, got: { stored: number; newest: string | null } | undefined, at: number) {
  const before = await readSource(trx, o.name);
  const newest = got?.newest && (!before?.latest_item_date || got.newest > before.latest_item_date) ? got.newest : (before?.latest_item_date ?? null);
  await recordSource(trx, {
    source: o.name,
    kind: chain.kind,
    ...(o.served > 0 ? { last_success_at: at, items_stored: (before?.items_stored ?? 0) + (got?.stored ?? 0), latest_item_date: newest } : {}),
    ...(o.errors.length > 0 ? { last_error_at: at, last_error: o.errors.join('; ').slice(0, 500) } : {}),
  });
}

async function runProvider(options: PipelineOptions & { http: SourceHttp }, provider: IngestProvider, latest: Latest): Promise<IngestSourceCounts> {
  const counts: IngestSourceCounts = { source: provider.source, kind: provider.kind, fetched: 0, stored: 0, duplicates: 0, malformed: 0, errors: 0, error: null };
  const { db } = options;
  try {
    const state = await readSource(db.k, provider.source);
    const batch = await fetchWithRetries(provider, options, latest, state);
    const at = options.now();
    if (batch === 'unchanged') {
      await recordSource(db.k, { source: provider.source, kind: provider.kind, last_success_at: at });
      return counts;
    }
    counts.fetched = batch.fetched;
    counts.malformed = batch.malformed;
    counts.errors = batch.errors.length;
    counts.error = batch.errors.length > 0 ? batch.errors.join('; ').slice(0, 500) : null;
    await storeBatch(options, provider, batch, counts, at);
  } catch (error) {
    counts.errors += 1;
    counts.error = message(error);
    // Recording the failure must not fail the run either (the database itself may be what failed).
    await recordSource(db.k, { source: provider.source, kind: provider.kind, last_error_at: options.now(), last_error: counts.error }).catch(() => undefined);
  }
  return counts;
}

/** Runs every source once, side by side; bundled files first so live sources only add what they lack. */
export async function runIngestion(options: PipelineOptions): Promise<IngestRun> {
  const startedAt = new Date(options.now()).toISOString();
  const bundled = options.providers.filter((p) => p.kind.startsWith('bundled'));
  const live = options.providers.filter((p) => !p.kind.startsWith('bundled'));
  const sources: IngestSourceCounts[] = [];
  const withHttp = { ...options, http: options.http ?? createSourceHttp({ offline: isOffline(), backoffMs: options.backoffMs }) };
  for (const group of [bundled, live]) {
    if (group.length === 0) continue;
    const days: Newest = await newestCandleSources(options.db.k).catch(() => new Map());
    const hours = await latestHours(options.db.k).catch(() => new Map<string, number>());
    const latest: Latest = { days, hours };
    sources.push(...(await Promise.all(group.map((p) => runProvider(withHttp, p, latest)))));
  }
  return { startedAt, finishedAt: new Date(options.now()).toISOString(), sources };
}

// The ingestion pipeline as the rest of the API sees it: one full run, the backfill after a model change, the
// data-health answer and the freshness of the stored prices.
import type { DataFreshness, DataHealth, IngestRun, IngestSourceKind } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import { allAssets, refreshCatalogue, servedAssets } from '../../catalogue/service/catalogue';
import type { MarketConfig } from '../../prices/service/config';
import { isoDay } from '../../platform/days';
import { bumpDataVersion, readSources } from '../../prices/data/store';
import { headlinesScoredOtherThan, rescoreHeadline } from '../../news/data/headlines';
import { scoreTitle } from '../../news/service/headline-items';
import { MODEL_VERSION } from '../../analysis/model/model';
import { runIngestion } from './pipeline';
import { bundledPricesProvider } from '../../prices/providers/bundled';
import { bundledHeadlinesProvider } from '../../news/providers/bundled-headlines';
import { feedNames, feedProvider } from '../../news/providers/feeds';
import { headlineFeeds } from '../../news/providers/default-feeds';
import { googleNewsProvider, yahooHeadlinesProvider } from '../../news/providers/asset-news';
import { gdeltBackfillProvider } from '../../news/providers/gdelt';
import { hourlyChainsFor, priceChainsFor } from '../../prices/providers/chains';
import { readSourcing } from '../../prices/data/sourcing';
import { createSourceHttp, type SourceHttp } from '../../prices/sources/source-http';
import { switchedOff, type IngestProvider } from '../../prices/sources/types';
import { assetSourcing, membersOf, sourceChains } from '../../prices/service/source-health';
import { updateSnapshots } from '../../history/service/snapshots';
import { createStoredMarket, freshnessOf, type StoredMarket } from '../../history/service/stored-market';

export type Ingestion = {
  /** True when any source is configured; without one the analysis uses generated demo prices. */
  configured: boolean;
  stored: StoredMarket;
  modelVersion: string;
  providers: readonly IngestProvider[];
  /** The HTTP client of every source: its hosts' pacing, backoff and rest last across runs. */
  http: SourceHttp;
  /**
   * One full run of every source (or only the bundled files), then the daily snapshots; with `snapshotsLater` the
   * answer does not wait for them (start-up: the analysis needs only the stored prices and headlines).
   */
  run(only?: 'bundled', options?: { snapshotsLater?: boolean }): Promise<IngestRun>;
  /** The hourly chains (docs/ingestion.md, "Hourly candles"); none runs offline unless pointed at this machine. */
  hourlyProviders: readonly IngestProvider[];
  /** One run of the hourly chains: the closed hours each asset lacks, stored beside the daily candles. */
  runHourly(): Promise<IngestRun>;
  /** Scores again every stored headline scored by another model version; returns how many. */
  rescore(): Promise<number>;
  health(): Promise<DataHealth>;
  freshness(): Promise<DataFreshness>;
  /** Runs `listener` after every run, once the daily snapshots are up to date (the alerts' evaluation); its failure never fails the run. */
  afterRun(listener: () => Promise<unknown>): void;
  /** Runs `listener` after every hourly run (the alerts on closed hours); its failure never fails the run. */
  afterHourly(listener: () => Promise<unknown>): void;
};

export function providersFor(config: MarketConfig): IngestProvider[] {
  const providers: IngestProvider[] = [];
  if (config.marketDataDir) providers.push(bundledPricesProvider(config.marketDataDir, allAssets()));
  if (config.headlinesFile) providers.push(bundledHeadlinesProvider(config.headlinesFile));
  // The price chains are always built (live by default); offline, their providers off this machine do not run.
  providers.push(...priceChainsFor(config, servedAssets));
  const feeds = headlineFeeds(config.rssFeeds);
  const names = feedNames(feeds);
  feeds.forEach((url, i) => providers.push(feedProvider(url, names[i])));
  // Every source that asks per asset reads the catalogue at each run: an asset added later takes part once active.
  providers.push(googleNewsProvider(config.providers.googleNews, servedAssets), yahooHeadlinesProvider(config.providers.yahooNews, servedAssets));
  providers.push(gdeltBackfillProvider(config.providers.gdelt, servedAssets));
  return providers;
}

export type IngestionOptions = { modelVersion?: string; providers?: IngestProvider[]; hourlyProviders?: IngestProvider[]; http?: SourceHttp };

export function createIngestion(config: MarketConfig, db: Db, now: () => number, options: IngestionOptions = {}): Ingestion {
  const providers = options.providers ?? providersFor(config);
  const active = providers.filter((p) => !switchedOff(config, p));
  const http = options.http ?? createSourceHttp({ offline: config.offline, backoffMs: config.ingestBackoffMs });
  const modelVersion = options.modelVersion ?? MODEL_VERSION;
  const hourlyProviders = options.hourlyProviders ?? hourlyChainsFor(config, servedAssets);
  const stored = createStoredMarket(db, now, config.historyCacheAssets);
  const listeners: Array<() => Promise<unknown>> = [];
  const hourlyListeners: Array<() => Promise<unknown>> = [];
  const notify = async () => {
    for (const listener of listeners) await listener().catch(() => undefined);
  };
  // New stored days are a write the readers of snapshots (the history, the screener) must see: a new data version
  // that says no candle and no headline changed, so nothing else is read again.
  async function snapshot(rebuild: boolean) {
    const result = await updateSnapshots(db, stored, allAssets(), rebuild);
    if (result.days > 0) {
      await bumpDataVersion(db.k, now(), { candles: [] });
      stored.invalidate();
    }
    return result;
  }

  const pipeline = { db, now, modelVersion, timeoutMs: config.ingestTimeoutMs, retries: config.ingestRetries, backoffMs: config.ingestBackoffMs, http, sourceDeadlineMs: config.sourceDeadlineMs };

  async function freshness(): Promise<DataFreshness> {
    let best: DataFreshness = { live: false, asOf: null };
    const coverage = await stored.coverage().catch(() => null);
    for (const asset of allAssets()) {
      const h = coverage?.get(asset.id);
      if (!h) continue;
      const f = freshnessOf(h.lastDay, h.source === 'live', asset.kind, now());
      if (best.asOf === null || (f.asOf as string) > best.asOf) best = { live: best.live || f.live, asOf: f.asOf };
      else best = { ...best, live: best.live || f.live };
    }
    return best;
  }

  return {
    configured: active.length > 0,
    stored,
    modelVersion,
    providers,
    http,
    async run(only, runOptions = {}) {
      // Links headlines by the catalogue's aliases as they are now (an admin may have edited them in another process).
      await refreshCatalogue(db, now()).catch(() => undefined);
      const chosen = only === 'bundled' ? active.filter((p) => p.kind.startsWith('bundled')) : active;
      const result = await runIngestion({ ...pipeline, providers: chosen });
      // Bundled files and the headline backfill store past days: the daily snapshots are all computed again.
      const pastDays = new Set(providers.filter((p) => p.kind.startsWith('bundled') || p.storesPastDays).map((p) => p.source));
      const changedEarlierDays = result.sources.some((s) => pastDays.has(s.source) && s.stored > 0);
      stored.invalidate();
      const snapshots = snapshot(changedEarlierDays).then(notify);
      if (runOptions.snapshotsLater) snapshots.catch(() => undefined);
      else await snapshots;
      return result;
    },
    hourlyProviders,
    async runHourly() {
      const result = await runIngestion({ ...pipeline, providers: hourlyProviders.filter((p) => !switchedOff(config, p)) });
      for (const listener of hourlyListeners) await listener().catch(() => undefined);
      return result;
    },
    async rescore() {
      let done = 0;
      for (;;) {
        const page = await headlinesScoredOtherThan(db.k, modelVersion, 500);
        if (page.length === 0) break;
        const scored = page.map((h) => ({ id: h.id, ...scoreTitle(h.title, modelVersion) }));
        await db.k.transaction().execute(async (trx) => {
          for (const { id, ...values } of scored) await rescoreHeadline(trx, id, values);
          await bumpDataVersion(trx, now());
        });
        done += page.length;
      }
      if (done > 0) {
        stored.invalidate();
        await snapshot(true);
      }
      return done;
    },
    async health() {
      const rows = await readSources(db.k);
      const known = new Map(rows.map((r) => [r.source, r]));
      // Configured sources that never ran yet are listed too, so an operator sees every source.
      // A chain is listed by its providers, each under its own name.
      const names = [...new Set([...providers.flatMap((p) => (p.members ? p.members.map((m) => m.name) : [p.source])), ...rows.map((r) => r.source)])];
      const sources = names.map((name) => {
        const r = known.get(name);
        const kind = (r?.kind ?? providers.find((p) => p.source === name || p.members?.some((m) => m.name === name))?.kind) as IngestSourceKind;
        return {
          source: name,
          kind,
          lastSuccessAt: r?.last_success_at ? new Date(Number(r.last_success_at)).toISOString() : null,
          lastErrorAt: r?.last_error_at ? new Date(Number(r.last_error_at)).toISOString() : null,
          lastError: r?.last_error ?? null,
          latestItemDate: r?.latest_item_date ?? null,
          itemsStored: Number(r?.items_stored ?? 0),
        };
      });
      const f = await freshness();
      const yesterday = isoDay(now() - 86_400_000);
      const membersOfKind = (kind: IngestSourceKind) => providers.filter((p) => p.kind === kind).flatMap(membersOf);
      const members = { 'crypto-prices': membersOfKind('crypto-prices'), 'stock-prices': membersOfKind('stock-prices'), headlines: membersOfKind('headlines') };
      const sourcing = await readSourcing(db.k);
      return {
        sources,
        stale: f.asOf === null || f.asOf < yesterday,
        freshness: f,
        offline: config.offline,
        chains: await sourceChains(db, members, http, config.offline),
        assets: await assetSourcing(db, allAssets(), (id) => sourcing.get(id)?.skipped ?? []),
      };
    },
    freshness,
    afterRun(listener) {
      listeners.push(listener);
    },
    afterHourly(listener) {
      hourlyListeners.push(listener);
    },
  };
}

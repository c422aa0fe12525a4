import type { Candle, DayHeadlineScope, DayHeadlines, HeadlineSource, StockAnalysis } from '@sentiscope/shared/contract';
import { analyse, NoDataInRangeError } from '../../analysis/analyse';
import { headlineDays, headlinesOfDay, type HeadlineSet } from '../../analysis/headlines';
import { coverageOf, type HeadlineDays } from '../../news/service/headline-coverage';
import { docs } from '../../analysis/methods';
import { writeWithLlm } from '../../analysis/llm-writer';
import { narrativeFacts } from '../../analysis/narrative';
import { catalogueVersion, findAsset, listedAssets, type Asset } from '../../catalogue/service/catalogue';
import type { MarketConfig } from '../../prices/service/config';
import { shiftDay } from '../../platform/days';
import { demoPriceProvider } from '../../prices/service/demo-prices';
import { switchedOff } from '../../prices/sources/types';
import { freshnessOf, readsStore, type IngestedData } from './stored-market';

export { readsStore };
import type { PriceProvider } from '../../prices/service/types';
import { DATE_ONLY, MarketRequestError, pageNumber, parseDay } from './request';

export { MarketRequestError, parseDay };

export type AssetCoverage = { firstDay: string; lastDay: string; source: PriceProvider['source'] };

export type DetailsQuery = { startDate?: string; endDate?: string };
export type DayHeadlinesQuery = { day?: string; scope?: string; offset?: string; limit?: string };

/** A day's headlines are answered a page at a time: a busy day (or a flooded feed) never makes one huge answer. */
export const DAY_HEADLINES_PAGE = 50;
export const DAY_HEADLINES_MAX_PAGE = 100;

export type MarketService = {
  assets(): readonly Asset[];
  /** Where prices and headlines come from with this configuration. */
  sources(): { prices: PriceProvider['source'][]; headlines: HeadlineSource };
  details(assetId: string, query: DetailsQuery): Promise<StockAnalysis>;
  /** Every scored headline of one asset on one day, in the scope the analysis chose for that asset. */
  dayHeadlines(assetId: string, query: DayHeadlinesQuery): Promise<DayHeadlines>;
  /** Each asset's first and last day with prices and where they come from; the same object while nothing changed. */
  coverage(): Promise<ReadonlyMap<string, AssetCoverage>>;
  /** Loads and scores what the first request would otherwise pay for. */
  warm(assetIds?: string[]): Promise<void>;
  clearCaches(): void;
};

export type MarketDeps = {
  now?: () => Date;
  /**
   * The stored market data: when it has sources, prices and headlines are read from the database (the one read
   * path for bundled files and live sources alike), even while SENTISCOPE_OFFLINE=1 switches the live ones off; an
   * asset with nothing stored gets generated demo prices, labelled as such, and no headlines.
   */
  ingestion?: IngestedData;
};

/** The live providers that may run here: SENTISCOPE_OFFLINE switches off those outside this machine. */
const runnable = (config: MarketConfig, ingestion: IngestedData | undefined) =>
  (ingestion?.providers ?? []).filter((p) => !p.kind.startsWith('bundled') && !switchedOff(config, p));

/** Analyses (and written narratives) kept at once, the oldest giving way: each holds a range's chart series. */
const CACHE_LIMIT = 32;

export function createMarketService(config: MarketConfig, deps: MarketDeps = {}): MarketService {
  const stored = readsStore(deps.ingestion) ? deps.ingestion.stored : null;
  const demo = demoPriceProvider(deps.now);
  const live = runnable(config, deps.ingestion);
  const feeds = (deps.ingestion?.providers ?? []).some((p) => p.kind === 'headlines');
  // Feeds that may run here first; offline, the bundled file's headlines when there is one, else what feeds stored.
  const headlineSource: HeadlineSource = !stored ? 'none' : live.some((p) => p.kind === 'headlines') ? 'rss' : config.headlinesFile ? 'csv' : feeds ? 'rss' : 'none';

  // Each analysis with the candles it was computed from, held weakly: an asset's candles that gave way (stored-market's
  // cap) are not kept alive here, and an analysis whose candles went is computed again.
  let results = new Map<string, { candles: WeakRef<readonly Candle[]>; headlines: HeadlineSet | null; analysis: StockAnalysis }>();
  let narratives = new Map<string, string[]>();
  // The same written analysis object for the same computed one, so callers can key their own caches on it.
  let written = new WeakMap<StockAnalysis, StockAnalysis>();

  async function historyOf(asset: Asset): Promise<{ candles: readonly Candle[]; source: PriceProvider['source'] } | null> {
    const own = stored ? await stored.history(asset) : null;
    if (own) return own;
    const candles = await demo.history(asset);
    return candles && candles.length > 0 ? { candles, source: 'demo' } : null;
  }

  async function headlineSet(): Promise<HeadlineSet | null> {
    if (!stored || headlineSource === 'none') return null;
    return stored.headlines().catch(() => null);
  }

  // The days with headlines for an asset, from the stored headlines.
  const headlineDaysOf = async (asset: Asset, headlines: HeadlineSet | null): Promise<HeadlineDays | null> =>
    headlines ? headlineDays(headlines, asset) : null;

  function remember<K, V>(map: Map<K, V>, key: K, value: V) {
    if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value as K);
    map.set(key, value);
  }

  async function narrate(analysis: StockAnalysis): Promise<StockAnalysis> {
    if (!config.llm) return analysis;
    const done = written.get(analysis);
    if (done) return done;
    const facts = narrativeFacts(analysis);
    const key = JSON.stringify(facts);
    let paragraphs = narratives.get(key);
    let reason: string | null = null;
    if (!paragraphs) {
      const result = await writeWithLlm(facts, config.llm);
      if (result.ok) {
        paragraphs = result.paragraphs;
        remember(narratives, key, paragraphs);
      } else reason = result.reason;
    }
    if (!paragraphs) return { ...analysis, narrative: { ...analysis.narrative, fallbackReason: reason } };
    const result = { ...analysis, narrative: { ...analysis.narrative, paragraphs, writer: 'llm' as const, model: config.llm.model } };
    written.set(analysis, result);
    return result;
  }

  let coverage: { stored: ReadonlyMap<string, AssetCoverage> | null; catalogue: string; value: ReadonlyMap<string, AssetCoverage> } | null = null;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  return {
    assets: () => listedAssets(),
    async coverage() {
      // Every catalogue answer asks for this: the stored days come from one aggregate per data version (no candle
      // is read), and the answer is the same object while neither they nor the catalogue changed.
      // While the database is unreachable for a moment, the days last read answer (none before the first read).
      const days = stored ? await stored.coverage().catch(() => undefined) : null;
      if (days === undefined) return coverage?.value ?? new Map<string, AssetCoverage>();
      if (coverage && coverage.stored === days && coverage.catalogue === catalogueVersion()) return coverage.value;
      const value = new Map<string, AssetCoverage>();
      for (const asset of listedAssets()) {
        const own = days?.get(asset.id);
        if (own) value.set(asset.id, own);
        else {
          // Nothing stored for it: the demo prices stand in, labelled.
          const candles = await demo.history(asset).catch(() => null);
          if (candles && candles.length > 0) value.set(asset.id, { firstDay: candles[0].date, lastDay: candles[candles.length - 1].date, source: 'demo' });
        }
      }
      coverage = { stored: days, catalogue: catalogueVersion(), value };
      return value;
    },
    sources: () => ({
      prices: ((list: PriceProvider['source'][]) => (list.length > 0 ? list : ['demo' as const]))([
        ...(live.some((p) => p.kind.endsWith('-prices')) ? ['live' as const] : []),
        ...(stored && config.marketDataDir ? ['csv' as const] : []),
      ]),
      headlines: headlineSource,
    }),
    async details(assetId, query) {
      const asset = findAsset(assetId);
      if (!asset) throw new MarketRequestError(404, `Unknown asset '${assetId}'.`);
      const explicitStart = query.startDate ? parseDay(query.startDate, 'startDate') : null;
      const explicitEnd = query.endDate ? parseDay(query.endDate, 'endDate') : null;
      if (explicitStart && explicitEnd && explicitStart > explicitEnd) {
        throw new MarketRequestError(400, `startDate (${explicitStart}) is after endDate (${explicitEnd}).`);
      }
      const [history, allHeadlines] = await Promise.all([historyOf(asset), headlineSet()]);
      if (!history) throw new MarketRequestError(503, `No market data is available for ${asset.symbol} right now.`);
      const { candles, source } = history;
      // Demo prices are never mixed with real headlines.
      const headlines = source === 'demo' ? null : allHeadlines;
      const end = explicitEnd ?? candles[candles.length - 1].date;
      // Without a start, one year before the end.
      const start = explicitStart ?? shiftDay(end, -364);
      if (start > end) throw new MarketRequestError(400, `startDate (${start}) is after endDate (${end}).`);
      const key = `${asset.id}|${start}|${end}`;
      const hit = results.get(key);
      let analysis: StockAnalysis;
      if (hit && hit.candles.deref() === candles && hit.headlines === headlines) analysis = hit.analysis;
      else {
        try {
          const computed = analyse({
            asset,
            candles,
            headlines,
            start,
            end,
            dataSource: {
              prices: source,
              headlines: headlines ? headlineSource : 'none',
              demo: source === 'demo',
              label: source === 'demo' ? 'demo data' : null,
            },
          });
          analysis = { ...computed, freshness: freshnessOf(candles[candles.length - 1].date, source === 'live', asset.kind, clock()) };
        } catch (error) {
          if (error instanceof NoDataInRangeError) throw new MarketRequestError(404, error.message);
          throw error;
        }
        analysis.headlineCoverage = coverageOf(await headlineDaysOf(asset, headlines), start, end);
        remember(results, key, { candles: new WeakRef(candles), headlines, analysis });
      }
      return narrate(analysis);
    },
    async dayHeadlines(assetId, query) {
      const asset = findAsset(assetId);
      if (!asset) throw new MarketRequestError(404, `Unknown asset '${assetId}'.`);
      if (!query.day) throw new MarketRequestError(400, 'day is required: a date like 2024-01-31.');
      const day = query.day.trim();
      const ms = Date.parse(`${day}T00:00:00Z`);
      if (!DATE_ONLY.test(day) || !Number.isFinite(ms) || !new Date(ms).toISOString().startsWith(day)) {
        throw new MarketRequestError(400, `day must be a date like 2024-01-31, got '${query.day}'.`);
      }
      const scope = query.scope ?? 'asset';
      if (scope !== 'asset' && scope !== 'market') throw new MarketRequestError(400, `scope must be 'asset' or 'market', got '${scope}'.`);
      if (scope === 'market' && asset.kind !== 'crypto') {
        throw new MarketRequestError(400, `scope 'market' (all crypto headlines) is only for crypto assets; ${asset.symbol} is a ${asset.kind}.`);
      }
      const offset = pageNumber(query.offset, 'offset', 0, Number.MAX_SAFE_INTEGER, 0);
      const limit = pageNumber(query.limit, 'limit', 1, DAY_HEADLINES_MAX_PAGE, DAY_HEADLINES_PAGE);
      const all = headlinesOfDay({ asset, headlines: await headlineSet(), day, scope });
      const next = offset + limit;
      return {
        assetId: asset.id,
        day,
        scope: scope as DayHeadlineScope,
        headlines: all.slice(offset, next),
        total: all.length,
        offset,
        limit,
        nextOffset: next < all.length ? next : null,
        method: `Every headline of ${day} ${scope === 'asset' ? `naming ${asset.aliases.join(', ')}` : 'in the crypto news flow'}, scored by the trained headline model (-1 to 1); the terms are the words that moved each score most.`,
        docs: docs('headline-model'),
      };
    },
    async warm(assetIds = ['btc']) {
      const headlines = await headlineSet();
      for (const id of assetIds) {
        const asset = findAsset(id);
        const history = asset ? await historyOf(asset).catch(() => null) : null;
        if (!asset || !history) continue;
        // One throw-away analysis of the last year computes the per-asset series and the asset's headline
        // history, so the first real request only pays for its own range.
        const end = history.candles[history.candles.length - 1].date;
        const start = shiftDay(end, -364);
        analyse({ asset, candles: history.candles, headlines, start, end, dataSource: { prices: history.source, headlines: 'none', demo: false, label: null } });
      }
    },
    clearCaches() {
      results = new Map();
      narratives = new Map();
      written = new WeakMap();
    },
  };
}

export { loadMarketConfig, type MarketConfig } from '../../prices/service/config';

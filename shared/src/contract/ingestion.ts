import type { MoodBand, MoodComponentKey, SignalDirection } from './analysis';

/**
 * The stored daily history of one asset (GET /v1/stock/history/{id}?startDate=&endDate=, `data`), one row per
 * closed day, computed once by the ingestion pipeline from the stored closes and headlines
 * (docs/ingestion.md). Plan-gated like the details.
 */
export type HistoryDay = {
  /** The closed day, 'YYYY-MM-DD' (UTC). */
  date: string;
  close: number;
  /** The mood on that day, 0-100, or null when no component could be computed. */
  mood: number | null;
  band: MoodBand | null;
  /** Each component's 0-100 score that day, null where it could not be computed. */
  components: Record<MoodComponentKey, number | null>;
  signal: SignalDirection;
  /** The day's headlines about the asset (or the market, when none name it). */
  headlines: { count: number; mean: number | null; z: number | null };
};

export type StockHistory = {
  id: string;
  days: HistoryDay[];
};

/** Where the prices shown come from and how fresh they are: 'LIVE' only when `live`, else 'as of {asOf}'. */
export type DataFreshness = {
  /** True when a live source delivered the newest candle and it is at most a day old. */
  live: boolean;
  /** The newest stored candle's day, 'YYYY-MM-DD', or null before any is stored. */
  asOf: string | null;
};

export type IngestSourceKind = 'crypto-prices' | 'stock-prices' | 'headlines' | 'bundled-prices' | 'bundled-headlines';

/** One source's counts for one ingestion run (POST /v1/admin/jobs/ingest/run). */
export type IngestSourceCounts = {
  /** The provider's name, e.g. 'binance', 'stooq', a feed's URL host, 'bundled prices'. */
  source: string;
  kind: IngestSourceKind;
  fetched: number;
  stored: number;
  duplicates: number;
  /** Items skipped as malformed (no date, a date in the future, an oversized title...). */
  malformed: number;
  errors: number;
  /** The last error's message, when `errors` > 0. */
  error: string | null;
};

export type IngestRun = {
  startedAt: string;
  finishedAt: string;
  sources: IngestSourceCounts[];
};

/** One entry per source (GET /v1/admin/data-health, `data.sources`). */
export type SourceHealth = {
  source: string;
  kind: IngestSourceKind;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  /** The newest stored item's day ('YYYY-MM-DD'). */
  latestItemDate: string | null;
  itemsStored: number;
};

/**
 * A provider in a chain: 'offline' when SENTISCOPE_OFFLINE switched it off (its host is not on this machine),
 * 'resting' when its host failed too often in a row and is left alone until `restingUntil`, 'failing' when its
 * last attempt failed, 'idle' before it was ever asked.
 */
export type ProviderState = 'ok' | 'failing' | 'resting' | 'offline' | 'idle';

export type ProviderHealth = {
  /** Its name in data-health and in the stored candles' source ('binance', 'yahoo', 'binance@127.0.0.1:9000'). */
  name: string;
  /** The host it reads ('data-api.binance.vision'). */
  host: string;
  state: ProviderState;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  /** The last failure's plain reason and message ('challenge: answered a challenge page instead of data'). */
  lastError: string | null;
  restingUntil: string | null;
};

/** The providers of one kind of data, in the order they are tried: when one fails, the next serves. */
export type SourceChain = { kind: 'crypto-prices' | 'stock-prices' | 'headlines'; providers: ProviderHealth[] };

/** Who served an asset's newest candle, and why the providers before it in its chain did not. */
export type AssetSourcing = {
  assetId: string;
  symbol: string;
  /** The newest stored candle's day, 'YYYY-MM-DD'. */
  newestDay: string | null;
  /** The provider that wrote that candle ('bundled prices' for a bundled file). */
  servedBy: string | null;
  /** The providers tried before it in the last run, each with the reason it failed ('rate-limited: answered 429'). */
  skipped: { provider: string; reason: string }[];
};

export type DataHealth = {
  sources: SourceHealth[];
  /** True when the newest candle is more than a day old. */
  stale: boolean;
  freshness: DataFreshness;
  /** True when SENTISCOPE_OFFLINE is set: no request leaves the machine. */
  offline: boolean;
  /** One per kind, in order: 'crypto-prices', 'stock-prices', 'headlines'. */
  chains: SourceChain[];
  /** One per catalogue asset. */
  assets: AssetSourcing[];
};

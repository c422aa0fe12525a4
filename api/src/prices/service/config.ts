import { isOffline } from '../../platform/outbound';
import path from 'node:path';
import type { LlmConfig } from '../../analysis/llm-writer';

/** How many assets' daily candles a process keeps when MARKET_HISTORY_CACHE_ASSETS is not set (decision 192). */
export const HISTORY_CACHE_ASSETS = 16;

export type MarketConfig = {
  marketDataDir: string | null;
  headlinesFile: string | null;
  /** 'binance' or a Binance-compatible base URL; null = off. */
  liveSource: string | null;
  rssFeeds: string[];
  /** Base URL of a Stooq-compatible CSV endpoint for stock and ETF candles (STOCK_LIVE_SOURCE); null = off. */
  stockSource?: string | null;
  /** Minutes between scheduled ingestion runs (INGEST_INTERVAL_MINUTES, 15). */
  ingestIntervalMinutes?: number;
  /** Seconds between the market-ticks job's runs, the latest price of every asset (TICK_INTERVAL_SECONDS, 60). */
  tickIntervalSeconds?: number;
  /** Per request to a source (INGEST_TIMEOUT_MS, 10 s), further tries (INGEST_RETRIES, 2) and the first wait (INGEST_BACKOFF_MS, 1 s). */
  ingestTimeoutMs?: number;
  ingestRetries?: number;
  ingestBackoffMs?: number;
  llm: LlmConfig | null;
  /**
   * SENTISCOPE_OFFLINE=1 (in the env given or in the process's own): no request leaves the machine. Providers on
   * a non-loopback address are listed in data-health but switched off; providers pointed at loopback still run.
   */
  offline: boolean;
  /** Every provider's base URL (defaults: the public hosts) and the keys of the keyed ones (null = not used). */
  providers: ProviderUrls;
  keys: ProviderKeys;
  /** How long one source may take in one run, all its requests and pages included (INGEST_SOURCE_DEADLINE_MS, 120 s). */
  sourceDeadlineMs?: number;
  /** How many assets' daily candles a process keeps in memory (MARKET_HISTORY_CACHE_ASSETS, HISTORY_CACHE_ASSETS); the others are read again when asked for. */
  historyCacheAssets?: number;
};

export type ProviderUrls = {
  binance: string;
  coinbase: string;
  kraken: string;
  yahoo: string;
  tiingo: string;
  stooq: string;
  googleNews: string;
  /** Yahoo Finance's per-ticker headline RSS (YAHOO_NEWS_BASE_URL). */
  yahooNews: string;
  gdelt: string;
  /** NASDAQ Trader's symbol directory files (NASDAQ_TRADER_BASE_URL). */
  nasdaqTrader: string;
};

export type ProviderKeys = { tiingo: string | null };

/** The public hosts each provider reads when its *_BASE_URL is not set. */
export const PROVIDER_DEFAULTS: ProviderUrls = {
  binance: 'https://data-api.binance.vision',
  coinbase: 'https://api.exchange.coinbase.com',
  kraken: 'https://api.kraken.com',
  yahoo: 'https://query1.finance.yahoo.com',
  tiingo: 'https://api.tiingo.com',
  stooq: 'https://stooq.com',
  googleNews: 'https://news.google.com',
  yahooNews: 'https://feeds.finance.yahoo.com',
  gdelt: 'https://api.gdeltproject.org',
  nasdaqTrader: 'https://www.nasdaqtrader.com/dynamic/SymDir',
};

const PROVIDER_ENV: Record<keyof ProviderUrls, string> = {
  binance: 'BINANCE_BASE_URL',
  coinbase: 'COINBASE_BASE_URL',
  kraken: 'KRAKEN_BASE_URL',
  yahoo: 'YAHOO_BASE_URL',
  tiingo: 'TIINGO_BASE_URL',
  stooq: 'STOOQ_BASE_URL',
  googleNews: 'GOOGLE_NEWS_BASE_URL',
  yahooNews: 'YAHOO_NEWS_BASE_URL',
  gdelt: 'GDELT_BASE_URL',
  nasdaqTrader: 'NASDAQ_TRADER_BASE_URL',
};

const providerUrls = (env: NodeJS.ProcessEnv): ProviderUrls =>
  Object.fromEntries(
    (Object.keys(PROVIDER_DEFAULTS) as (keyof ProviderUrls)[]).map((name) => [name, (blank(env[PROVIDER_ENV[name]]) ?? PROVIDER_DEFAULTS[name]).replace(/\/+$/, '')]),
  ) as ProviderUrls;

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

const resolved = (v: string | undefined) => {
  const b = blank(v);
  return b === null ? null : path.resolve(b);
};

export function loadMarketConfig(env: NodeJS.ProcessEnv = process.env): MarketConfig {
  const llmBase = blank(env.LLM_BASE_URL);
  const timeout = Number(env.LLM_TIMEOUT_MS ?? 8000);
  return {
    marketDataDir: resolved(env.MARKET_DATA_DIR),
    headlinesFile: resolved(env.HEADLINES_FILE),
    liveSource: blank(env.MARKET_LIVE_SOURCE),
    rssFeeds: (blank(env.NEWS_RSS_FEEDS) ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    stockSource: blank(env.STOCK_LIVE_SOURCE),
    ingestIntervalMinutes: positive(env.INGEST_INTERVAL_MINUTES, 15) || 15,
    tickIntervalSeconds: positive(env.TICK_INTERVAL_SECONDS, 60) || 60,
    ingestTimeoutMs: positive(env.INGEST_TIMEOUT_MS, 10_000),
    ingestRetries: positive(env.INGEST_RETRIES, 2),
    ingestBackoffMs: positive(env.INGEST_BACKOFF_MS, 1000),
    sourceDeadlineMs: positive(env.INGEST_SOURCE_DEADLINE_MS, 120_000) || 120_000,
    historyCacheAssets: Math.floor(positive(env.MARKET_HISTORY_CACHE_ASSETS, HISTORY_CACHE_ASSETS)) || HISTORY_CACHE_ASSETS,
    offline: isOffline(env),
    providers: providerUrls(env),
    keys: { tiingo: blank(env.TIINGO_API_KEY) },
    llm: llmBase
      ? {
          baseUrl: llmBase,
          apiKey: blank(env.LLM_API_KEY),
          model: blank(env.LLM_MODEL) ?? 'gpt-4o-mini',
          timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 8000,
        }
      : null,
  };
}

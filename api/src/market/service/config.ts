import path from 'node:path';
import type { LlmConfig } from '../analysis/llm-writer';

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
  /** Per request to a source (INGEST_TIMEOUT_MS, 10 s), further tries (INGEST_RETRIES, 2) and the first wait (INGEST_BACKOFF_MS, 1 s). */
  ingestTimeoutMs?: number;
  ingestRetries?: number;
  ingestBackoffMs?: number;
  llm: LlmConfig | null;
};

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
    ingestTimeoutMs: positive(env.INGEST_TIMEOUT_MS, 10_000),
    ingestRetries: positive(env.INGEST_RETRIES, 2),
    ingestBackoffMs: positive(env.INGEST_BACKOFF_MS, 1000),
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

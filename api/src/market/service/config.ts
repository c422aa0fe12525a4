import path from 'node:path';
import type { LlmConfig } from '../analysis/llm-writer';

export type MarketConfig = {
  marketDataDir: string | null;
  headlinesFile: string | null;
  /** 'binance' or a Binance-compatible base URL; null = off. */
  liveSource: string | null;
  rssFeeds: string[];
  llm: LlmConfig | null;
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

import type { MoodBand } from './analysis';
import type { DataFreshness } from './ingestion';

/** The home page's live product visual: today's market mood and a month of closes for the default asset. */
export type MarketPreview = {
  asset: { id: string; name: string; symbol: string };
  mood: { value: number | null; band: MoodBand | null };
  closes: Array<{ date: string; close: number }>;
  /** 'demo data' when the prices come from the built-in generator, else null. */
  sourceLabel: string | null;
  /** LIVE only when `freshness.live`; otherwise the page says 'as of {freshness.asOf}'. */
  freshness?: DataFreshness;
};

/** Days of closes the preview chart shows. */
export const MARKET_PREVIEW_DAYS = 30;

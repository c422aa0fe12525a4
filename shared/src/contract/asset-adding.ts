// Adding an asset to the catalogue, as the pages and the API agree on it: a directory match, the add, the backfill's
// progress and the directory's refresh (docs/catalogue.md).
import type { AssetClass, AssetState } from './catalogue';

/** One symbol of the directory that matches a search (GET /v1/assets/search?q=). */
export type AssetMatch = {
  id: string;
  symbol: string;
  name: string;
  kind: AssetClass;
  exchange: string;
  /** Already in the catalogue. */
  tracked: boolean;
  /** The caller may add it now (a super admin, or a member whose plan opens every asset of its kind). */
  addable: boolean;
};

/** POST /v1/assets: the symbol of the directory to add, and its kind. */
export type AddAssetInput = { symbol: string; kind: AssetClass };
/** Its answer: 202 while the history is filled in, 200 when the catalogue already tracks it. */
export type AssetAdded = { id: string; status: AssetState };

/** The steps of a backfill, in order: daily prices, the headline history, the daily snapshots. */
export type BackfillStage = 'prices' | 'headlines' | 'snapshots';
export type BackfillProgress = { stage: BackfillStage; done: number; total: number };

/** GET /v1/assets/{id}/status: where an added asset stands; `progress` is null once it is not backfilling. */
export type AssetStatus = {
  id: string;
  symbol: string;
  name: string;
  kind: AssetClass;
  state: AssetState;
  stateReason: string | null;
  progress: BackfillProgress | null;
};

/** POST /v1/admin/jobs/directory/run: how many symbols of each kind were stored (null: not refreshed), and the sources skipped. */
export type DirectoryRun = { crypto: number | null; stocks: number | null; skipped: string[] };

/** How often a page asks for the status of an asset being backfilled. */
export const BACKFILL_POLL_MS = 2000;
/** How long a page waits after the last key before it searches the directory. */
export const ASSET_SEARCH_DELAY_MS = 250;

export const BACKFILL_STAGE_LABELS: Record<BackfillStage, string> = {
  prices: 'Daily prices',
  headlines: 'Headline history',
  snapshots: 'Daily analysis',
};

export const ASSET_KIND_LABELS: Record<AssetClass, string> = { crypto: 'Coin', stock: 'Stock', etf: 'ETF' };

export const ASSET_ADDING_MESSAGES = {
  searchFailed: 'The search did not answer. Try again.',
  addFailed: 'The asset could not be added. Try again.',
  statusFailed: 'Its progress could not be read. It goes on; look again in a moment.',
  failed: (symbol: string) => `${symbol} could not be added.`,
  directoryFailed: 'The directory could not be refreshed. Try again.',
} as const;

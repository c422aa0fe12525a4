import type { AssetOverview } from '@sentiscope/shared/contract';

/**
 * The overview strip's tiles: the watchlist's assets in the member's order, or every asset the plan opens while
 * the watchlist is empty (or still unknown), so the strip is never blank.
 */
export function watchedOverview(overview: readonly AssetOverview[], watched: readonly string[] | undefined): { assets: AssetOverview[]; watchlist: boolean } {
  const byId = new Map(overview.map((asset) => [asset.id, asset]));
  const mine = (watched ?? []).flatMap((id) => byId.get(id) ?? []);
  return mine.length > 0 ? { assets: mine, watchlist: true } : { assets: [...overview], watchlist: false };
}

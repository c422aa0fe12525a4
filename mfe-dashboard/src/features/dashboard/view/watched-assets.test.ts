import type { AssetOverview } from '@sentiscope/shared/contract';
import { watchedOverview } from './watched-assets';

const tile = (id: string) => ({ id }) as AssetOverview;
const ids = (assets: AssetOverview[]) => assets.map((asset) => asset.id);

describe("the overview strip's assets", () => {
  it("are the watchlist's, in the member's order, skipping any the overview no longer holds", () => {
    const result = watchedOverview([tile('btc'), tile('eth'), tile('sol')], ['sol', 'gone', 'btc']);
    expect(ids(result.assets)).toEqual(['sol', 'btc']);
    expect(result.watchlist).toBe(true);
  });

  it('are every asset while the watchlist is empty or unknown', () => {
    expect(ids(watchedOverview([tile('btc'), tile('eth')], []).assets)).toEqual(['btc', 'eth']);
    expect(watchedOverview([tile('btc')], undefined).watchlist).toBe(false);
  });
});

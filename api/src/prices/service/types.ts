import type { Candle, PriceSource } from '@sentiscope/shared/contract';
import type { Asset } from '../../catalogue/service/catalogue';

/** Generated prices for a start without any market source (the demo generator). */
export type PriceProvider = {
  source: PriceSource;
  /**
   * The asset's whole daily history, sorted, one candle per date; null when this provider does not cover it.
   * The same array is returned until the data change, so per-history caches stay valid.
   */
  history(asset: Asset): Promise<readonly Candle[] | null>;
};

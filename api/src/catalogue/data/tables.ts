import type { Kysely } from 'kysely';
import type { AssetClass, AssetState } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';

export const ASSET_TABLE = 'assets';

/** One asset of the catalogue. */
export type AssetRow = {
  /** Stable lower-case id used in URLs and in a plan's asset list ('btc'). */
  id: string;
  symbol: string;
  /** Plain name ('Bitcoin'). */
  name: string;
  kind: AssetClass;
  /** The exchange or listing ('Binance', 'NASDAQ', 'NYSE Arca'). */
  exchange: string;
  /** JSON: each price provider's own symbol for the asset ({ "binance": "BTCUSDT", ... }); a provider missing does not list it. */
  provider_symbols: string;
  /** JSON: lower-case words or phrases that link a headline to the asset. */
  aliases: string;
  state: AssetState;
  /** Why the asset failed (or was hidden); null otherwise. */
  state_reason: string | null;
  is_default: number;
  /** The asset's file name (without .csv) in MARKET_DATA_DIR. */
  file: string;
  /** The demo generator's starting price and yearly volatility. */
  demo_start: number;
  demo_volatility: number;
  /** Where the asset stands in the catalogue's order. */
  position: number;
  /** Raised by every change of the row: the catalogue's version is the sum over its rows. */
  revision: number;
  updated_at: number;
};

export type CatalogueTables = { [ASSET_TABLE]: AssetRow };

export type CatalogueDb = Kysely<CatalogueTables>;

/** The catalogue's table lives beside the core schema; catalogue/data reads and writes it. */
export const catalogueDb = (db: Executor | Kysely<any>): CatalogueDb => db as unknown as CatalogueDb; // eslint-disable-line @typescript-eslint/no-explicit-any

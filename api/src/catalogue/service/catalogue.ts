// The catalogue: the assets SentiScope follows, read from its table (docs/catalogue.md). Every process keeps a copy
// of the table and reads it again when its version moves (checked at most once a second, so a change made by
// another process shows within a second); until the first read, the copy holds the catalogue's first rows.
import type { AssetClass, AssetKind, AssetState } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import { readAssets, readCatalogueVersion } from '../data/assets';
import { FIRST_ASSETS } from '../data/first-assets';
import type { AssetRow } from '../data/tables';

/** The price sources SentiScope reads (docs/ingestion.md, "Price chains"). */
export type PriceFormat = 'binance' | 'coinbase' | 'kraken' | 'yahoo' | 'tiingo' | 'stooq';

export type Asset = {
  /** Stable lower-case id used in URLs and in a plan's `cryptos` list ('btc'). */
  id: string;
  /** Display name, starting with the symbol ('BTC - Bitcoin'): the client's fallback picks a name beginning with BTC. */
  name: string;
  /** Plain name for sentences ('Bitcoin'). */
  title: string;
  symbol: string;
  /** How it is priced and traded: every day for a coin, on exchange days for a stock or an ETF. */
  kind: AssetKind;
  /** What it is: a coin, a stock or an ETF. */
  class: AssetClass;
  /** The exchange or listing. */
  exchange: string;
  state: AssetState;
  stateReason: string | null;
  isDefault: boolean;
  /** File name (without .csv) in MARKET_DATA_DIR. */
  file: string;
  /** Binance-style spot pair for the live source; null when the live source does not list the asset. */
  livePair: string | null;
  /** Each price source's own symbol for the asset; a source missing here does not list it. */
  symbols: Partial<Record<PriceFormat, string>>;
  /** Lower-case words or phrases a headline must contain to be about this asset. */
  aliases: string[];
  /** Deterministic demo generator: starting price on DEMO_EPOCH and yearly volatility. */
  demo: { start: number; volatility: number };
};

/** Tickers that are also everyday words: headlines are linked to these assets by name only, never by the bare ticker. */
export const AMBIGUOUS_TICKERS: ReadonlySet<string> = new Set(['ONE', 'ALL', 'IT', 'NOW', 'A']);

/** The aliases that link a headline to the asset: all of them, but an ambiguous ticker's bare symbol. */
export const linkingAliases = (asset: Pick<Asset, 'symbol' | 'aliases'>): string[] =>
  AMBIGUOUS_TICKERS.has(asset.symbol.toUpperCase()) ? asset.aliases.filter((a) => a !== asset.symbol.toLowerCase()) : asset.aliases;

const parsed = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** An asset as the rest of the API reads it, from its row. */
export function assetOf(row: Omit<AssetRow, 'revision' | 'updated_at'>): Asset {
  const symbols = parsed<Asset['symbols']>(row.provider_symbols, {});
  return {
    id: row.id,
    name: `${row.symbol} - ${row.name}`,
    title: row.name,
    symbol: row.symbol,
    kind: row.kind === 'crypto' ? 'crypto' : 'stock',
    class: row.kind,
    exchange: row.exchange,
    state: row.state,
    stateReason: row.state_reason,
    isDefault: Number(row.is_default) === 1,
    file: row.file,
    livePair: row.kind === 'crypto' ? (symbols.binance ?? null) : null,
    symbols,
    aliases: parsed<string[]>(row.aliases, []),
    demo: { start: Number(row.demo_start), volatility: Number(row.demo_volatility) },
  };
}

type Snapshot = { version: string; all: readonly Asset[]; served: readonly Asset[]; listed: readonly Asset[]; byId: ReadonlyMap<string, Asset> };

function snapshotOf(version: string, rows: readonly Omit<AssetRow, 'revision' | 'updated_at'>[]): Snapshot {
  const all = rows.map(assetOf);
  const listed = all.filter((a) => a.state !== 'hidden');
  const served = all.filter((a) => a.state === 'active' || a.state === 'hidden');
  return { version, all, served, listed, byId: new Map(listed.map((a) => [a.id, a])) };
}

let snapshot = snapshotOf('first', FIRST_ASSETS.map((a) => ({ ...a, state: 'active' as const, state_reason: null })));
let checkedAt = -Infinity;
let reading: Promise<void> | null = null;

const VERSION_RECHECK_MS = 1000;

/** Every asset of the catalogue, hidden ones included (their data is still kept up to date). */
export const allAssets = (): readonly Asset[] => snapshot.all;

/**
 * The assets the scheduled runs keep current: the active and the hidden (their data is kept); an asset being
 * filled with its history is its backfill's, and a failed one waits to be offered again.
 */
export const servedAssets = (): readonly Asset[] => snapshot.served;

/** The assets members see: every one but the hidden. */
export const listedAssets = (): readonly Asset[] => snapshot.listed;

/** A listed asset by id, case-insensitive ('BTC' finds btc); a hidden asset is not found. */
export function findAsset(id: string): Asset | undefined {
  return snapshot.byId.get(id.toLowerCase());
}

/** The catalogue's version as this process last read it: it moves whenever an asset is changed or added. */
export const catalogueVersion = (): string => snapshot.version;

/** Reads the table again when its version moved; `force` reads it now, whenever it was last checked. */
export async function refreshCatalogue(db: Db, now: number, force = false): Promise<void> {
  if (!force && now - checkedAt < VERSION_RECHECK_MS) return;
  reading ??= (async () => {
    const version = await readCatalogueVersion(db.k);
    if (version !== snapshot.version) snapshot = snapshotOf(version, await readAssets(db.k));
    checkedAt = now;
  })().finally(() => {
    reading = null;
  });
  return reading;
}

export const DEFAULT_ASSET_ID = 'btc';

/** Days per year used to annualise volatility: every calendar day trades for crypto, NYSE days for stocks. */
export const periodsPerYear = (kind: AssetKind): number => (kind === 'crypto' ? 365 : 252);

import type { AssetClass, AssetMatch } from '@sentiscope/shared/contract';

/** An asset the page already knows: one of the catalogue answer's. */
export type KnownAsset = { id: string; symbol: string; name: string; kind: AssetClass | string };

/** One choice of the picker: open a tracked asset, or add a directory symbol (`addable` false: the server says why not). */
export type AssetOption =
  | { type: 'open'; key: string; asset: KnownAsset }
  | { type: 'add'; key: string; match: AssetMatch };

/** The most choices the list shows. */
export const MOST_OPTIONS = 12;

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** True when q starts the ticker or a word of the name ("chain" finds Chainlink, "micro" Microsoft). */
export function matchesQuery(asset: { symbol: string; name: string }, q: string): boolean {
  const query = q.trim().toLowerCase();
  if (!query) return false;
  return asset.symbol.toLowerCase().startsWith(query) || asset.name.toLowerCase().startsWith(query) || words(asset.name).some((word) => word.startsWith(query));
}

/** The name without the ticker the catalogue answer puts before it ("BTC - Bitcoin" reads "Bitcoin"). */
export const plainName = ({ symbol, name }: { symbol: string; name: string }) => (name.startsWith(`${symbol} - `) ? name.slice(symbol.length + 3) : name);

/**
 * The choices for what was typed: the known assets that match first (tickers starting with it before names), then
 * the directory's symbols the catalogue does not track yet, each once. With `adding` false only known assets show.
 */
export function assetOptions(known: readonly KnownAsset[], matches: readonly AssetMatch[] | undefined, q: string, adding: boolean): AssetOption[] {
  const query = q.trim().toLowerCase();
  if (!query) return [];
  const byTicker = (a: KnownAsset) => (a.symbol.toLowerCase().startsWith(query) ? 0 : 1);
  const open: AssetOption[] = known
    .map((asset) => ({ ...asset, name: plainName(asset) }))
    .filter((asset) => matchesQuery(asset, query))
    .sort((a, b) => byTicker(a) - byTicker(b) || a.symbol.length - b.symbol.length)
    .map((asset) => ({ type: 'open', key: `open:${asset.id}`, asset }));
  const knownSymbols = new Set(known.map((asset) => `${asset.symbol.toUpperCase()}|${asset.kind === 'crypto' ? 'crypto' : 'stock'}`));
  const isKnown = (match: AssetMatch) => knownSymbols.has(`${match.symbol.toUpperCase()}|${match.kind === 'crypto' ? 'crypto' : 'stock'}`);
  const add: AssetOption[] = adding
    ? (matches ?? []).filter((match) => !match.tracked && !isKnown(match)).map((match) => ({ type: 'add', key: `add:${match.kind}:${match.symbol}`, match }))
    : [];
  return [...open, ...add].slice(0, MOST_OPTIONS);
}

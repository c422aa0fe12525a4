// A directory symbol as a new row of the catalogue (docs/catalogue.md, "Adding an asset"): a free URL-safe id, each
// price provider's symbol, a plain name and the aliases headlines are linked by.
import { ALIAS_LIMITS } from '@sentiscope/shared/contract';
import type { DirectoryRow } from '../data/directory';
import { cryptoSymbols } from '../data/first-assets';
import type { AssetRow } from '../data/tables';

/** Ids fit a plan's asset list: lower-case letters, digits and dashes, at most 20. */
const ID_MOST = 20;

/** A lower-case id from the symbol ('BRK.B' → 'brk-b'), another when it is taken ('link' → 'link-stock', then 'link-stock-2'). */
export function freeId(symbol: string, kind: AssetRow['kind'], taken: ReadonlySet<string>): string {
  const base = symbol.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 12) || 'asset';
  if (!taken.has(base)) return base;
  const suffixed = `${base}-${kind === 'crypto' ? 'coin' : kind}`;
  if (!taken.has(suffixed)) return suffixed;
  for (let n = 2; ; n++) if (!taken.has(`${suffixed}-${n}`.slice(0, ID_MOST))) return `${suffixed}-${n}`.slice(0, ID_MOST);
}

/** Yahoo, Tiingo and Stooq write a share class with a dash ('BRK.B' is 'BRK-B', 'brk-b', 'brk-b.us'). */
export function stockSymbols(symbol: string): Record<string, string> {
  const dashed = symbol.replace(/\./g, '-');
  return { yahoo: dashed, tiingo: dashed.toLowerCase(), stooq: `${dashed.toLowerCase()}.us` };
}

const SHARE_WORDS = /\s*[-,]?\s*\b(common stock|ordinary shares|class [a-z]\b|american depositary|depositary shares|common shares|shares of beneficial interest).*$/i;
const COMPANY_WORDS = /[,\s]+(inc\.?|incorporated|corporation|corp\.?|co\.?|ltd\.?|limited|plc|n\.v\.|s\.a\.|holdings?)$/i;

/** The plain name of a listing ('MicroStrategy Incorporated - Class A Common Stock' → 'MicroStrategy'). */
export function plainName(name: string): string {
  let plain = name.split(' - ')[0].replace(SHARE_WORDS, '').trim();
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(COMPANY_WORDS, '').trim();
  }
  return plain || name.trim();
}

/** The name and the ticker, in lower case, each as long as an alias may be. */
export function aliasesOf(symbol: string, name: string): string[] {
  const words = [name.toLowerCase(), symbol.toLowerCase()].filter((a) => a.length >= ALIAS_LIMITS.shortest && a.length <= ALIAS_LIMITS.longest);
  return [...new Set(words)];
}

/** The catalogue row of a directory symbol, being filled with its history. */
export function newAssetRow(listed: DirectoryRow, taken: ReadonlySet<string>, position: number, at: number): AssetRow {
  const id = freeId(listed.symbol, listed.kind, taken);
  const name = listed.kind === 'crypto' ? listed.name : plainName(listed.name);
  return {
    id,
    symbol: listed.symbol,
    name,
    kind: listed.kind,
    exchange: listed.exchange,
    provider_symbols: JSON.stringify(listed.kind === 'crypto' ? cryptoSymbols(listed.symbol) : stockSymbols(listed.symbol)),
    aliases: JSON.stringify(aliasesOf(listed.symbol, name)),
    state: 'backfilling',
    state_reason: null,
    is_default: 0,
    file: id,
    demo_start: 100,
    demo_volatility: listed.kind === 'crypto' ? 0.9 : 0.35,
    position,
    revision: 0,
    updated_at: at,
  };
}

// Search over the symbol directory (docs/catalogue.md, "Search"): ticker prefix first, then words of the name. The
// index is built in memory once per directory version: the tickers and the words of the names, each sorted, so a
// prefix is a binary search and a scan of its matches only. The version and the catalogue's tracked symbols are
// read again at most once a second, and at once after this process refreshed the directory or saw the catalogue
// change, so another process's refresh or added asset shows within a second.
import type { Db } from '../../platform/db';
import { catalogueKeys, directoryVersion, localDirectoryChanges, readDirectory, type DirectoryRow } from '../data/directory';
import { catalogueVersion } from './catalogue';

export type SearchMatch = { id: string; symbol: string; name: string; kind: DirectoryRow['kind']; exchange: string; tracked: boolean };

/** Sorted keys (a ticker or a word, lower case) beside the directory row (its position in symbol order) each names. */
type Sorted = { keys: string[]; rows: Int32Array };
type Index = { version: string; rows: DirectoryRow[]; tickers: Sorted; words: Sorted };

const LIMIT = 20;
const RECHECK_MS = 1000;
const wordsOf = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

function sortedKeys(pairs: Array<[string, number]>): Sorted {
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: pairs.map((p) => p[0]), rows: Int32Array.from(pairs, (p) => p[1]) };
}

function buildIndex(version: string, rows: DirectoryRow[]): Index {
  const words: Array<[string, number]> = [];
  rows.forEach((row, i) => new Set(wordsOf(row.name)).forEach((word) => words.push([word, i])));
  return { version, rows, tickers: sortedKeys(rows.map((row, i) => [row.symbol.toLowerCase(), i])), words: sortedKeys(words) };
}

/** The positions in `sorted` of the keys starting with `prefix`: from the first key not below it, while they match. */
function* withPrefix(sorted: Sorted, prefix: string): Generator<number> {
  let lo = 0;
  let hi = sorted.keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted.keys[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < sorted.keys.length && sorted.keys[i].startsWith(prefix); i += 1) yield i;
}

/** Rows whose ticker starts with `needle`, shortest ticker first, then in ticker order; at most LIMIT. */
function byTicker(index: Index, needle: string): number[] {
  const byLength: number[][] = [];
  for (const at of withPrefix(index.tickers, needle)) (byLength[index.tickers.keys[at].length] ??= []).push(index.tickers.rows[at]);
  return byLength.flatMap((rows) => rows ?? []).slice(0, LIMIT);
}

/** Rows with a word of the name starting with `needle`, not already found, in ticker order; at most `room`. */
function byName(index: Index, needle: string, found: ReadonlySet<number>, room: number): number[] {
  if (room <= 0) return [];
  const rows = new Set<number>();
  for (const at of withPrefix(index.words, needle)) {
    const row = index.words.rows[at];
    if (!found.has(row)) rows.add(row);
  }
  return Array.from(Int32Array.from(rows).sort().subarray(0, room));
}

export function createDirectorySearch(db: Db) {
  let index: Index | null = null;
  let tracked: Set<string> = new Set();
  let checked = { at: -Infinity, local: -1, catalogue: '' };

  async function current(): Promise<Index> {
    const now = { at: performance.now(), local: localDirectoryChanges(), catalogue: catalogueVersion() };
    if (index && now.at - checked.at < RECHECK_MS && now.local === checked.local && now.catalogue === checked.catalogue) return index;
    const version = await directoryVersion(db.k);
    if (index?.version !== version) index = buildIndex(version, await readDirectory(db.k));
    tracked = await catalogueKeys(db.k);
    checked = now;
    return index;
  }

  return async function search(q: string): Promise<SearchMatch[]> {
    const needle = q.trim().toLowerCase();
    const at = await current();
    const tickers = byTicker(at, needle);
    const found = [...tickers, ...byName(at, needle, new Set(tickers), LIMIT - tickers.length)];
    return found.map((i) => {
      const row = at.rows[i];
      return { id: row.id, symbol: row.symbol, name: row.name, kind: row.kind, exchange: row.exchange, tracked: tracked.has(`${row.kind === 'crypto' ? 'crypto' : 'stock'}:${row.symbol}`) };
    });
  };
}

// Search over the symbol directory (docs/catalogue.md, "Search"): ticker prefix first, then words of the name. The
// index is built in memory once per directory version (its row count and last refresh) and kept until it changes.
import type { Db } from '../../platform/db';
import { catalogueKeys, directoryVersion, readDirectory, type DirectoryRow } from '../data/directory';

export type SearchMatch = { id: string; symbol: string; name: string; kind: DirectoryRow['kind']; exchange: string; tracked: boolean };

type Entry = { row: DirectoryRow; symbol: string; words: string[] };

const LIMIT = 20;
const wordsOf = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

export function createDirectorySearch(db: Db) {
  let index: { version: string; entries: Entry[] } | null = null;

  async function current(): Promise<Entry[]> {
    const version = await directoryVersion(db.k);
    if (index?.version !== version) {
      const rows = await readDirectory(db.k);
      index = { version, entries: rows.map((row) => ({ row, symbol: row.symbol.toLowerCase(), words: wordsOf(row.name) })) };
    }
    return index.entries;
  }

  return async function search(q: string): Promise<SearchMatch[]> {
    const needle = q.trim().toLowerCase();
    const entries = await current();
    const byTicker = entries.filter((e) => e.symbol.startsWith(needle)).sort((a, b) => a.symbol.length - b.symbol.length || a.symbol.localeCompare(b.symbol));
    const seen = new Set(byTicker.map((e) => e.row.id));
    const byName = entries.filter((e) => !seen.has(e.row.id) && e.words.some((w) => w.startsWith(needle)));
    const found = [...byTicker, ...byName].slice(0, LIMIT);
    const tracked = await catalogueKeys(db.k);
    return found.map(({ row }) => ({ id: row.id, symbol: row.symbol, name: row.name, kind: row.kind, exchange: row.exchange, tracked: tracked.has(`${row.kind === 'crypto' ? 'crypto' : 'stock'}:${row.symbol}`) }));
  };
}

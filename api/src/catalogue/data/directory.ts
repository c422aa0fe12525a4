// The symbol directory (docs/catalogue.md, "The symbol directory"): every symbol that can be added, replaced whole
// by each refresh.
import { sql, type Kysely } from 'kysely';
import { ASSET_TABLE, catalogueDb } from './tables';
import type { Executor } from '../../platform/db';

export const DIRECTORY_TABLE = 'symbol_directory';

export type DirectoryRow = {
  /** 'crypto:LINK', 'stock:MSFT'. */
  id: string;
  symbol: string;
  name: string;
  kind: 'crypto' | 'stock' | 'etf';
  exchange: string;
  refreshed_at: number;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
const directoryDb = (db: Executor | AnyDb) => db as unknown as Kysely<{ [DIRECTORY_TABLE]: DirectoryRow }>;

/** The directory's table (versions 150-159 belong to the directory). */
export const DIRECTORY_MIGRATIONS = [
  {
    version: 150,
    name: 'the symbol directory',
    async up(db: AnyDb) {
      await db.schema
        .createTable(DIRECTORY_TABLE)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('exchange', 'text', (c) => c.notNull())
        .addColumn('refreshed_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
];

let localChanges = 0;
/** How many times this process replaced directory rows: the search reads the directory again when it moves. */
export const localDirectoryChanges = (): number => localChanges;

/** Replaces the directory's rows of the given kinds with `rows` in one transaction. */
export async function replaceDirectory(db: AnyDb, kinds: DirectoryRow['kind'][], rows: DirectoryRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await directoryDb(trx).deleteFrom(DIRECTORY_TABLE).where('kind', 'in', kinds).execute();
    for (let i = 0; i < rows.length; i += 500) await directoryDb(trx).insertInto(DIRECTORY_TABLE).values(rows.slice(i, i + 500)).execute();
  });
  localChanges += 1;
}

export async function readDirectory(db: Executor | AnyDb): Promise<DirectoryRow[]> {
  return directoryDb(db).selectFrom(DIRECTORY_TABLE).selectAll().orderBy('symbol').execute();
}

/** How many symbols the directory holds and when it was last refreshed (epoch ms; null when empty). */
export async function directoryState(db: Executor | AnyDb): Promise<{ rows: number; refreshedAt: number | null }> {
  const v = await sql<{ n: number | string; at: number | string | null }>`select count(*) as n, max(refreshed_at) as at from ${sql.table(DIRECTORY_TABLE)}`.execute(db);
  const at = v.rows[0]?.at;
  return { rows: Number(v.rows[0]?.n ?? 0), refreshedAt: at === null || at === undefined ? null : Number(at) };
}

/** The directory's version: its row count and last refresh, changed by every refresh. */
export async function directoryVersion(db: Executor | AnyDb): Promise<string> {
  const { rows, refreshedAt } = await directoryState(db);
  return `${rows}:${refreshedAt}`;
}

/**
 * The catalogue's assets as directory kinds and symbols ('crypto:BTC', 'stock:SPY'). An asset whose backfill failed
 * is left out: its symbol is offered to be added again (docs/catalogue.md, "Adding an asset").
 */
export async function catalogueKeys(db: Executor | AnyDb): Promise<Set<string>> {
  const assets = await catalogueDb(db).selectFrom(ASSET_TABLE).select(['symbol', 'kind']).where('state', '!=', 'failed').execute();
  return new Set(assets.map((a) => `${a.kind === 'crypto' ? 'crypto' : 'stock'}:${a.symbol.toUpperCase()}`));
}

/** One directory row by its id ('crypto:LINK', 'stock:MSFT'). */
export async function readDirectoryEntry(db: Executor | AnyDb, id: string): Promise<DirectoryRow | undefined> {
  return directoryDb(db).selectFrom(DIRECTORY_TABLE).selectAll().where('id', '=', id).executeTakeFirst();
}

import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { listenOn, type ChannelListener } from './notifications';

export type DbKind = 'sqlite' | 'postgres';

export type Db = {
  kind: DbKind;
  k: Kysely<Database>;
  close(): Promise<void>;
  /** PostgreSQL only: hears this schema's notifications on `channel` (see notifications.ts). */
  listen?(channel: string, onNotify: () => void): ChannelListener;
};

export type Trx = Transaction<Database>;
export type Executor = Kysely<Database> | Trx;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

export type OpenOptions = {
  databaseUrl: string | null;
  sqliteFile: string;
  /** PostgreSQL only: the schema every connection uses (tests give each file its own). */
  pgSchema?: string;
  pgPoolSize?: number;
};

export function openDatabase(options: OpenOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
      // Epoch-ms bigints and numerics come back as JS numbers, like SQLite gives them.
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, a failover, an administrator's terminate) is dropped from the
    // pool and the next query opens a new one; unheard, the pool's 'error' event would end the whole process.
    pool.on('error', () => undefined);
    const k = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listen = (channel: string, onNotify: () => void) => listenOn({ connectionString: options.databaseUrl as string, schema: options.pgSchema }, channel, onNotify);
    return { kind: 'postgres', k, close: () => k.destroy(), listen };
  }
  mkdirSync(path.dirname(options.sqliteFile), { recursive: true, mode: 0o700 });
  // Owner-only from the first byte: the file holds password hashes and sessions. SQLite gives its -wal and -shm
  // files the same permissions.
  closeSync(openSync(options.sqliteFile, 'a', 0o600));
  chmodSync(options.sqliteFile, 0o600);
  const file = new SQLite(options.sqliteFile);
  // WAL + synchronous FULL: a commit is on disk before it is acknowledged; readers never block the writer.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const k = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  return { kind: 'sqlite', k, close: () => k.destroy() };
}

const STATEMENT_CACHE_LIMIT = 200;

/**
 * Kysely prepares every query anew; compiling the SQL was a few percent of the API's CPU under load. The same
 * SQL text gets the same prepared statement (parameters are bound per run); the least recently added goes once
 * the cache is full, as queries with `in (…)` lists differ by their length. SQLite re-prepares a statement by
 * itself when a migration changes the schema under it.
 */
function withStatementCache(file: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = file.prepare(text);
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Serialises start-up work (migrations, seeding) across API instances sharing one PostgreSQL. */
export async function takeStartupLock(db: Db, trx: Trx): Promise<void> {
  if (db.kind === 'postgres') await sql`select pg_advisory_xact_lock(804150327)`.execute(trx);
}

/** Serialises changes to the catalogue's rows (adding an asset) across API instances sharing one PostgreSQL. */
export async function lockCatalogue(db: Db, trx: Trx): Promise<void> {
  if (db.kind === 'postgres') await sql`select pg_advisory_xact_lock(804150328)`.execute(trx);
}

/** Locks a user row for the rest of the transaction (PostgreSQL); SQLite transactions are already serial here. */
export async function lockUser(db: Db, trx: Trx, userId: string): Promise<void> {
  if (db.kind === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }
}

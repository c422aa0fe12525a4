// PostgreSQL ending the pool's idle connections (a restart, a failover, pg_terminate_backend) must not end the API,
// worker or any process on the pool: the lost connections are dropped and the next query opens a new one. Runs on
// TEST_DATABASE_URL when set (ci-postgres.sh), else on a throwaway PostgreSQL of its own.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../src/platform/db';

const PG_BIN = (() => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions[versions.length - 1], 'bin');
})();

/** Runs a PostgreSQL tool as the cluster's owner (the postgres user when this runs as root). */
const asOwner = (tool: string, args: string[]) =>
  process.getuid?.() === 0 ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args]) : execFileSync(path.join(PG_BIN, tool), args);

describe('PostgreSQL ends the pool connections', () => {
  let url = process.env.TEST_DATABASE_URL ?? '';
  let dataDir: string | null = null;
  let db: Db;

  beforeAll(() => {
    if (url) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-pg-loss-'));
    if (process.getuid?.() === 0) chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
    const port = 56000 + Math.floor(Math.random() * 2000);
    asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    asOwner('pg_ctl', ['-D', dataDir, '-w', '-l', path.join(dataDir, 'server.log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off`, 'start']);
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    if (dataDir) {
      asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps the process up and answers the next query on a new connection', async () => {
    db = openDatabase({ databaseUrl: url, sqliteFile: '', pgPoolSize: 2 });
    const pid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.k)).rows[0].pid;
    const before = await pid();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [before]);
    await admin.end();
    // The pool hears its idle connection end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await pid();
    expect(after).not.toBe(before);
  });
});

// Real `npm run worker` processes on one database, for the tests of the jobs runtime and of ingestion runs that
// are stopped halfway: the database (PostgreSQL in a schema of its own under ci-postgres.sh, else one SQLite
// file), migrated and seeded as after a first start of the API, and the worker processes started on it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/platform/db';
import { migrate } from '../../src/platform/db/migrations';
import { seed } from '../../src/seed';
import { createPasswordHasher } from '../../src/accounts/service/passwords';

const API_DIR = path.resolve(__dirname, '..', '..');
const ADMIN = { adminEmail: 'admin@jobs.test', adminPassword: 'jobs-admin-secret-1' };

export type JobWorkers = {
  db: Db;
  /** Starts one worker process with these variables (the market sources, INGEST_INTERVAL_MINUTES...). */
  start(env: Record<string, string>): ChildProcess;
  /** Resolves once the worker has started its jobs. */
  ready(child: ChildProcess): Promise<void>;
  /** Resolves once the worker has exited. */
  stopped(child: ChildProcess): Promise<unknown>;
  /** Kills every worker still running, closes and removes the database. */
  close(): Promise<void>;
};

async function onAdminConnection(url: string, sql: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const statement of sql) await admin.query(statement);
  await admin.end();
}

export async function startJobWorkers(prefix: string): Promise<JobWorkers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sentiscope-${prefix}-`));
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : null;
  let databaseUrl: string | null = null;
  let db: Db;
  if (url && schema) {
    await onAdminConnection(url, [`create schema ${schema}`]);
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = u.toString();
    db = openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema, pgPoolSize: 2 });
  } else {
    db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'sentiscope.sqlite') });
  }
  await migrate(db);
  await seed(db, { hasher: createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }), ...ADMIN, now: Date.now() });
  const children: ChildProcess[] = [];

  return {
    db,
    start(env) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/jobs/worker-main.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          JOBS_PG_SCHEMA: `${schema ?? 'unused'}_boss`,
          JOBS_POLL_SECONDS: '0.5',
          ADMIN_EMAIL: ADMIN.adminEmail,
          ADMIN_PASSWORD: ADMIN.adminPassword,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      return child;
    },
    ready: (child) =>
      new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('running the market jobs')) resolve();
        });
        child.stderr?.on('data', (chunk: Buffer) => void (out += chunk.toString()));
        child.once('exit', (code, signal) => reject(new Error(`worker exited (${code ?? signal}): ${out}`)));
      }),
    stopped: (child) => new Promise((resolve) => (child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve(null))),
    async close() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await db.close();
      if (url && schema) await onAdminConnection(url, [`drop schema if exists ${schema} cascade`, `drop schema if exists ${schema}_boss cascade`]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

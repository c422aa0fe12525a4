// Real `npm run worker` processes on one database, for the tests of the jobs runtime and of ingestion runs that
// are stopped halfway: the database (PostgreSQL in a schema of its own under ci-postgres.sh, else one SQLite
// file), migrated and seeded as after a first start of the API, and the worker processes started on it; and the
// API itself as a process of its own on the same database (`npm start` with API_JOBS=off).
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

export type ApiProcess = { child: ChildProcess; url: string; dataDir: string };

export type JobWorkers = {
  db: Db;
  /** The workers' data directory (their outbox.jsonl); on SQLite also the API's. */
  dataDir: string;
  /** The seeded super admin's sign-in (its authenticator is the API's ADMIN_TOTP_SECRET, when one is given). */
  admin: { email: string; password: string };
  /** Starts one worker process with these variables (the market sources, INGEST_INTERVAL_MINUTES...). */
  start(env: Record<string, string>): ChildProcess;
  /**
   * Starts the API server (src/main.ts) with API_JOBS=off, so it runs no job itself; resolves once it listens. On
   * PostgreSQL it has its own data directory (its own outbox); on SQLite it shares the workers' database file.
   */
  startApi(env: Record<string, string>): Promise<ApiProcess>;
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

  const baseEnv = (dir: string, env: Record<string, string>): NodeJS.ProcessEnv => ({
    ...process.env,
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl ?? '',
    JOBS_PG_SCHEMA: `${schema ?? 'unused'}_boss`,
    JOBS_POLL_SECONDS: '0.5',
    ADMIN_EMAIL: ADMIN.adminEmail,
    ADMIN_PASSWORD: ADMIN.adminPassword,
    ADMIN_TOTP_SECRET: '',
    LOG_LEVEL: 'warn',
    ...env,
  });

  return {
    db,
    dataDir,
    admin: { email: ADMIN.adminEmail, password: ADMIN.adminPassword },
    start(env) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/jobs/worker-main.ts'], { cwd: API_DIR, env: baseEnv(dataDir, env), stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      return child;
    },
    startApi(env) {
      const apiDir = databaseUrl ? path.join(dataDir, 'api') : dataDir;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: API_DIR,
        env: baseEnv(apiDir, { PORT: '0', HOST: '127.0.0.1', API_JOBS: 'off', JWT_SECRET: 'job-workers-api-secret-'.repeat(3), ...env }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      return new Promise((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const url = /listening on (http:\/\/[\d.]+:\d+)\/v1/.exec(out)?.[1];
          if (url) resolve({ child, url, dataDir: apiDir });
        });
        child.stderr?.on('data', (chunk: Buffer) => void (out += chunk.toString()));
        child.once('exit', (code, signal) => reject(new Error(`API exited (${code ?? signal}): ${out}`)));
      });
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

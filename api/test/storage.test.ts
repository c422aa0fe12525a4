import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig, persistentSecret } from '../src/config';
import { openDatabase } from '../src/platform/db';
import { MIGRATIONS, appliedVersions, migrate } from '../src/platform/db/migrations';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

it('runs on the database the environment asks for', async () => {
  expect(api.db.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  expect((await api.request('GET', '/v1/health')).body.data).toEqual({ status: 'ok', database: api.db.kind });
});

it('has applied every migration once, in order, and a second run applies nothing', async () => {
  const versions = await appliedVersions(api.db);
  expect(versions).toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
  expect(await migrate(api.db)).toEqual([]);
});

it('keeps SQLite in WAL mode with foreign keys on', async () => {
  if (api.db.kind !== 'sqlite') return;
  const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(api.db.k);
  expect(mode.rows[0].journal_mode).toBe('wal');
  const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(api.db.k);
  expect(fk.rows[0].foreign_keys).toBe(1);
});

it('rolls a failing migration back entirely', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-mig-'));
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'm.sqlite') });
  try {
    await expect(
      migrate(db, [
        {
          version: 1,
          name: 'half done',
          async up(k) {
            await k.schema.createTable('half').addColumn('id', 'text').execute();
            throw new Error('boom');
          },
        },
      ]),
    ).rejects.toThrow('boom');
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db.k);
    expect(tables.rows.map((r) => r.name)).not.toContain('half');
    expect(await appliedVersions(db)).toEqual([]);
  } finally {
    await db.close();
  }
});

it('creates the JWT secret once with 0600 permissions and reuses it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-secret-'));
  const first = persistentSecret(dir);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(persistentSecret(dir)).toBe(first);
  expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
});

it('reads the operator settings from the environment with safe defaults', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-env-'));
  const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
  expect(config).toMatchObject({ port: 4000, host: '127.0.0.1', databaseUrl: null, siteUrl: 'http://localhost:3000', publicApiUrl: 'http://localhost:4000' });
  expect(config.sqliteFile).toBe(path.join(dir, 'sentiscope.sqlite'));
  expect(config.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3004']));
  expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'y', CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual(['https://a.example', 'https://b.example']);
});

it('hashes passwords with argon2id at the chosen cost by default', async () => {
  const { createPasswordHasher } = await import('../src/accounts/service/passwords');
  const { DEFAULT_PASSWORD_HASHING } = await import('../src/config');
  const hash = await createPasswordHasher(DEFAULT_PASSWORD_HASHING).hash('secret-pass');
  expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
});

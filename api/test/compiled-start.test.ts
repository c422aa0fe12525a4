// The API as `npm start` runs it: built by the API's one build (api/scripts/build.mjs) and started with
// start:compiled's arguments (source maps, the heap's limit, dist/main.js), on a fresh SQLite file, against a fake
// market on loopback. It seeds its data and serves it over HTTP, and the feeds are parsed on the parser thread from
// the compiled module beside the API's (dist/feed-worker.js); the build's source map names the TypeScript sources.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../src/platform/db';
import { HEADLINES, newsDb } from '../src/news/data/tables';
import { buildCompiled, COMPILED_ARGS, spawnProcess, stop } from '../bench/api-process';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const DIST = path.resolve(__dirname, '..', 'dist');

describe('the API as npm start runs it, compiled', () => {
  let fake: FakeSources;
  let dataDir: string;
  let db: Db;
  let api: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeSources({ days: 30 });
    fake.addHeadline({ title: 'Bitcoin climbs as compiled parser reads the feed', link: 'https://fake.example/compiled-1', publishedAt: new Date(Date.now() - 3_600_000).toISOString() });
    dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-compiled-'));
    buildCompiled();
    api = await spawnProcess(
      COMPILED_ARGS,
      { ...fake.env, SENTISCOPE_OFFLINE: '1', DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'compiled-start-secret-'.repeat(3), MARKET_DATA_DIR: '', HEADLINES_FILE: '', LOG_LEVEL: 'warn' },
      children,
    );
    db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'sentiscope.sqlite') });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(children.map(stop));
    await db?.close();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs dist/main.js with source maps and the heap limit, serves its seeded catalogue and parses the feeds on its thread', async () => {
    expect(COMPILED_ARGS).toEqual(expect.arrayContaining(['--enable-source-maps', 'dist/main.js']));
    expect(COMPILED_ARGS.some((arg) => /^--max-old-space-size=\d+$/.test(arg))).toBe(true);

    const list = await fetch(`${api}/v1/stock/list`);
    expect(list.status).toBe(200);
    const assets = ((await list.json()) as { data: Array<{ id: string }> }).data.map((a) => a.id);
    expect(assets).toEqual(expect.arrayContaining(['btc', 'aapl']));

    // The start-up ingestion reads the fake RSS and Atom feeds; a parser thread that did not start fails them.
    const stored = () => newsDb(db.k).selectFrom(HEADLINES).select('title').where('title', '=', 'Bitcoin climbs as compiled parser reads the feed').executeTakeFirst();
    for (const until = Date.now() + 30_000; !(await stored()) && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await stored())?.title).toContain('compiled parser');

    const map = JSON.parse(readFileSync(path.join(DIST, 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toEqual(expect.arrayContaining(['../src/main.ts', '../src/news/providers/feed-thread.ts']));
    expect(readFileSync(path.join(DIST, 'feed-worker.js'), 'utf8')).toContain('sourceMappingURL=feed-worker.js.map');
  }, 60_000);
});

// The GDELT backfill within its host's pacing and a source's deadline, on a real database against a loopback fake:
// each run reads the slices its deadline allows at the host's pace, stops without an error, and the next run goes
// on where it stopped until every slice of every asset is read, each once.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allAssets } from '../src/catalogue/service/catalogue';
import { migrate } from '../src/platform/db/migrations';
import type { Db } from '../src/platform/db';
import { runIngestion } from '../src/jobs/ingestion/pipeline';
import { createSourceHttp } from '../src/prices/sources/source-http';
import { BACKFILL_DAYS, gdeltBackfillProvider, SLICE_DAYS } from '../src/news/providers/gdelt';
import { freshDatabase } from './fresh-database';

const PACE_MS = 100;
const SLICES = Math.ceil(BACKFILL_DAYS / SLICE_DAYS);
const assets = allAssets().filter((a) => a.id === 'btc' || a.id === 'aapl');

let server: http.Server;
let base: string;
let db: Db;
let drop: () => Promise<void>;
let dataDir: string;
const asked: { at: number; query: string; start: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    asked.push({ at: performance.now(), query: url.searchParams.get('query') ?? '', start: url.searchParams.get('startdatetime') ?? '' });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-gdelt-'));
  ({ db, drop } = await freshDatabase(dataDir));
  await migrate(db);
});

afterAll(async () => {
  await db.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

it('reads what each run allows at the pace of its host, and every slice once across runs', async () => {
  const host = new URL(base).host;
  // The same client across runs, as the API keeps it: one request per PACE_MS on the fake's host.
  const client = createSourceHttp({ offline: true, budgets: { [host]: { capacity: 1, perSecond: 1000 / PACE_MS } } });
  const provider = gdeltBackfillProvider(base, assets);
  const perRun: number[] = [];
  for (let run = 0; run < 20 && asked.length < assets.length * SLICES; run++) {
    const before = asked.length;
    const result = await runIngestion({ db, providers: [provider], now: Date.now, modelVersion: 'test', http: client, retries: 0, sourceDeadlineMs: 4.5 * PACE_MS });
    expect(result.sources[0]).toMatchObject({ source: `gdelt@${host}`, errors: 0, error: null });
    perRun.push(asked.length - before);
  }
  // Every slice of both assets once, over several runs of a few slices each.
  expect(asked).toHaveLength(assets.length * SLICES);
  expect(new Set(asked.map((a) => `${a.query}|${a.start}`)).size).toBe(assets.length * SLICES);
  expect(perRun.length).toBeGreaterThan(3);
  for (const n of perRun) expect(n).toBeLessThanOrEqual(6);
  // Within a run the requests keep the host's pace (measured where they arrive; unpaced, they come a few ms apart).
  let gapsChecked = 0;
  let at = 0;
  for (const n of perRun) {
    for (let i = at + 1; i < at + n; i++, gapsChecked++) expect(asked[i].at - asked[i - 1].at).toBeGreaterThanOrEqual(PACE_MS * 0.6);
    at += n;
  }
  expect(gapsChecked).toBeGreaterThan(5);
  // Once done, a run asks nothing more.
  await runIngestion({ db, providers: [provider], now: Date.now, modelVersion: 'test', http: client, retries: 0 });
  expect(asked).toHaveLength(assets.length * SLICES);
});

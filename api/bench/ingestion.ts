// npm run bench:ingestion (in api/): the ingestion pipeline's budgets. `--check` exits non-zero when one is missed.
//   1. 10,000 new headlines through the whole pipeline (RSS parse, clean, de-duplicate, link, score, store), on
//      SQLite and, with DATABASE_URL (scripts/with-postgres.sh), on PostgreSQL: at most 5 s, median of 3 runs.
//   2. The daily snapshots of all 12 assets over their whole bundled history, rebuilt: at most 10 s, median of 3.
//   3. GET /v1/stock/history over eight years (2018-01-01 to 2025-08-22), warm, over HTTP: p95 at most 10 ms.
//   4. and 5. The live run against fake sources on loopback, on one core (bench/live-run.ts): the first-run backfill
//      of 8 years of daily candles of the 12 assets, at most 10 s, and one full run over them, at most 3 s.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrations';
import { allAssets } from '../src/catalogue/service/catalogue';
import { loadMarketConfig } from '../src/prices/service/config';
import { MODEL_VERSION } from '../src/analysis/model/model';
import { runIngestion } from '../src/jobs/ingestion/pipeline';
import { parseFeed } from '../src/news/providers/feed-parser';
import { emptyBatch, type IngestProvider } from '../src/prices/sources/types';
import { lastSnapshotDay } from '../src/history/data/snapshots';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { updateSnapshots } from '../src/history/service/snapshots';
import { createStoredMarket } from '../src/history/service/stored-market';
import { createVerifiedUser, loginToken, startApi } from '../test/helpers';
import { LIVE_BUDGET, liveRunFigures } from './live-run';

const CHECK = process.argv.includes('--check');
const BUDGET = { headlinesMs: 5000, snapshotsMs: 10_000, historyP95Ms: 10 };
const DATA = path.resolve(__dirname, '..', '..', '..', 'shared', 'data');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** An RSS document of `count` distinct, realistic headlines spread over the last 300 days. */
function feed(count: number, seed: number): string {
  const subjects = ['Bitcoin', 'Ethereum', 'Solana', 'XRP', 'Cardano', 'Dogecoin', 'Apple', 'Microsoft', 'Nvidia', 'Tesla', 'Wall Street', 'Crypto markets', 'Regulators', 'Miners'];
  const verbs = ['rallies', 'slumps', 'climbs', 'drops', 'steadies', 'surges', 'slides', 'rebounds', 'stalls', 'jumps'];
  const tails = ['after ETF inflows', 'as traders take profit', 'on rate cut hopes', 'after a hack', 'ahead of earnings', 'as volumes thin', 'on record demand', 'after SEC comments'];
  const items: string[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const title = `${subjects[i % subjects.length]} ${verbs[(i * 7) % verbs.length]} ${(i % 97) + 1}% ${tails[(i * 3) % tails.length]} (${seed}-${i})`;
    const at = new Date(now - ((i * 2_591_000) % (300 * 86_400_000))).toUTCString();
    items.push(`<item><title>${title}</title><link>https://bench.example/${seed}/${i}</link><guid>bench-${seed}-${i}</guid><pubDate>${at}</pubDate></item>`);
  }
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench Wire</title>${items.join('')}</channel></rss>`;
}

const feedProvider = (xml: string): IngestProvider => ({
  source: 'bench feed',
  kind: 'headlines',
  overwrite: false,
  async fetch() {
    const headlines = parseFeed(xml, 'bench');
    return { ...emptyBatch(), headlines, fetched: headlines.length };
  },
});

async function freshDb(kind: 'sqlite' | 'postgres', dir: string, run: number): Promise<Db> {
  if (kind === 'sqlite') return openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, `bench-${run}.sqlite`) });
  const schema = `bench_${process.pid}_${run}`;
  const admin = openDatabase({ databaseUrl: process.env.DATABASE_URL as string, sqliteFile: '' });
  await admin.k.schema.dropSchema(schema).ifExists().cascade().execute();
  await admin.k.schema.createSchema(schema).execute();
  await admin.close();
  return openDatabase({ databaseUrl: process.env.DATABASE_URL as string, sqliteFile: '', pgSchema: schema });
}

async function headlinesBench(kind: 'sqlite' | 'postgres'): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-'));
  const times: number[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      const db = await freshDb(kind, dir, run);
      await migrate(db);
      const xml = feed(10_000, run);
      const started = performance.now();
      const result = await runIngestion({ db, providers: [feedProvider(xml)], now: Date.now, modelVersion: MODEL_VERSION });
      times.push(performance.now() - started);
      if (result.sources[0].stored !== 10_000) throw new Error(`stored ${result.sources[0].stored} of 10,000: ${result.sources[0].error}`);
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return median(times);
}

async function untilSnapshotsStored(db: Db, stored: ReturnType<typeof createStoredMarket>): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    let done = true;
    for (const asset of allAssets()) {
      const history = await stored.history(asset);
      const last = history ? history.candles[history.candles.length - 1].date : null;
      if (last !== null && (await lastSnapshotDay(db.k, asset.id)) !== last) done = false;
    }
    if (done) return;
    if (Date.now() > deadline) throw new Error('the stored days were not written within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  const failures: string[] = [];
  const judge = (name: string, value: number, budget: number, unit: string) => {
    const ok = value <= budget;
    console.log(`${name.padEnd(58)} ${value.toFixed(unit === 'ms' && value < 100 ? 2 : 0).padStart(8)} ${unit}  (budget ${budget} ${unit}) ${ok ? 'ok' : 'MISSED'}`);
    if (!ok) failures.push(name);
  };
  judge('10,000 new headlines, whole pipeline, SQLite (median of 3)', await headlinesBench('sqlite'), BUDGET.headlinesMs, 'ms');
  if (process.env.DATABASE_URL) judge('10,000 new headlines, whole pipeline, PostgreSQL (median of 3)', await headlinesBench('postgres'), BUDGET.headlinesMs, 'ms');

  const live = await liveRunFigures();
  const where = live.pinned ? 'one core' : 'unpinned';
  judge(`first-run backfill, 8 years x 12 assets (${live.candles} candles), ${where}`, live.backfillMs, LIVE_BUDGET.backfillMs, 'ms');
  judge(`full run over the 12 assets (${live.headlines} new headlines), ${where}`, live.fullRunMs, LIVE_BUDGET.fullRunMs, 'ms');

  const market = loadMarketConfig({ MARKET_DATA_DIR: path.join(DATA, 'market'), HEADLINES_FILE: path.join(DATA, 'news', 'headlines.csv') });
  const api = await startApi({ config: { market } });
  try {
    const stored = createStoredMarket(api.db, Date.now);
    // The API imported the bundled files before it listened and writes their days in the background; the import is
    // run here too (nothing to do once the API's is done, or the import itself if that one failed), and the timings
    // start once every asset's days are stored, not while the first build still runs beside them.
    const imported = await createIngestion(market, api.db, Date.now).run('bundled');
    for (const source of imported.sources) if (source.errors > 0) throw new Error(`the bundled import failed: ${source.source}: ${source.error}`);
    await untilSnapshotsStored(api.db, stored);
    const rebuilds: number[] = [];
    let days = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      days = (await updateSnapshots(api.db, stored, allAssets(), true)).days;
      rebuilds.push(performance.now() - started);
    }
    judge(`snapshots of all 12 assets rebuilt (${days} days, median of 3)`, median(rebuilds), BUDGET.snapshotsMs, 'ms');

    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    const url = '/v1/stock/history/btc?startDate=2018-01-01&endDate=2025-08-22';
    const first = await api.request('GET', url, { token });
    if (first.status !== 200) throw new Error(`history answered ${first.status}`);
    // As a browser asks: brotli accepted, the whole body read (not decoded or parsed: that is the client's time).
    const get = () =>
      new Promise<void>((resolve, reject) => {
        http
          .get(`${api.url}${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' }, agent }, (res) => {
            res.on('data', () => undefined);
            res.on('end', () => resolve());
          })
          .on('error', reject);
      });
    const agent = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 50; i++) await get();
    const samples: number[] = [];
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      await get();
      samples.push(performance.now() - started);
    }
    agent.destroy();
    samples.sort((a, b) => a - b);
    judge(`GET /v1/stock/history, 8 years (${first.body.data.days.length} days), warm p95`, samples[Math.floor(samples.length * 0.95)], BUDGET.historyP95Ms, 'ms');
  } finally {
    await api.close();
  }
  if (CHECK && failures.length > 0) {
    console.error(`budget missed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

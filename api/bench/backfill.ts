// npm run bench:backfill (in api/): one added coin's whole daily history (from 2018-01-01 to yesterday, about 8.9
// years) backfilled on SQLite with the bundled headlines stored, against a loopback fake of Binance's klines (1,000
// days a page) and of GDELT's article list. Each run adds a new coin and times its backfill until it is active:
// the candles fetched and stored, its headlines linked, its daily snapshots computed. The fake answers from memory,
// and the time to its last answer is printed apart. The verdict is the median of the runs; `--check` exits
// non-zero past the budget (issue 34: 5 s).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../src/server';
import { loadMarketConfig } from '../src/prices/service/config';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { createBackfills } from '../src/jobs/backfill';
import { insertAsset, readAsset } from '../src/catalogue/data/assets';
import { newAssetRow } from '../src/catalogue/service/new-asset';
import { refreshCatalogue } from '../src/catalogue/service/catalogue';
import { readCandles } from '../src/prices/data/store';
import { snapshotRange } from '../src/history/data/snapshots';
import { benchAppConfig } from './bench-users';

export const BUDGET_MS = 5000;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const DAY = 86_400_000;
const HEADLINES_FILE = path.resolve(__dirname, '..', '..', '..', 'shared', 'data', 'news', 'headlines.csv');

/** Closed days from 2018-01-01 to yesterday as Binance klines rows, a wandering price. */
function klines(): unknown[][] {
  const rows: unknown[][] = [];
  let close = 12;
  for (let t = Date.parse('2018-01-01T00:00:00Z'); t < Math.floor(Date.now() / DAY) * DAY; t += DAY) {
    const open = close;
    close = Math.max(0.5, open * (1 + Math.sin(t / DAY / 9) * 0.03 + Math.cos(t / DAY / 41) * 0.01));
    rows.push([t, String(open), String(Math.max(open, close) * 1.02), String(Math.min(open, close) * 0.98), String(close), '1000', t + DAY - 1, String(close * 1000), 10, '0', '0', '0']);
  }
  return rows;
}

async function main() {
  const days = klines();
  let lastAnswerAt = 0;
  const fake = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '{"articles":[]}';
    if (url.pathname === '/api/v3/klines') {
      const from = Number(url.searchParams.get('startTime') ?? 0);
      const to = Number(url.searchParams.get('endTime') ?? Infinity);
      body = JSON.stringify(days.filter((k) => (k[0] as number) >= from && (k[0] as number) <= to).slice(0, Number(url.searchParams.get('limit') ?? 500)));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body, () => void (lastAnswerAt = performance.now()));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.address() as { port: number }).port}`;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-backfill-'));
  const { db } = await prepareDatabase(benchAppConfig(dataDir));
  const market = loadMarketConfig({ SENTISCOPE_OFFLINE: '1', BINANCE_BASE_URL: base, COINBASE_BASE_URL: base, KRAKEN_BASE_URL: base, GDELT_BASE_URL: base, HEADLINES_FILE, NEWS_RSS_FEEDS: 'off', INGEST_RETRIES: '0' });
  const ingestion = createIngestion(market, db, Date.now);
  const backfills = createBackfills(market, db, Date.now, ingestion, (line) => console.log(line));
  try {
    await refreshCatalogue(db, Date.now(), true);
    await ingestion.run('bundled');
    console.log(`Backfill bench: one coin's ${days.length.toLocaleString('en-US')} days from a loopback Binance, the bundled headlines stored, ${RUNS} runs, SQLite`);
    const totals: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const symbol = `BFB${run}`;
      const row = newAssetRow({ id: `crypto:${symbol}`, symbol, name: `Backfill Bench ${run}`, kind: 'crypto', exchange: 'Binance', refreshed_at: Date.now() }, new Set(), 100 + run, Date.now());
      await insertAsset(db.k, row);
      await refreshCatalogue(db, Date.now(), true);
      const started = performance.now();
      await backfills.runPending();
      const total = performance.now() - started;
      const [state, candles, snapshots] = [await readAsset(db.k, row.id), await readCandles(db.k, row.id), await snapshotRange(db.k, row.id)];
      if (state?.state !== 'active' || candles.length !== days.length || !snapshots) throw new Error(`${symbol} ended ${state?.state} (${state?.state_reason}) with ${candles.length} candles`);
      totals.push(total);
      console.log(`run ${run}: ${candles.length} candles, snapshots ${snapshots.first} to ${snapshots.last}, active after ${total.toFixed(0)} ms (the fake's last answer at ${(lastAnswerAt - started).toFixed(0)} ms)`);
    }
    totals.sort((a, b) => a - b);
    const median = totals[Math.floor(totals.length / 2)];
    console.log(`backfill ${median.toFixed(0)} ms (median of ${RUNS}: ${totals.map((t) => t.toFixed(0)).join(', ')}; budget ${BUDGET_MS} ms)`);
    if (process.argv.includes('--check')) {
      if (median > BUDGET_MS) {
        console.error(`Backfill budget missed: ${median.toFixed(0)} ms`);
        process.exitCode = 1;
      } else console.log('Backfill budget met.');
    }
  } finally {
    await db.close();
    await new Promise((resolve) => fake.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();

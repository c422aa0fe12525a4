// The markets screener with 1,000 assets: GET /v1/markets' work (the screener's page and the envelope written as
// JSON) on a fresh SQLite file holding 1,000 assets' stored days and newest candles. Cold: the first request after
// a new data version; warm: the same request again, which the budget holds (p95 of 200, sorted by mood, first page).
// `--check` fails when the warm p95 is over BUDGET_MS. It also prints GET /v1/stock/overview's work for a member
// whose plan opens the 1,000 (read from the same rows and stored days, decision 213), cold and warm, without a budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrations';
import { allAssets, type Asset } from '../src/catalogue/service/catalogue';
import { shiftDay } from '../src/platform/days';
import { replaceSnapshots } from '../src/history/data/snapshots';
import type { SnapshotRow } from '../src/history/data/tables';
import { bumpDataVersion, storeCandles } from '../src/prices/data/store';
import { createStoredMarket } from '../src/history/service/stored-market';
import { createScreener } from '../src/history/service/screener';
import { overviewLines } from '../src/history/service/overview';

export const BUDGET_MS = 50;
const COUNT = 1000;
/** Stored days per asset: the screener reads each asset's last 35, and the last day of all of them. */
const DAYS = 400;
const LAST_DAY = shiftDay(new Date().toISOString().slice(0, 10), -1);
const SIGNALS = ['bullish', 'neutral', 'bearish'];

const assets: Asset[] = Array.from({ length: COUNT }, (_, i) => {
  const like = allAssets()[i % allAssets().length];
  const symbol = `${like.symbol}${i}`;
  return { ...like, id: symbol.toLowerCase(), symbol, name: `${symbol} - ${like.title} ${i}`, title: `${like.title} ${i}` };
});

function days(asset: Asset, n: number): SnapshotRow[] {
  let close = 10 + n;
  return Array.from({ length: DAYS }, (_, d) => {
    close *= 1 + Math.sin(n * 7 + d) * 0.02;
    const mood = 50 + 40 * Math.sin(n + d / 9);
    return {
      asset_id: asset.id,
      date: shiftDay(LAST_DAY, d - DAYS + 1),
      close,
      mood,
      band: null,
      momentum: null,
      strength: null,
      trend: null,
      volatility: null,
      sentiment: null,
      signal: SIGNALS[(n + d) % 3],
      headline_count: (n * d) % 7,
      headline_mean: null,
      headline_z: null,
    };
  });
}

/** The first call's time, then `count` more in ascending order. */
async function coldThenWarm(request: () => Promise<number>, count: number): Promise<{ cold: number; warm: number[] }> {
  const cold = await request();
  const warm: number[] = [];
  for (let i = 0; i < count; i++) warm.push(await request());
  return { cold, warm: warm.sort((a, b) => a - b) };
}

/** The overview's work for a member who opens every asset: cold on a new screener (its rows built), then warm. */
async function overview(db: ReturnType<typeof openDatabase>, stored: ReturnType<typeof createStoredMarket>, open: ReadonlySet<string>) {
  const screener = createScreener(db, () => stored.version(), { assets: () => assets, version: () => 'bench' }, Date.now);
  // Every asset has stored days: none may be analysed from its candles.
  const market = { assets: () => assets, details: () => Promise.reject(new Error('the overview analysed an asset from its candles')) };
  const coverage = new Map();
  const request = async () => {
    const started = performance.now();
    const lines = await overviewLines(market, await screener.lines((id) => open.has(id)), (id) => open.has(id), coverage);
    const body = JSON.stringify({ success: true, message: 'Stock details', data: { assets: lines } });
    if (lines.length !== COUNT || body.length === 0) throw new Error(`answered ${lines.length} of ${COUNT} lines`);
    return performance.now() - started;
  };
  const { cold, warm } = await coldThenWarm(request, 50);
  const at = (q: number) => warm[Math.ceil(warm.length * q) - 1].toFixed(1);
  console.log(`GET /v1/stock/overview, a plan opening all ${COUNT} assets: cold ${cold.toFixed(0)} ms, warm p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-markets-'));
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'bench.sqlite') });
  try {
    await migrate(db);
    const filled = performance.now();
    for (const [n, asset] of assets.entries()) {
      const rows = days(asset, n);
      await db.k.transaction().execute(async (trx) => {
        await replaceSnapshots(trx, asset.id, rows, null);
        const last = rows[rows.length - 1];
        await storeCandles(trx, asset.id, [{ date: last.date, open: last.close, high: last.close, low: last.close, close: last.close, volume: 1 }], 'binance', true, Date.now());
      });
    }
    await bumpDataVersion(db.k, Date.now());
    console.log(`${COUNT.toLocaleString('en-US')} assets, ${(COUNT * DAYS).toLocaleString('en-US')} stored days written in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

    const stored = createStoredMarket(db, Date.now);
    const screener = createScreener(db, () => stored.version(), { assets: () => assets, version: () => 'bench' }, Date.now);
    const open = new Set(assets.map((a) => a.id));
    const request = async () => {
      const started = performance.now();
      const page = await screener.page({ open: (id) => open.has(id), sort: 'mood', dir: 'desc', limit: 50 });
      const body = JSON.stringify({ success: true, message: 'Markets', data: page });
      if (page.total !== COUNT || body.length === 0) throw new Error(`answered ${page.total} of ${COUNT} rows`);
      return performance.now() - started;
    };
    const { cold, warm } = await coldThenWarm(request, 200);
    const p95 = warm[Math.floor(warm.length * 0.95) - 1];
    console.log(`GET /v1/markets sorted by mood, first page, ${COUNT} assets: cold ${cold.toFixed(0)} ms, warm p50 ${warm[99].toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ${BUDGET_MS} ms)`);
    await overview(db, stored, open);
    if (process.argv.includes('--check')) {
      if (p95 > BUDGET_MS) {
        console.error(`Markets budget missed: p95 ${p95.toFixed(2)} ms > ${BUDGET_MS} ms`);
        process.exitCode = 1;
      } else console.log('Markets budget met.');
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();

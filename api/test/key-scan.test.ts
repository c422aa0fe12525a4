// Each asset's first and last stored day, its newest candle's source and close, its last stored snapshot day and its
// newest stored hour: read with one index seek per asset (platform/db/key-scan.ts) instead of an aggregate over every
// row, and the same answer an aggregate gives, for ids that sort next to each other, share prefixes or hold one row.
// On the real database file (SQLite here, PostgreSQL in ci-postgres).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shiftDay } from '../src/platform/days';
import { migrate } from '../src/platform/db/migrations';
import { newestCandleSources, storeCandles } from '../src/prices/data/store';
import { latestHours, storeHourlyCandles } from '../src/prices/data/hourly';
import { lastDays } from '../src/history/data/screener';
import { replaceSnapshots } from '../src/history/data/snapshots';
import { freshDatabase } from './fresh-database';

const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-key-scan-'));
let fresh: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  fresh = await freshDatabase(dir);
  await migrate(fresh.db);
});
afterAll(async () => {
  await fresh.db.close();
  await fresh.drop();
  rmSync(dir, { recursive: true, force: true });
});

const candle = (date: string, close: number) => ({ date, open: close, high: close, low: close, close, volume: 1 });
const snapshot = (assetId: string, date: string) => ({
  ...{ asset_id: assetId, date, close: 1, mood: 50, band: 'neutral', momentum: null, strength: null, trend: null },
  ...{ volatility: null, sentiment: null, signal: 'neutral', headline_count: 0, headline_mean: null, headline_z: null },
});

test('an empty store answers no asset', async () => {
  expect((await newestCandleSources(fresh.db.k)).size).toBe(0);
  expect((await lastDays(fresh.db.k)).size).toBe(0);
  expect((await latestHours(fresh.db.k)).size).toBe(0);
});

test('each asset answers its own first and last day, newest source and close, last snapshot day and newest hour', async () => {
  const start = new Date().toISOString().slice(0, 10);
  // Ids chosen to sort next to each other and share prefixes; `one` holds a single row; days per asset differ.
  const assets = [
    { id: 'a', days: 3 },
    { id: 'aa', days: 40 },
    { id: 'btc', days: 400 },
    { id: 'btc2', days: 7 },
    { id: 'one', days: 1 },
    { id: 'z9', days: 12 },
  ];
  const expected = new Map<string, { first: string; date: string; source: string; close: number }>();
  const hours = new Map<string, number>();
  for (const [n, { id, days }] of assets.entries()) {
    const first = shiftDay(start, -days - n);
    const dates = Array.from({ length: days }, (_, d) => shiftDay(first, d));
    // The older days from a bundled file, the newest from a live source: the newest candle's source is the answer.
    await storeCandles(fresh.db.k, id, dates.slice(0, -1).map((date, d) => candle(date, 100 + d)), 'bundled', false, 1);
    await storeCandles(fresh.db.k, id, [candle(dates[days - 1], 500 + n)], `live-${n}`, true, 2);
    expected.set(id, { first, date: dates[days - 1], source: `live-${n}`, close: 500 + n });
    await replaceSnapshots(fresh.db.k, id, dates.slice(0, Math.max(1, days - n)).map((date) => snapshot(id, date)), null);
    const hour = Date.parse(`${start}T00:00:00Z`) - n * 3_600_000;
    await storeHourlyCandles(fresh.db.k, id, [0, 1, 2].map((h) => ({ time: hour - h * 7_200_000, open: 1, high: 1, low: 1, close: 1, volume: 1 })), 'binance', 3);
    hours.set(id, hour);
  }
  expect(await newestCandleSources(fresh.db.k)).toEqual(expected);
  const lastSnapshots = new Map(assets.map(({ id, days }, n) => [id, shiftDay(expected.get(id)!.first, Math.max(1, days - n) - 1)]));
  expect(await lastDays(fresh.db.k)).toEqual(lastSnapshots);
  expect(await latestHours(fresh.db.k)).toEqual(hours);
});

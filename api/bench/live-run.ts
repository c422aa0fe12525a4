// The live run's two figures for `npm run bench:ingestion` (budgets in --check), against the fake sources on
// loopback (api/test/support/fake-sources.ts: Binance-format klines, Stooq-format CSV, an RSS and an Atom feed):
//   1. the first-run backfill: 8 years of daily candles of the 12 assets into an empty database, the daily
//      snapshots included (what a new install waits for before its history is there): at most 10 s;
//   2. one full scheduled run over the 12 assets once that is stored: the day that closed since for every asset and
//      the feeds' new headlines, fetched, stored, scored and the snapshots brought up to date: at most 3 s.
// Both on one core (the process, its worker threads and the fakes pinned to CPU 0 with taskset when it is there),
// each the median of several runs on a fresh database.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { openDatabase } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrations';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { loadMarketConfig } from '../src/prices/service/config';
import { startFakeSources } from '../test/support/fake-sources';

export const LIVE_BUDGET = { backfillMs: 10_000, fullRunMs: 3000 };
const YEARS = 8;
const NEW_HEADLINES = 200;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Pins this process (every thread, and the threads it starts later) to one CPU; returns how to undo it. */
export function pinToOneCore(): { pinned: boolean; restore: () => void } {
  try {
    const before = /list:\s*(\S+)/.exec(execFileSync('taskset', ['-a', '-c', '-p', String(process.pid)], { encoding: 'utf8' }))?.[1];
    execFileSync('taskset', ['-a', '-c', '-p', '0', String(process.pid)], { stdio: 'ignore' });
    return { pinned: true, restore: () => (before ? void execFileSync('taskset', ['-a', '-c', '-p', before, String(process.pid)], { stdio: 'ignore' }) : undefined) };
  } catch {
    return { pinned: false, restore: () => undefined };
  }
}

type Figures = { backfillMs: number; fullRunMs: number; candles: number; headlines: number; pinned: boolean };

export async function liveRunFigures(runs = 3): Promise<Figures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-live-'));
  const pin = pinToOneCore();
  const backfills: number[] = [];
  const fullRuns: number[] = [];
  let candles = 0;
  let headlines = 0;
  try {
    for (let run = 0; run < runs; run++) {
      // The backfill happens the day before: the fakes' newest day (yesterday) closes only for the full run.
      const today = Date.now();
      let clock = today - MS_PER_DAY;
      const fake = await startFakeSources({ days: YEARS * 365, now: () => today });
      const market = loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0' });
      const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, `live-${run}.sqlite`) });
      try {
        await migrate(db);
        const ingestion = createIngestion(market, db, () => clock);
        let started = performance.now();
        const first = await ingestion.run();
        backfills.push(performance.now() - started);
        const failed = first.sources.filter((s) => s.errors > 0);
        if (failed.length > 0) throw new Error(`the backfill failed: ${failed.map((s) => `${s.source}: ${s.error}`).join('; ')}`);
        candles = first.sources.filter((s) => s.kind.endsWith('-prices')).reduce((n, s) => n + s.stored, 0);

        for (let i = 0; i < NEW_HEADLINES; i++) {
          const subject = ['Bitcoin', 'Ether', 'Solana', 'Apple', 'Nvidia', 'Tesla', 'Microsoft', 'Wall Street'][i % 8];
          fake.addHeadline({ title: `${subject} ${['rallies', 'slides', 'steadies', 'jumps'][i % 4]} as traders weigh the day's news (${run}-${i})`, link: `https://wire.example/${run}/${i}`, publishedAt: new Date(today - (i % 20) * 3_600_000).toISOString(), feed: i % 2 ? 'atom' : 'rss' });
        }
        clock = today;
        started = performance.now();
        const next = await ingestion.run();
        fullRuns.push(performance.now() - started);
        const stored = next.sources.filter((s) => s.kind.endsWith('-prices')).reduce((n, s) => n + s.stored, 0);
        headlines = next.sources.filter((s) => s.kind === 'headlines').reduce((n, s) => n + s.stored, 0);
        if (stored < 12 || headlines < NEW_HEADLINES) throw new Error(`the full run stored ${stored} candles and ${headlines} headlines: ${JSON.stringify(next.sources)}`);
      } finally {
        await db.close();
        await fake.close();
      }
    }
  } finally {
    pin.restore();
    rmSync(dir, { recursive: true, force: true });
  }
  return { backfillMs: median(backfills), fullRunMs: median(fullRuns), candles, headlines, pinned: pin.pinned };
}

if (require.main === module) {
  void liveRunFigures().then((f) => console.log(JSON.stringify(f)));
}

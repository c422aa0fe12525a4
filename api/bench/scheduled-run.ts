// npm run bench:scheduled-run (in api/): one scheduled daily run over 1,000 tracked assets against fakes on loopback.
// The database is the scale fixture (bench/scale-fixture.ts: 1,000 assets, 8 years of daily candles up to yesterday,
// the bundled headlines); the fake market (test/support/fake-sources.ts) answers each asset's new day (every day
// since the fixture's last for a coin, the next weekday for a stock) and 200 new headlines in its feeds. The run is
// the ingestion's own (the price chains, the feeds, then the daily snapshots), on one core when taskset is there,
// timed from its start to its end (wall, and the process's CPU time beside it: the core is shared). Budget: 60 s
// wall (docs/scale.md). Options: --assets N (1,000); --fixture DIR measures on a fixture kept by
// `npm run bench:scale -w api -- --keep` that no run has brought up to date yet; --keep keeps the one built here;
// --check exits non-zero when the budget is missed.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { openDatabase } from '../src/platform/db';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { loadMarketConfig } from '../src/prices/service/config';
import { shiftDay } from '../src/platform/days';
import { buildScaleFixture, openScaleFixture } from './scale-fixture';
import { pinToOneCore } from './live-run';
import { startFakeSources } from '../test/support/fake-sources';

const CHECK = process.argv.includes('--check');
const BUDGET_MS = 60_000;
const NEW_HEADLINES = 200;
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const weekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

async function main() {
  const given = argument('--fixture');
  let started = performance.now();
  const fixture = given ? openScaleFixture(given) : await buildScaleFixture(Number(argument('--assets') ?? 1000));
  if (!given) console.log(`fixture: ${fixture.assetIds.length} assets, ${fixture.candles} candles, built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  // The run's day: the next weekday after the fixture's last, so every stock has one new day and every coin its days since.
  let newDay = shiftDay(fixture.lastDay, 1);
  while (weekend(newDay)) newDay = shiftDay(newDay, 1);
  const clock = Date.parse(`${newDay}T00:00:00Z`) + MS_PER_DAY + 3_600_000;
  const fake = await startFakeSources({ days: 0, now: () => clock });
  const sqliteFile = path.join(fixture.dataDir, 'sentiscope.sqlite');
  const db = openDatabase({ databaseUrl: null, sqliteFile });
  const file = new SQLite(sqliteFile, { readonly: true });
  const pin = pinToOneCore();
  try {
    // Each asset's last stored candle, read from the fixture's file as its builder wrote it.
    const assets = file
      .prepare("SELECT a.id, a.kind, a.provider_symbols, c.date, c.close FROM assets a JOIN market_daily_candles c ON c.asset_id = a.id AND c.date = (SELECT MAX(date) FROM market_daily_candles WHERE asset_id = a.id) WHERE a.state = 'active'")
      .all() as Array<{ id: string; kind: string; provider_symbols: string; date: string; close: number }>;
    let expected = 0;
    for (const asset of assets) {
      const symbols = JSON.parse(asset.provider_symbols) as Record<string, string>;
      // A plausible next close: the stored one moved by at most 2 %.
      const close = asset.close * (1 + 0.02 * Math.sin(expected));
      for (let day = shiftDay(asset.date, 1); day <= newDay; day = shiftDay(day, 1)) {
        if (asset.kind !== 'crypto' && weekend(day)) continue;
        fake.addCandle(asset.kind === 'crypto' ? symbols.binance : symbols.yahoo ?? asset.id.toUpperCase(), { date: day, close });
        expected++;
      }
    }
    for (let i = 0; i < NEW_HEADLINES; i++) {
      const subject = ['Bitcoin', 'Ether', 'Solana', 'Apple', 'Nvidia', 'Tesla', 'Microsoft', 'Wall Street'][i % 8];
      fake.addHeadline({ title: `${subject} ${['rallies', 'slides', 'steadies', 'jumps'][i % 4]} as traders weigh the day's news (${i})`, link: `https://wire.example/scheduled/${i}`, publishedAt: new Date(clock - (i % 20) * 3_600_000).toISOString(), feed: i % 2 ? 'atom' : 'rss' });
    }
    const market = loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0', SENTISCOPE_OFFLINE: '1' });
    const ingestion = createIngestion(market, db, () => clock);
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    const run = await ingestion.run();
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const prices = run.sources.filter((s) => s.kind.endsWith('-prices'));
    const stored = prices.reduce((n, s) => n + s.stored, 0);
    const headlines = run.sources.filter((s) => s.kind === 'headlines').reduce((n, s) => n + s.stored, 0);
    const snapshots = file.prepare('SELECT COUNT(*) AS n FROM market_daily_snapshots WHERE date = ?').get(newDay) as { n: number };
    const where = pin.pinned ? 'one core' : 'unpinned';
    const ok = ms <= BUDGET_MS;
    console.log(`scheduled run over ${assets.length} assets (${stored} of ${expected} new candles, ${headlines} headlines, ${Number(snapshots.n)} snapshots of ${newDay}), ${where}: ${(ms / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (budget ${BUDGET_MS / 1000} s) ${ok ? 'ok' : 'MISSED'}`);
    for (const s of prices) if (s.errors > 0) console.log(`  ${s.source}: ${s.errors} errors: ${s.error}`);
    if (stored < expected) throw new Error(`the run stored ${stored} of the ${expected} new candles`);
    if (CHECK && !ok) process.exitCode = 1;
  } finally {
    pin.restore();
    file.close();
    await db.close();
    await fake.close();
    if (!given && !process.argv.includes('--keep')) fixture.remove();
    else console.log(`fixture kept: --fixture ${fixture.dataDir}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

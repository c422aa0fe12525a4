// A database the size issue 34's scale figures speak of: 1,000 tracked assets (the twelve first rows and 988 more,
// coins and US stocks), each with 8 years of daily candles up to yesterday (every day for a coin, weekdays for a
// stock) and the stored days of the last 400 of them, the bundled headlines imported by the ingestion's own bundled provider, and a Pro
// member whose plan opens every asset. The rows are written with one prepared statement per table in one transaction,
// as an import would, not through the API. Built once a day per version of this code and of the schema into a cache
// under the system's temporary folder, and copied from there into a temporary folder for each run.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/server';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { FIRST_ASSETS } from '../src/catalogue/data/first-assets';
import { shiftDay } from '../src/platform/days';
import { bumpDataVersion } from '../src/prices/data/store';
import { bundledHeadlinesProvider } from '../src/news/providers/bundled-headlines';
import { runIngestion } from '../src/jobs/ingestion/pipeline';
import { MODEL_VERSION } from '../src/analysis/model/model';
import { MIGRATIONS } from '../src/platform/db/migrations';
import { insertBenchUsers } from './bench-users';

export const SHARED_DATA = path.resolve(__dirname, '..', '..', '..', 'shared', 'data');
export const HEADLINES_FILE = path.join(SHARED_DATA, 'news', 'headlines.csv');
export const MEMBER = { email: 'scale-member@example.com', password: 'scale-member-password-1' };
const YEARS = 8;
/** Stored days per asset: the last year and more (what the history, the screener and the alerts read). */
const STORED_DAYS = 400;
const SIGNALS = ['bullish', 'neutral', 'bearish'];

export type ScaleFixture = {
  dataDir: string;
  /** What an API process started on the fixture needs besides its port. */
  env: NodeJS.ProcessEnv;
  assetIds: string[];
  lastDay: string;
  candles: number;
  /** Signs the member out everywhere, so the next process measured signs in as on a first visit. */
  forgetSessions(): void;
  remove(): void;
};

/** The 1,000 assets: the first twelve, then coins and stocks named after them with a number. */
function assetRows(count: number, at: number) {
  return Array.from({ length: count }, (_, i) => {
    const like = FIRST_ASSETS[i % FIRST_ASSETS.length];
    if (i < FIRST_ASSETS.length) return null;
    const symbol = `${like.symbol}${i}`;
    const symbols: Record<string, string> = like.kind === 'crypto' ? { binance: `${symbol}USDT`, coinbase: `${symbol}-USD`, kraken: `${symbol}USD` } : { yahoo: symbol, stooq: `${symbol.toLowerCase()}.us` };
    return { ...like, id: symbol.toLowerCase(), symbol, name: `${like.name} ${i}`, provider_symbols: JSON.stringify(symbols), aliases: JSON.stringify([`${like.name.toLowerCase()} ${i}`]), is_default: 0, file: symbol, position: i, state: 'active', state_reason: null, revision: 1, updated_at: at };
  }).filter((r) => r !== null);
}

/** Every trading day of the last `YEARS` years up to `lastDay`: all of them for a coin, weekdays for a stock. */
function tradingDays(lastDay: string, crypto: boolean): string[] {
  const days: string[] = [];
  for (let d = -YEARS * 365 + 1; d <= 0; d++) {
    const day = shiftDay(lastDay, d);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (crypto || (weekday !== 0 && weekday !== 6)) days.push(day);
  }
  return days;
}

const FIXTURE_FILE = 'scale-fixture.json';

/** A fixture built before (a bench run with --keep), to measure again without building it. */
export function openScaleFixture(dataDir: string): ScaleFixture {
  const saved = JSON.parse(readFileSync(path.join(dataDir, FIXTURE_FILE), 'utf8')) as Omit<ScaleFixture, 'dataDir' | 'remove' | 'forgetSessions'>;
  const forgetSessions = () => {
    const file = new SQLite(path.join(dataDir, 'sentiscope.sqlite'));
    file.prepare('DELETE FROM sessions').run();
    file.close();
  };
  return { ...saved, env: { ...saved.env, DATA_DIR: dataDir }, dataDir, forgetSessions, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

const CACHE = path.join(tmpdir(), 'sentiscope-scale-cache');

/** What the fixture is made of: this code, the schema's migrations, the model, the headlines file, the size and the day. */
function fixtureKey(count: number, lastDay: string): string {
  const hash = createHash('sha256');
  for (const file of [__filename, path.join(__dirname, 'bench-users.ts')]) hash.update(readFileSync(file));
  for (const m of MIGRATIONS) hash.update(`${m.version} ${m.name} ${m.up.toString()}\n`);
  const headlines = existsSync(HEADLINES_FILE) ? statSync(HEADLINES_FILE) : null;
  hash.update(`${count} ${lastDay} ${MODEL_VERSION} ${headlines?.size} ${headlines?.mtimeMs}`);
  return hash.digest('hex').slice(0, 20);
}

/**
 * A fresh copy of the fixture for one run (its own folder, removed by `remove`). The first run of a day builds it
 * into the cache (written aside, then renamed into place, so a run stopped halfway leaves nothing half-built);
 * the fixtures of other days or versions built an hour before or more are removed then.
 */
export async function buildScaleFixture(count = 1000): Promise<ScaleFixture> {
  const lastDay = shiftDay(new Date().toISOString().slice(0, 10), -1);
  const key = fixtureKey(count, lastDay);
  const cached = path.join(CACHE, key);
  if (!existsSync(path.join(cached, FIXTURE_FILE))) {
    mkdirSync(CACHE, { recursive: true });
    const building = mkdtempSync(path.join(CACHE, 'building-'));
    await writeScaleFixture(building, count, lastDay);
    // Other keys' fixtures and builds left by a stopped run, an hour old or more (another worktree may be using a
    // newer one).
    const stale = (name: string) => name !== key && statSync(path.join(CACHE, name)).mtimeMs < Date.now() - 3_600_000;
    for (const old of readdirSync(CACHE).filter(stale)) rmSync(path.join(CACHE, old), { recursive: true, force: true });
    try {
      renameSync(building, cached);
    } catch {
      // Another run built the same fixture at the same time: theirs is kept.
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-scale-'));
  cpSync(cached, dataDir, { recursive: true });
  return openScaleFixture(dataDir);
}

async function writeScaleFixture(dataDir: string, count: number, lastDay: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    JWT_SECRET: 'scale-bench-secret-'.repeat(3),
    ADMIN_EMAIL: 'scale-admin@sentiscope.dev',
    ADMIN_PASSWORD: 'scale-admin-password-1',
    HEADLINES_FILE,
    MARKET_DATA_DIR: '',
    SENTISCOPE_OFFLINE: '1',
  };
  const config = loadConfig({ ...process.env, ...env, PORT: '0' });
  const { db } = await prepareDatabase(config);
  const at = Date.now();
  let candles = 0;
  try {
    // The bundled headlines, as the API's start-up import stores them (the same file then imports nothing more).
    await runIngestion({ db, providers: [bundledHeadlinesProvider(HEADLINES_FILE)], now: Date.now, modelVersion: MODEL_VERSION });
    const file = new SQLite(config.sqliteFile);
    file.pragma('journal_mode = WAL');
    const asset = file.prepare(
      'INSERT INTO assets (id, symbol, name, kind, exchange, provider_symbols, aliases, state, state_reason, is_default, file, demo_start, demo_volatility, position, revision, updated_at) VALUES (@id, @symbol, @name, @kind, @exchange, @provider_symbols, @aliases, @state, @state_reason, @is_default, @file, @demo_start, @demo_volatility, @position, @revision, @updated_at)',
    );
    const candle = file.prepare("INSERT INTO market_daily_candles (asset_id, date, open, high, low, close, volume, fetched_at, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'binance')");
    const day = file.prepare('INSERT INTO market_daily_snapshots (asset_id, date, close, mood, band, momentum, strength, trend, volatility, sentiment, signal, headline_count, headline_mean, headline_z) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const rows = [...FIRST_ASSETS.map((a) => ({ id: a.id, kind: a.kind, start: a.demo_start })), ...assetRows(count, at).map((a) => ({ id: a.id, kind: a.kind, start: a.demo_start }))];
    file.transaction(() => {
      for (const row of assetRows(count, at)) asset.run(row);
      rows.forEach(({ id, kind, start }, n) => {
        let close = start;
        const days = tradingDays(lastDay, kind === 'crypto');
        days.forEach((date, d) => {
          const open = close;
          close = Math.max(0.0001, close * (1 + Math.sin(n * 7 + d * 1.3) * 0.03));
          candle.run(id, date, open, Math.max(open, close) * 1.01, Math.min(open, close) * 0.99, close, 1000 + ((n * d) % 997), at);
          if (d < days.length - STORED_DAYS) return;
          const mood = 50 + 40 * Math.sin(n + d / 9);
          day.run(id, date, close, mood, mood >= 60 ? 'greed' : mood <= 40 ? 'fear' : 'neutral', mood, mood, mood, mood, null, SIGNALS[(n + d) % 3], (n * d) % 7, null, null);
        });
        candles += days.length;
      });
    })();
    file.close();
    await bumpDataVersion(db.k, Date.now());
    // A member on the Pro plan, which opens every asset.
    const ids = rows.map((r) => r.id);
    await db.k.updateTable('plans').set({ cryptos: JSON.stringify(ids) }).where('title', '=', 'Pro').execute();
    const pro = await db.k.selectFrom('plans').select('id').where('title', '=', 'Pro').executeTakeFirstOrThrow();
    const hash = await createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash(MEMBER.password);
    await insertBenchUsers(db, [MEMBER.email], hash, 'Scale');
    await db.k.updateTable('users').set({ plan_id: pro.id, sub_is_active: 1, sub_expiry: at + 30 * 86_400_000 }).where('email', '=', MEMBER.email).execute();
    writeFileSync(path.join(dataDir, FIXTURE_FILE), JSON.stringify({ env, assetIds: ids, lastDay, candles }));
  } finally {
    await db.close();
  }
}

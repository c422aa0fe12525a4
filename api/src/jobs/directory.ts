// The symbol directory's refresh (docs/catalogue.md, "The symbol directory"): reads Binance, Coinbase Exchange and
// NASDAQ Trader through the sources' HTTP client and replaces the directory's crypto or stock rows when their sources
// answered. A source outside this machine under SENTISCOPE_OFFLINE is skipped, and the result says so. The
// symbol-directory job runs it on the schedule: on the first start and once a UTC day.
import type { Db } from '../platform/db';
import { directoryState, replaceDirectory } from '../catalogue/data/directory';
import { binanceUsdtBases, coinbaseNames, cryptoRows, nasdaqTraderRows, type Listed } from '../catalogue/service/directory-sources';
import type { MarketConfig } from '../prices/service/config';
import { offHost, type SourceHttp } from '../prices/sources/source-http';
import type { JobDefinition } from './types';

export type DirectoryRun = { crypto: number | null; stocks: number | null; skipped: string[] };

const MAX_BYTES = 20 * 1024 * 1024;

export async function refreshDirectory(db: Db, config: MarketConfig, http: SourceHttp, now: number): Promise<DirectoryRun> {
  const skipped: string[] = [];
  const get = async (base: string, path: string, expect: 'json' | 'text'): Promise<string | null> => {
    const host = new URL(base).host;
    if (offHost(config.offline, host)) {
      skipped.push(`${host}: offline (SENTISCOPE_OFFLINE=1), not on this machine`);
      return null;
    }
    try {
      return (await http.get({ url: `${base}${path}`, expect, timeoutMs: config.ingestTimeoutMs, maxBytes: MAX_BYTES })).body;
    } catch (error) {
      skipped.push(`${host}${path}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const read = <T>(what: string, parse: () => T): T | null => {
    try {
      return parse();
    } catch (error) {
      skipped.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const { binance, coinbase, nasdaqTrader } = config.providers;
  const at = (rows: Listed[]) => rows.map((r) => ({ ...r, refreshed_at: now }));

  let crypto: number | null = null;
  const info = await get(binance, '/api/v3/exchangeInfo', 'json');
  const bases = info === null ? null : read('Binance exchangeInfo', () => binanceUsdtBases(JSON.parse(info)));
  if (bases !== null) {
    const currencies = await get(coinbase, '/currencies', 'json');
    const names = (currencies === null ? null : read('Coinbase currencies', () => coinbaseNames(JSON.parse(currencies)))) ?? new Map<string, string>();
    const rows = cryptoRows(bases, names);
    await replaceDirectory(db.k, ['crypto'], at(rows));
    crypto = rows.length;
  }

  let stocks: number | null = null;
  const listed = await get(nasdaqTrader, '/nasdaqlisted.txt', 'text');
  const other = listed === null ? null : await get(nasdaqTrader, '/otherlisted.txt', 'text');
  if (listed !== null && other !== null) {
    const rows = read('NASDAQ Trader files', () => [...nasdaqTraderRows(listed, 'nasdaqlisted'), ...nasdaqTraderRows(other, 'otherlisted')]);
    if (rows !== null) {
      const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
      await replaceDirectory(db.k, ['stock', 'etf'], at(unique));
      stocks = unique.length;
    }
  }
  return { crypto, stocks, skipped };
}

export const DIRECTORY_JOB = 'symbol-directory';

const DAY_MS = 86_400_000;

export type DirectoryContext = { db: Db; config: MarketConfig; http: SourceHttp; now: () => number; log: (line: string) => void };

/** What a scheduled refresh did, in a line: kept as the run's outcome and logged. */
function describe(run: DirectoryRun): string {
  const count = (n: number | null, what: string) => (n === null ? `${what} kept` : `${n} ${what}`);
  return `${count(run.crypto, 'crypto symbols')}, ${count(run.stocks, 'stock and ETF symbols')}${run.skipped.length ? `; skipped: ${run.skipped.join('; ')}` : ''}`;
}

/**
 * One scheduled look at the directory: refreshed when it is empty (the first start) or was last refreshed on an
 * earlier UTC day, else left alone. Offline with no source on this machine it reads nothing and says so. A refresh
 * in which no source answered fails, so the run is tried again.
 */
export async function runDirectoryJob(ctx: DirectoryContext): Promise<string> {
  const at = ctx.now();
  const { rows, refreshedAt } = await directoryState(ctx.db.k);
  if (rows > 0 && refreshedAt !== null && Math.floor(refreshedAt / DAY_MS) === Math.floor(at / DAY_MS)) {
    return `refreshed already today: ${rows} symbols`;
  }
  const { binance, nasdaqTrader } = ctx.config.providers;
  if ([binance, nasdaqTrader].every((base) => offHost(ctx.config.offline, new URL(base).host))) {
    const outcome = `nothing refreshed: offline (SENTISCOPE_OFFLINE=1) and no directory source on this machine; ${rows} symbols kept`;
    ctx.log(`[jobs] symbol directory: ${outcome}`);
    return outcome;
  }
  const run = await refreshDirectory(ctx.db, ctx.config, ctx.http, at);
  if (run.crypto === null && run.stocks === null) throw new Error(`symbol directory: no source answered: ${run.skipped.join('; ')}`);
  ctx.log(`[jobs] symbol directory: ${describe(run)}`);
  return describe(run);
}

/**
 * Looked at every hour, once across the processes sharing the database (each hour's slot is claimed once), so the
 * first start refreshes at once and each UTC day's first hour refreshes again; an empty directory (every source
 * failed or was offline) is tried again each hour.
 */
export function directoryJobs(ctx: DirectoryContext): JobDefinition[] {
  return [{ name: DIRECTORY_JOB, everyMs: 60 * 60_000, retryLimit: 2, retryDelayMs: 5 * 60_000, expireMs: 15 * 60_000, run: () => runDirectoryJob(ctx) }];
}

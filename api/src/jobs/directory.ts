// The symbol directory's refresh (docs/catalogue.md, "The symbol directory"): reads Binance, Coinbase Exchange and
// NASDAQ Trader through the sources' HTTP client and replaces the directory's crypto or stock rows when their sources
// answered. A source outside this machine under SENTISCOPE_OFFLINE is skipped, and the result says so.
import type { Db } from '../platform/db';
import { replaceDirectory } from '../catalogue/data/directory';
import { binanceUsdtBases, coinbaseNames, cryptoRows, nasdaqTraderRows, type Listed } from '../catalogue/service/directory-sources';
import type { MarketConfig } from '../prices/service/config';
import { offHost, type SourceHttp } from '../prices/sources/source-http';

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

// What each source of the symbol directory publishes, read into directory rows (docs/catalogue.md): Binance's
// exchangeInfo (the USDT spot pairs that trade), Coinbase Exchange's currency list (their names), and NASDAQ Trader's
// nasdaqlisted.txt and otherlisted.txt (pipe-separated, a header line and a "File Creation Time" footer).
import type { DirectoryRow } from '../data/directory';

export type Listed = Omit<DirectoryRow, 'refreshed_at'>;

/** The base assets of Binance's spot pairs quoted in USDT that are TRADING. */
export function binanceUsdtBases(body: unknown): string[] {
  const symbols = (body as { symbols?: unknown })?.symbols;
  if (!Array.isArray(symbols)) throw new Error('Binance exchangeInfo has no symbols list');
  const bases = new Set<string>();
  for (const s of symbols as { status?: string; quoteAsset?: string; baseAsset?: string; isSpotTradingAllowed?: boolean }[]) {
    if (s.status === 'TRADING' && s.quoteAsset === 'USDT' && s.isSpotTradingAllowed !== false && typeof s.baseAsset === 'string') bases.add(s.baseAsset.toUpperCase());
  }
  return [...bases];
}

/** Coinbase Exchange's currency names by id ('LINK' → 'Chainlink'). */
export function coinbaseNames(body: unknown): Map<string, string> {
  if (!Array.isArray(body)) throw new Error('Coinbase currencies is not a list');
  const names = new Map<string, string>();
  for (const c of body as { id?: unknown; name?: unknown }[]) {
    if (typeof c.id === 'string' && typeof c.name === 'string' && c.name.trim() !== '') names.set(c.id.toUpperCase(), c.name.trim());
  }
  return names;
}

export const cryptoRows = (bases: string[], names: Map<string, string>): Listed[] =>
  bases.map((symbol) => ({ id: `crypto:${symbol}`, symbol, name: names.get(symbol) ?? symbol, kind: 'crypto', exchange: 'Binance' }));

// Rights, warrants and units by the name's last words (the files carry no field of their own for them).
const NOT_SHARES = /\b(rights?|warrants?|units?)\b[^a-z]*$/i;
const OTHER_EXCHANGES: Record<string, string> = { A: 'NYSE American', N: 'NYSE', P: 'NYSE Arca', Z: 'Cboe BZX', V: 'IEX' };

/** The stocks and ETFs of one NASDAQ Trader symbol directory file; test issues, rights, warrants and units left out. */
export function nasdaqTraderRows(text: string, file: 'nasdaqlisted' | 'otherlisted'): Listed[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('File Creation Time'));
  const header = (lines.shift() ?? '').split('|');
  const symbolField = header.indexOf(file === 'nasdaqlisted' ? 'Symbol' : 'ACT Symbol');
  const at = (name: string) => header.indexOf(name);
  const [nameAt, testAt, etfAt, exchangeAt] = [at('Security Name'), at('Test Issue'), at('ETF'), at('Exchange')];
  if (symbolField < 0 || nameAt < 0 || testAt < 0 || etfAt < 0) throw new Error(`${file}.txt has not the published header`);
  const rows: Listed[] = [];
  for (const line of lines) {
    const f = line.split('|');
    const symbol = (f[symbolField] ?? '').trim().toUpperCase();
    const name = (f[nameAt] ?? '').trim();
    if (!/^[A-Z][A-Z0-9.$-]{0,9}$/.test(symbol) || name === '' || f[testAt] === 'Y' || NOT_SHARES.test(name)) continue;
    const exchange = file === 'nasdaqlisted' ? 'NASDAQ' : OTHER_EXCHANGES[f[exchangeAt]] ?? 'US';
    rows.push({ id: `stock:${symbol}`, symbol, name, kind: f[etfAt] === 'Y' ? 'etf' : 'stock', exchange });
  }
  return rows;
}

// Stooq's CSV (GET /q/d/l/?s=aapl.us&i=d): daily candles only. Since July 2026 it answers clients that are not
// browsers with an HTML proof-of-work challenge and status 200; the source HTTP client refuses that page as a
// 'challenge', so the chain moves on. Kept last in the stock chain for the day it answers again.
import { parseCandleCsv } from './candle-csv';
import { SourceError } from '../sources/source-error';
import { fetchText } from '../sources/types';
import { DAY, identity, type PriceProvider, query } from './price-provider';

const compact = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

export function stooqPrices(base: string): PriceProvider {
  const { root, own } = identity('stooq', base, 'spy.us');
  return {
    ...own,
    async historical(ctx, symbol, interval, from, to) {
      if (interval !== '1d') throw new SourceError('Stooq serves daily candles only', 'malformed');
      const text = await fetchText(ctx, `${root}/q/d/l/?${query({ s: symbol, i: 'd', d1: compact(from), d2: compact(to - DAY) })}`, 'csv');
      const { candles } = parseCandleCsv(text, { after: null, lastDay: '9999-12-31' });
      return candles.map(({ date, ...c }) => ({ time: Date.parse(`${date}T00:00:00Z`), ...c })).filter((p) => p.time >= from && p.time < to);
    },
    async quotes(ctx, symbols) {
      const text = await fetchText(ctx, `${root}/q/l/?s=${symbols.map(encodeURIComponent).join('+')}&f=sd2t2ohlcv&h&e=csv`, 'csv');
      const prices = new Map<string, number>();
      for (const line of text.trim().split(/\r?\n/).slice(1)) {
        const [symbol, , , , , , close] = line.split(',');
        if (Number(close) > 0) prices.set(symbol.toLowerCase(), Number(close));
      }
      return prices;
    },
    // Stooq has no listing endpoint; a symbol it does not know answers 'No data'.
    async search() {
      return [];
    },
  };
}

// Tiingo (TIINGO_API_KEY; docs/decisions/130-keyed-stock-provider-tiingo.md): end-of-day prices of a ticker over any
// range in one answer (GET /tiingo/daily/{ticker}/prices), IEX hourly bars, the latest IEX prices of many tickers in
// one call, and a ticker search. The key goes in the Authorization header, never in a URL that could be logged.
import { fetchText, type FetchContext } from '../sources/types';
import { identity, json, type PricePoint, type PriceProvider, query, unexpected, validPoint } from './price-provider';
import { isoDay } from '../../platform/days';

type TiingoDay = { date: string; adjOpen?: number; adjHigh?: number; adjLow?: number; adjClose?: number; adjVolume?: number; open: number; high: number; low: number; close: number; volume?: number };

/**
 * End-of-day rows as points: the adjusted prices (splits and dividends), so a split does not read as a crash next
 * to the other sources' split-adjusted closes; volume in USD.
 */
export function tiingoPoints(body: string): PricePoint[] {
  const rows = json(body);
  if (!Array.isArray(rows)) throw unexpected('not a list of prices');
  return (rows as TiingoDay[])
    .map((r) => {
      const close = r.adjClose ?? r.close;
      return { time: Date.parse(r.date), open: r.adjOpen ?? r.open, high: r.adjHigh ?? r.high, low: r.adjLow ?? r.low, close, volume: (r.adjVolume ?? r.volume ?? 0) * close };
    })
    .filter(validPoint);
}


export function tiingoPrices(base: string, key: string | null): PriceProvider {
  const { root, own } = identity('tiingo', base, 'spy');
  const get = (ctx: FetchContext, path: string) => fetchText(ctx, `${root}${path}`, 'json', { headers: key ? { authorization: `Token ${key}` } : {} });
  return {
    ...own,
    async historical(ctx, symbol, interval, from, to) {
      const path =
        interval === '1d'
          ? `/tiingo/daily/${encodeURIComponent(symbol)}/prices?${query({ startDate: isoDay(from), endDate: isoDay(to - 1), format: 'json' })}`
          : `/iex/${encodeURIComponent(symbol)}/prices?${query({ startDate: isoDay(from), endDate: isoDay(to - 1), resampleFreq: '1hour' })}`;
      return tiingoPoints(await get(ctx, path)).filter((p) => p.time >= from && p.time < to);
    },
    async quotes(ctx, symbols) {
      const rows = json(await get(ctx, `/iex/?${query({ tickers: symbols.join(',') })}`));
      if (!Array.isArray(rows)) throw unexpected('not a list of quotes');
      return new Map((rows as { ticker: string; tngoLast?: number; last?: number }[]).map((r) => [r.ticker.toLowerCase(), r.tngoLast ?? r.last ?? 0] as [string, number]).filter(([, p]) => p > 0));
    },
    async search(ctx, q) {
      const rows = json(await get(ctx, `/tiingo/utilities/search?${query({ query: q })}`));
      if (!Array.isArray(rows)) throw unexpected('not a list of tickers');
      return (rows as { ticker: string; name?: string }[]).map((r) => ({ symbol: r.ticker, name: r.name ?? null }));
    },
  };
}

// Coinbase Exchange's public candles (GET /products/{BASE}-USD/candles, at most 300 a request, newest first, rows
// [time s, low, high, open, close, volume]), each product's ticker, and the product list. Public endpoints allow
// 10 requests a second per IP.
import { SourceError } from '../sources/source-error';
import { fetchText } from '../sources/types';
import { identity, json, pageForward, type PricePoint, type PriceProvider, query, stepOf, unexpected, validPoint } from './price-provider';

const PAGE = 300;

/** Candle rows as points; volume in USD (the base volume times the close), like the other sources. */
export function coinbasePoints(body: string): PricePoint[] {
  const rows = json(body);
  if (!Array.isArray(rows)) throw unexpected('not a list of candles');
  return (rows as unknown[])
    .map((row) => {
      const r = Array.isArray(row) ? row.map(Number) : [];
      return { time: r[0] * 1000, low: r[1], high: r[2], open: r[3], close: r[4], volume: r[5] * r[4] };
    })
    .filter(validPoint)
    .sort((a, b) => a.time - b.time);
}

export function coinbasePrices(base: string): PriceProvider {
  const { root, own } = identity('coinbase', base, 'BTC-USD');
  return {
    ...own,
    historical(ctx, symbol, interval, from, to) {
      const step = stepOf(interval);
      return pageForward(from, to, async (cursor) => {
        const end = Math.min(to, cursor + PAGE * step);
        const params = { granularity: step / 1000, start: new Date(cursor).toISOString(), end: new Date(end - 1).toISOString() };
        const points = coinbasePoints(await fetchText(ctx, `${root}/products/${encodeURIComponent(symbol)}/candles?${query(params)}`, 'json'));
        return { points, next: end };
      });
    },
    async quotes(ctx, symbols) {
      const prices = new Map<string, number>();
      for (const symbol of symbols) {
        const t = json(await fetchText(ctx, `${root}/products/${encodeURIComponent(symbol)}/ticker`, 'json')) as { price?: string };
        const price = Number(t.price);
        if (!(price > 0)) throw new SourceError(`no price for ${symbol}`, 'malformed');
        prices.set(symbol, price);
      }
      return prices;
    },
    async search(ctx, q) {
      const products = json(await fetchText(ctx, `${root}/products`, 'json'));
      if (!Array.isArray(products)) throw unexpected('not a list of products');
      const needle = q.trim().toUpperCase();
      return (products as { id: string; base_currency: string; display_name?: string; status?: string }[])
        .filter((p) => p.status !== 'delisted' && (needle === '' || p.id.includes(needle)))
        .map((p) => ({ symbol: p.id, name: p.display_name ?? p.id }));
    },
  };
}

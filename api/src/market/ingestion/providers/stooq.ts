import { MS_PER_DAY } from '@sentiscope/shared/contract';
import type { Asset } from '../../service/catalogue';
import { isoDay } from '../../service/days';
import { parseCandleCsv } from './candle-csv';
import { emptyBatch, fetchText, forEachAsset, type IngestProvider } from './types';

/** Daily candles of US stocks and ETFs from a Stooq-compatible CSV endpoint: GET {base}/q/d/l/?s={symbol}.us&i=d. */
export function stooqProvider(base: string, assets: readonly Asset[]): IngestProvider {
  const root = base.replace(/\/+$/, '');
  const stocks = assets.filter((a) => a.kind === 'stock');
  return {
    source: new URL(root).host === 'stooq.com' ? 'stooq' : `stooq@${new URL(root).host}`,
    host: new URL(root).host,
    kind: 'stock-prices',
    overwrite: true,
    async fetch(ctx) {
      const batch = emptyBatch();
      const lastClosedDay = isoDay(ctx.now - MS_PER_DAY);
      return forEachAsset(stocks, batch, async (asset) => {
        const latest = ctx.latestDay(asset.id);
        if (latest !== null && latest >= lastClosedDay) return;
        const text = await fetchText(ctx, `${root}/q/d/l/?s=${encodeURIComponent(asset.symbol.toLowerCase())}.us&i=d`, 'csv');
        const parsed = parseCandleCsv(text, { after: latest, lastDay: lastClosedDay });
        batch.fetched += parsed.rows;
        batch.malformed += parsed.malformed;
        batch.candles.push({ assetId: asset.id, candles: parsed.candles });
      });
    },
  };
}

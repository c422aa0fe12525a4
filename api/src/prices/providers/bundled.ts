import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import type { Asset } from '../../catalogue/service/catalogue';
import { isoDay } from '../../platform/days';
import { parseCandleCsv } from './candle-csv';
import { fingerprintOf, isMissingFile } from '../sources/bundled-files';
import { emptyBatch, type IngestProvider } from '../sources/types';

/** The bundled price files of MARKET_DATA_DIR (one `date,open,high,low,close,volume` file per asset), imported when they change. */
export function bundledPricesProvider(dir: string, assets: readonly Asset[]): IngestProvider {
  const files = assets.map((a) => path.join(dir, `${a.file}.csv`));
  return {
    source: 'bundled prices',
    kind: 'bundled-prices',
    overwrite: false,
    async fetch(ctx) {
      const fingerprint = await fingerprintOf(files);
      if (fingerprint === ctx.fingerprint) return 'unchanged';
      const batch = { ...emptyBatch(), fingerprint };
      const lastDay = isoDay(ctx.now - MS_PER_DAY);
      for (const [i, asset] of assets.entries()) {
        let text: string;
        try {
          text = await readFile(files[i], 'utf8');
        } catch (error) {
          if (isMissingFile(error)) continue;
          throw error;
        }
        try {
          const parsed = parseCandleCsv(text, { after: null, lastDay });
          batch.fetched += parsed.rows;
          batch.malformed += parsed.malformed;
          batch.candles.push({ assetId: asset.id, candles: parsed.candles });
        } catch (error) {
          batch.errors.push(`${asset.file}.csv: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return batch;
    },
  };
}

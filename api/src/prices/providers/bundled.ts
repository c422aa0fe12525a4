import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import type { Asset } from '../../catalogue/service/catalogue';
import { csvRecords } from '../../platform/csv';
import { isoDay } from '../../platform/days';
import { parseCandleCsv } from './candle-csv';
import { emptyBatch, SourceError, type IngestProvider } from '../sources/types';

/** Whether an error says the file is not there (no such file, or a path through something that is not a folder). */
const isMissingFile = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

async function fingerprintOf(files: readonly string[]): Promise<string> {
  const parts = await Promise.all(
    files.map(async (f) => {
      try {
        const s = await stat(f);
        return `${path.basename(f)}:${s.size}:${Math.round(s.mtimeMs)}`;
      } catch (error) {
        if (isMissingFile(error)) return `${path.basename(f)}:-`;
        throw error;
      }
    }),
  );
  return parts.join('|');
}

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

/** The bundled `date,source,title` headlines file (HEADLINES_FILE), imported when it changes. */
export function bundledHeadlinesProvider(file: string): IngestProvider {
  return {
    source: 'bundled headlines',
    kind: 'bundled-headlines',
    overwrite: false,
    async fetch(ctx) {
      const fingerprint = await fingerprintOf([file]);
      if (fingerprint === ctx.fingerprint) return 'unchanged';
      let records: Record<string, string>[];
      try {
        records = csvRecords(await readFile(file, 'utf8'), ['date', 'source', 'title']);
      } catch (error) {
        if (isMissingFile(error)) throw new SourceError(`${path.basename(file)} does not exist`);
        throw new SourceError(`malformed CSV (${error instanceof Error ? error.message : String(error)})`);
      }
      const headlines = records.map((r) => ({
        title: r.title,
        link: r.link || null,
        guid: null,
        publishedAt: /^\d{4}-\d{2}-\d{2}$/.test(r.date) ? Date.parse(`${r.date}T00:00:00Z`) : null,
        source: r.source || 'bundled',
      }));
      return { ...emptyBatch(), headlines, fetched: headlines.length, fingerprint };
    },
  };
}

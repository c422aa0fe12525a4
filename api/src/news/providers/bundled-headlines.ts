import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { csvRecords } from '../../platform/csv';
import { fingerprintOf, isMissingFile } from '../../prices/sources/bundled-files';
import { emptyBatch, SourceError, type IngestProvider } from '../../prices/sources/types';

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

// Test helper: the real offline dataset, read from ../shared/data beside the repository (never copied in).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Candle } from '@sentiscope/shared/contract';
import type { RawHeadline } from '../src/analysis/headlines';
import { csvRecords } from '../src/platform/csv';
import { parseCandleCsv } from '../src/prices/providers/candle-csv';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const SHARED_DATA = path.resolve(REPO_ROOT, '..', 'shared', 'data');
export const MARKET_DIR = path.join(SHARED_DATA, 'market');
export const HEADLINES_FILE = path.join(SHARED_DATA, 'news', 'headlines.csv');

/** One bundled price file as the bundled import reads it (every row up to its last day). */
export function realCandles(file: string): Candle[] {
  return parseCandleCsv(readFileSync(path.join(MARKET_DIR, `${file}.csv`), 'utf8'), { after: null, lastDay: '9999-12-31' }).candles;
}

export function realHeadlines(): RawHeadline[] {
  return csvRecords(readFileSync(HEADLINES_FILE, 'utf8'), ['date', 'source', 'title']).map((r) => ({
    date: r.date,
    source: r.source,
    title: r.title,
  }));
}

/** Every number anywhere in `value` (deep), with its path, that is NaN or infinite. */
export function nonFiniteNumbers(value: unknown, at = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${at}=${value}`];
  if (Array.isArray(value)) return value.flatMap((v, i) => nonFiniteNumbers(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => nonFiniteNumbers(v, `${at}.${k}`));
  }
  return [];
}

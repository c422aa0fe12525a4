import { parse } from 'csv-parse/sync';

/** Splits CSV text into rows of fields (RFC 4180: quoted fields may hold commas, newlines and doubled quotes). */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
}

/** Rows as records keyed by the lower-cased header; throws when a required column is missing. */
export function csvRecords(text: string, required: readonly string[]): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = required.filter((r) => !names.includes(r));
  if (missing.length > 0) throw new Error(`CSV is missing column(s): ${missing.join(', ')}`);
  return rows.map((cells) => Object.fromEntries(names.map((n, i) => [n, (cells[i] ?? '').trim()])));
}

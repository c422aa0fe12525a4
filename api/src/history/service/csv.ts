// CSV exports of the history domain (the stored history, the screener), written with csv-stringify: a cell holding
// the delimiter, a double quote or a line break is quoted with its quotes doubled. Text cells a spreadsheet would run
// as a formula are escaped first (docs/decisions/157-csv-cells-escaped-against-formulas.md).
import { stringify } from 'csv-stringify/sync';

/** A text cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets a leading '. */
export const escapeCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One cell: nothing as empty, a number as `number` writes it (so a negative change stays a number), a text escaped. */
export const csvCell = (value: string | number | null, number: (n: number) => string = String): string =>
  value === null ? '' : typeof value === 'number' ? (Number.isFinite(value) ? number(value) : '') : escapeCell(value);

/** A header line and the rows, cells already written by csvCell; lines end with LF, or CRLF (RFC 4180). */
export const csvLines = (header: readonly string[], rows: readonly string[][], lineEnd: 'lf' | 'crlf'): string =>
  stringify([[...header], ...rows], { record_delimiter: lineEnd === 'crlf' ? 'windows' : 'unix' });

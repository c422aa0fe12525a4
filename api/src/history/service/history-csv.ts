// The stored history as CSV, one row per closed day, for a spreadsheet or a notebook (GET /v1/stock/history/:id.csv).
import type { HistoryDay, MoodComponentKey, StockHistory } from '@sentiscope/shared/contract';
import { compactNumbers } from '../../platform/http/wire';
import { csvCell, csvLines } from './csv';

const COMPONENTS: readonly MoodComponentKey[] = ['momentum', 'strength', 'trend', 'volatility', 'sentiment'];
const HEADER = ['date', 'close', 'mood', 'band', 'signal', ...COMPONENTS.map((key) => `${key}_score`), 'headlines', 'headline_mean', 'headline_z'];

/** A number as the JSON history writes it (compactNumbers: at least 6 significant digits). */
const asInJson = (value: number): string => String(compactNumbers.call(null, '', value));

const row = (day: HistoryDay) =>
  [day.date, day.close, day.mood, day.band, day.signal, ...COMPONENTS.map((key) => day.components[key]), day.headlines.count, day.headlines.mean, day.headlines.z].map(
    (value) => csvCell(value, asInJson),
  );

export const historyCsv = (history: StockHistory): string => csvLines(HEADER, history.days.map(row), 'lf');

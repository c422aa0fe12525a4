// An asset's candles for a chart (GET /v1/stock/candles/{id}): the stored hours, four-hour candles built from them in
// UTC-aligned buckets, or the stored days, over a range of days (docs/ingestion.md, "Hourly candles").
import { CANDLE_INTERVALS, CANDLE_RANGE_DAYS, type CandleInterval, type StockCandles } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import { isoDay, shiftDay } from '../../platform/days';
import { readCandles, readHourlyCandles, type HourCandle } from '../../prices/service/stored-prices';
import { MarketRequestError, parseDay } from './request';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The days a request without a start date covers, per interval. */
const DEFAULT_DAYS: Readonly<Record<CandleInterval, number>> = { '1h': 7, '4h': 30, '1d': 365 };

export type CandleRange = { interval: CandleInterval; from: number; to: number };

/** The interval and the range [from, to) a query asks for: whole UTC days, the end day included; 400 when it cannot be served. */
export function candleRange(query: { interval?: string; startDate?: string; endDate?: string }, now: number): CandleRange {
  const interval = (query.interval ?? '1h') as CandleInterval;
  if (!CANDLE_INTERVALS.includes(interval)) throw new MarketRequestError(400, `interval must be one of ${CANDLE_INTERVALS.join(', ')}, got '${query.interval}'.`);
  const end = query.endDate ? parseDay(query.endDate, 'endDate') : isoDay(now);
  const start = query.startDate ? parseDay(query.startDate, 'startDate') : shiftDay(end, -DEFAULT_DAYS[interval] + 1);
  if (start > end) throw new MarketRequestError(400, `startDate (${start}) is after endDate (${end}).`);
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`) + DAY;
  if ((to - from) / DAY > CANDLE_RANGE_DAYS[interval]) throw new MarketRequestError(400, `A ${interval} range may cover at most ${CANDLE_RANGE_DAYS[interval]} days; ask for a shorter range or a longer interval.`);
  return { interval, from, to };
}

/** Hours as four-hour candles opening at 00, 04, ... 20 UTC: the first open, the highest high, the lowest low, the last close, the summed volume. */
export function fourHourCandles(hours: readonly HourCandle[]): HourCandle[] {
  const out: HourCandle[] = [];
  for (const h of hours) {
    const time = Math.floor(h.time / (4 * HOUR)) * 4 * HOUR;
    const last = out.at(-1);
    if (last && last.time === time) {
      last.high = Math.max(last.high, h.high);
      last.low = Math.min(last.low, h.low);
      last.close = h.close;
      last.volume += h.volume;
    } else out.push({ ...h, time });
  }
  return out;
}

/** The candles of an asset over a range, as the answer's columns. */
export async function readCandleSeries(db: Executor, assetId: string, { interval, from, to }: CandleRange): Promise<StockCandles> {
  let candles: HourCandle[];
  if (interval === '1d') {
    const days = await readCandles(db, assetId, isoDay(from), isoDay(to - DAY));
    candles = days.map(({ date, open, high, low, close, volume }) => ({ time: Date.parse(`${date}T00:00:00Z`), open, high, low, close, volume }));
  } else {
    const hours = await readHourlyCandles(db, assetId, from, to);
    candles = interval === '4h' ? fourHourCandles(hours) : hours;
  }
  return {
    id: assetId,
    interval,
    t: candles.map((c) => c.time / 1000),
    o: candles.map((c) => c.open),
    h: candles.map((c) => c.high),
    l: candles.map((c) => c.low),
    c: candles.map((c) => c.close),
    v: candles.map((c) => Math.round(c.volume)),
  };
}

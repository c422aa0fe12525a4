// What the intraday chart draws: candles of the last hours and, under each, the headlines of its hours (docs/analysis.md,
// "Hourly sentiment"), summed over a four-hour candle's hours. Pure, so the chart and its tests read the same bars.
import type { StockCandles, StockHourlyHistory } from '@sentiscope/shared/contract';

const HOUR_S = 3600;

export type IntradayBar = {
  /** Opening instant, seconds since the epoch (UTC). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Headlines naming the asset in the candle's hours, and their mean score (null without any). */
  headlines: number;
  mean: number | null;
};

/** The days to ask for so that the last `days` × 24 hours before `now` are covered (UTC days, as the API reads them). */
export function intradayDays(days: number, now: number): { startDate: string; endDate: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { startDate: day(now - days * 24 * HOUR_S * 1000), endDate: day(now) };
}

/**
 * The candles opening within the last `days` × 24 closed hours before `now`, each with the headlines of the hours
 * it spans: an hour belongs to the candle that opens in it (a stock's hours open at half past) or, for four hours,
 * to the four-hour bucket it falls in. Headlines of hours without a candle (a market's nights) are not drawn.
 */
export function intradayBars(candles: StockCandles, hours: StockHourlyHistory | undefined, days: number, now: number): IntradayBar[] {
  const span = candles.interval === '4h' ? 4 * HOUR_S : HOUR_S;
  const since = Math.floor(now / 1000 / HOUR_S) * HOUR_S - days * 24 * HOUR_S;
  const news = new Map<number, { count: number; sum: number }>();
  hours?.t.forEach((t, i) => {
    if (hours.count[i] === 0) return;
    const bucket = Math.floor(t / span) * span;
    const held = news.get(bucket) ?? { count: 0, sum: 0 };
    held.count += hours.count[i];
    held.sum += (hours.mean[i] ?? 0) * hours.count[i];
    news.set(bucket, held);
  });
  const bars: IntradayBar[] = [];
  candles.t.forEach((time, i) => {
    if (time < since) return;
    const held = news.get(Math.floor(time / span) * span);
    bars.push({
      time,
      open: candles.o[i],
      high: candles.h[i],
      low: candles.l[i],
      close: candles.c[i],
      volume: candles.v[i],
      headlines: held?.count ?? 0,
      mean: held ? Math.round((held.sum / held.count) * 1000) / 1000 : null,
    });
  });
  return bars;
}

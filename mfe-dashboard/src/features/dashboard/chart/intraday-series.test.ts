import type { StockCandles, StockHourlyHistory } from '@sentiscope/shared/contract';
import { intradayBars, intradayDays } from './intraday-series';

const H = 3600;
const start = Date.parse('2026-11-20T00:00:00Z') / 1000;
const candles = (interval: StockCandles['interval'], t: number[]): StockCandles => ({ id: 'btc', interval, t, o: t.map(() => 100), h: t.map(() => 102), l: t.map(() => 99), c: t.map((_, i) => 101 + i), v: t.map(() => 1000) });
const hours = (rows: [number, number, number | null][]): StockHourlyHistory => ({
  id: 'btc',
  interval: '1h',
  t: rows.map(([t]) => t),
  count: rows.map(([, count]) => count),
  mean: rows.map(([, , mean]) => mean),
  z: rows.map(() => null),
  close: rows.map(() => null),
});

describe('the intraday chart’s bars', () => {
  it('puts each hour’s headlines and mean score under its hourly candle', () => {
    const t = Array.from({ length: 6 }, (_, i) => start + i * H);
    const bars = intradayBars(candles('1h', t), hours([[start + H, 2, 0.4], [start + 3 * H, 1, -0.6], [start + 4 * H, 0, null]]), 1, (start + 6 * H + 600) * 1000);
    expect(bars.map((b) => [b.time, b.headlines, b.mean, b.close])).toEqual([
      [start, 0, null, 101],
      [start + H, 2, 0.4, 102],
      [start + 2 * H, 0, null, 103],
      [start + 3 * H, 1, -0.6, 104],
      [start + 4 * H, 0, null, 105],
      [start + 5 * H, 0, null, 106],
    ]);
  });

  it('sums four hours of headlines under a four-hour candle, their mean weighted by count', () => {
    const bars = intradayBars(candles('4h', [start, start + 4 * H]), hours([[start + H, 2, 0.5], [start + 2 * H, 1, -0.4], [start + 5 * H, 1, 0.1]]), 3, (start + 8 * H) * 1000);
    expect(bars.map((b) => [b.headlines, b.mean])).toEqual([[3, 0.2], [1, 0.1]]);
  });

  it('gives a stock’s candle opening at half past the headlines of the hour it opens in', () => {
    const bars = intradayBars(candles('1h', [start + 14 * H + 1800, start + 15 * H + 1800]), hours([[start + 14 * H, 3, 0.3], [start + 21 * H, 5, -0.2]]), 1, (start + 22 * H) * 1000);
    // The headlines of 21:00, after the market closed, have no candle to stand under.
    expect(bars.map((b) => b.headlines)).toEqual([3, 0]);
  });

  it('draws only the last days × 24 closed hours, and asks for the UTC days that hold them', () => {
    const t = Array.from({ length: 48 }, (_, i) => start + i * H);
    const now = (start + 48 * H + 1200) * 1000;
    const bars = intradayBars(candles('1h', t), undefined, 1, now);
    expect(bars).toHaveLength(24);
    expect(bars[0].time).toBe(start + 24 * H);
    expect(intradayDays(1, now)).toEqual({ startDate: '2026-11-21', endDate: '2026-11-22' });
    expect(intradayDays(7, now)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-22' });
  });
});

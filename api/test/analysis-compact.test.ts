import type { DataSource } from '@sentiscope/shared/contract';
import { analyse, type AnalysedAsset } from '../src/analysis/analyse';
import { significant } from '../src/analysis/compact';
import { prepareHeadlines } from '../src/analysis/headlines';
import { allAssets } from '../src/catalogue/service/catalogue';
import { realCandles, realHeadlines } from './analysis-data';

const decimals = (x: number) => (String(x).split('.')[1] ?? '').length;

describe('the compact analysis answer', () => {
  const btc = allAssets().find((a) => a.id === 'btc') as AnalysedAsset;
  const dataSource: DataSource = { prices: 'csv', headlines: 'csv', demo: false, label: null };
  const a = analyse({ asset: btc, candles: realCandles('BTC-USD'), headlines: prepareHeadlines(realHeadlines()), start: '2021-07-01', end: '2022-06-30', dataSource });

  it('keeps the cents of prices and rounds bounded series to fixed decimals', () => {
    expect(significant(35035.984375)).toBe(35036);
    expect(significant(0.0721234567)).toBe(0.0721235);
    // The crosshair legend shows the day's exact prices: cents kept, nothing beyond them.
    for (const c of a.candles) for (const x of [c.open, c.high, c.low, c.close]) expect(decimals(x)).toBeLessThanOrEqual(2);
    expect(a.candles.some((c) => decimals(c.close) === 2)).toBe(true);
    for (const x of a.indicators.series.rsi14) if (x !== null) expect(decimals(x)).toBeLessThanOrEqual(1);
    for (const x of a.indicators.series.drawdown) if (x !== null) expect(decimals(x)).toBeLessThanOrEqual(3);
    for (const d of a.sentiment.daily) expect(decimals(d.mean)).toBeLessThanOrEqual(3);
  });

  it('rounds only what it sends: closes stay within half a unit of the sixth digit of the data', () => {
    const raw = realCandles('BTC-USD').filter((c) => c.date >= '2021-07-01' && c.date <= '2022-06-30');
    a.candles.forEach((c, i) => expect(Math.abs(c.close - raw[i].close)).toBeLessThanOrEqual(0.5));
  });
});

import type { DataSource } from '@sentiscope/shared/contract';
import { analyse, type AnalysedAsset } from '../src/analysis/analyse';
import { backtest } from '../src/analysis/backtest';
import { allAssets } from '../src/catalogue/service/catalogue';
import { realCandles } from './analysis-data';

describe('the signal backtest', () => {
  it('trades one losing round trip by hand: enter, ride a rise and a fall, leave', () => {
    // Day 0 bullish: pay 0.1 %, ride +10 % then -10 %; day 2 neutral: pay 0.1 % to leave.
    const result = backtest([100, 110, 99, 108.9], ['bullish', 'bullish', 'neutral', 'neutral']);
    expect(result.strategy).toEqual({
      return: -0.012, // 0.999 x 1.1 x 0.9 x 0.999 - 1 = -0.011979
      maxDrawdown: -0.1009, // 0.9 x 0.999 - 1, from the peak after the rise
      trades: 1,
      hitRate: 0,
    });
    expect(result.buyAndHold).toEqual({ return: 0.0879, maxDrawdown: -0.1 }); // 0.999 x 1.089 - 1
    expect(result.weakEvidence).toBe(true);
    expect(result.costPerTrade).toBe(0.001);
  });

  it('closes a position still open at the end and counts it as a winner when it gained', () => {
    const result = backtest([100, 120], ['bullish', 'bullish']);
    expect(result.strategy).toEqual({ return: 0.1976, maxDrawdown: 0, trades: 1, hitRate: 1 }); // 0.999 x 1.2 x 0.999
  });

  it('stays flat and pays nothing when the signal is never bullish', () => {
    const result = backtest([100, 50, 200], ['bearish', 'neutral', 'bearish']);
    expect(result.strategy).toEqual({ return: 0, maxDrawdown: 0, trades: 0, hitRate: null });
    expect(result.buyAndHold.return).toBe(0.998);
  });

  it('counts each entry as a trade and only trades on the day after the signal', () => {
    // Bullish on day 0 and day 2: the day-1 drop is taken, the day-3 jump is taken, day 1 -> 2 is not.
    const result = backtest([100, 90, 45, 90, 90], ['bullish', 'neutral', 'bullish', 'neutral', 'neutral']);
    expect(result.strategy.trades).toBe(2);
    expect(result.strategy.hitRate).toBe(0.5);
    expect(result.strategy.return).toBeCloseTo(0.999 ** 4 * 0.9 * 2 - 1, 4);
  });

  it('has no figures for a range of fewer than two candles', () => {
    expect(backtest([100], ['bullish']).strategy).toEqual({ return: null, maxDrawdown: null, trades: 0, hitRate: null });
  });

  it('is part of the analysis of a real year, with thirty or more trades needed for strong evidence', () => {
    const btc = allAssets().find((a) => a.id === 'btc') as AnalysedAsset;
    const dataSource: DataSource = { prices: 'csv', headlines: 'none', demo: false, label: null };
    const a = analyse({ asset: btc, candles: realCandles('BTC-USD'), headlines: null, start: '2024-01-01', end: '2024-12-31', dataSource });
    const closes = a.candles.map((c) => c.close);
    expect(a.backtest.buyAndHold.return).toBeCloseTo(0.999 * (closes[closes.length - 1] / closes[0]) - 1, 4);
    expect(a.backtest.strategy.trades).toBeGreaterThan(0);
    expect(a.backtest.weakEvidence).toBe(a.backtest.strategy.trades < 30);
    expect(a.backtest.docs).toBe('docs/analysis.md#backtest');
  });
});

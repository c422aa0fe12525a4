import { ATR, BollingerBands, EMA, MACD, RSI, SMA } from 'technicalindicators';
import {
  annualisedVolatility,
  atr,
  bollinger,
  ema,
  macd,
  maxDrawdown,
  periodReturn,
  rsi,
  sma,
} from '../src/analysis/indicators';
import { realCandles } from './analysis-data';

describe('indicators against hand-computed values', () => {
  it('SMA 3 of 1..5 is null while warming up, then the mean of the last three', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it('EMA 3 is seeded with the first simple mean, then k = 0.5', () => {
    // seed (2+4+6)/3 = 4; 8*0.5 + 4*0.5 = 6; 12*0.5 + 6*0.5 = 9
    expect(ema([2, 4, 6, 8, 12], 3)).toEqual([null, null, 4, 6, 9]);
  });

  it('RSI 3 uses Wilder smoothing after a simple first average', () => {
    // changes +1 -1 +2 | +1 | -1: first gain 1, loss 1/3 -> 75; then gain 1, loss 2/9 -> 81.818...;
    // then gain 2/3, loss 13/27 -> 100 - 1300/31
    const out = rsi([10, 11, 10, 12, 13, 12], 3);
    expect(out.slice(0, 3)).toEqual([null, null, null]);
    expect(out[3]).toBeCloseTo(75, 10);
    expect(out[4]).toBeCloseTo(81.818181818, 8);
    expect(out[5]).toBeCloseTo(58.064516129, 8);
  });

  it('RSI is 100 with only gains and 50 on a flat series', () => {
    expect(rsi([1, 2, 3, 4, 5], 3)[4]).toBe(100);
    expect(rsi([5, 5, 5, 5, 5], 3)[4]).toBe(50);
  });

  it('Bollinger 3/2 uses the population standard deviation and gives %B', () => {
    const b = bollinger([1, 2, 3], 3, 2);
    // mean 2, sd sqrt(2/3)
    expect(b.middle[2]).toBe(2);
    expect(b.upper[2]).toBeCloseTo(3.632993161855452, 12);
    expect(b.lower[2]).toBeCloseTo(0.36700683814454793, 12);
    expect(b.percentB[2]).toBeCloseTo(0.8061862178478972, 12);
  });

  it('Bollinger %B is null (not NaN) on a flat window', () => {
    expect(bollinger([7, 7, 7], 3, 2).percentB[2]).toBeNull();
  });

  it('ATR 2 counts gaps through the previous close and smooths by Wilder', () => {
    const candles = [
      { high: 10, low: 8, close: 9 },
      { high: 11, low: 9, close: 10 }, // TR max(2, 2, 0) = 2
      { high: 12, low: 10, close: 11 }, // TR 2 -> first ATR (2 + 2) / 2 = 2
      { high: 9, low: 8, close: 8.5 }, // gap down: TR max(1, 2, 3) = 3 -> (2 * 1 + 3) / 2 = 2.5
    ];
    expect(atr(candles, 2)).toEqual([null, null, 2, 2.5]);
  });

  it('MACD 2/3/2 on a short series', () => {
    // EMA2 (k 2/3) from seed 1.5: 2.5, 3.5; EMA3 (k 1/2) from seed 2: 3 -> MACD at idx2 = 2.5 - 2 = 0.5,
    // idx3 = 3.5 - 3 = 0.5; signal = mean(0.5, 0.5) = 0.5; histogram 0
    const m = macd([1, 2, 3, 4], 2, 3, 2);
    expect(m.macd).toEqual([null, null, 0.5, 0.5]);
    expect(m.signal).toEqual([null, null, null, 0.5]);
    expect(m.histogram).toEqual([null, null, null, 0]);
  });

  it('annualised volatility uses the sample sd of log returns and 365 or 252 periods', () => {
    // ln(1.1), ln(0.9): sample sd 0.14189560954670769
    expect(annualisedVolatility([100, 110, 99], 365)).toBeCloseTo(2.7109118139752493, 12);
    expect(annualisedVolatility([100, 110, 99], 252)).toBeCloseTo(2.252522969955067, 12);
    expect(annualisedVolatility([100], 365)).toBeNull();
  });

  it('maximum drawdown and return over the range', () => {
    expect(maxDrawdown([100, 120, 90, 130, 117])).toBeCloseTo(-0.25, 12);
    expect(maxDrawdown([1, 2, 3])).toBe(0);
    expect(periodReturn([100, 120, 90, 130, 117])).toBeCloseTo(0.17, 12);
    expect(periodReturn([100])).toBeNull();
  });
});

describe('indicators against the technicalindicators package on real BTC closes', () => {
  const candles = realCandles('BTC-USD');
  const closes = candles.map((c) => c.close);
  const tail = <T>(ours: (number | null)[], theirs: T[]) => ours.slice(ours.length - theirs.length);

  it('SMA 20/50/200 and EMA 20', () => {
    for (const period of [20, 50, 200]) {
      const theirs = SMA.calculate({ values: closes, period });
      const ours = tail(sma(closes, period), theirs);
      theirs.forEach((v, i) => expect(ours[i]).toBeCloseTo(v, 6));
    }
    const theirs = EMA.calculate({ values: closes, period: 20 });
    const ours = tail(ema(closes, 20), theirs);
    theirs.forEach((v, i) => expect(ours[i]).toBeCloseTo(v, 6));
  });

  it('RSI 14 (the package rounds to 2 decimals)', () => {
    const theirs = RSI.calculate({ values: closes, period: 14 });
    const ours = tail(rsi(closes, 14), theirs);
    expect(ours[0]).not.toBeNull();
    theirs.forEach((v, i) => expect(Math.abs((ours[i] as number) - v)).toBeLessThanOrEqual(0.0051));
  });

  it('MACD 12/26/9 with EMA oscillator and EMA signal', () => {
    const theirs = MACD.calculate({
      values: closes,
      fastPeriod: 12,
      slowPeriod: 26,
      signalPeriod: 9,
      SimpleMAOscillator: false,
      SimpleMASignal: false,
    });
    const ours = macd(closes, 12, 26, 9);
    const offset = closes.length - theirs.length;
    theirs.forEach((v, i) => {
      expect(ours.macd[offset + i]).toBeCloseTo(v.MACD as number, 6);
      if (v.signal === undefined) expect(ours.signal[offset + i]).toBeNull();
      else {
        expect(ours.signal[offset + i]).toBeCloseTo(v.signal, 6);
        expect(ours.histogram[offset + i]).toBeCloseTo(v.histogram as number, 6);
      }
    });
  });

  it('Bollinger 20/2 with %B', () => {
    const theirs = BollingerBands.calculate({ values: closes, period: 20, stdDev: 2 });
    const ours = bollinger(closes, 20, 2);
    const offset = closes.length - theirs.length;
    theirs.forEach((v, i) => {
      expect(ours.upper[offset + i]).toBeCloseTo(v.upper, 6);
      expect(ours.middle[offset + i]).toBeCloseTo(v.middle, 6);
      expect(ours.lower[offset + i]).toBeCloseTo(v.lower, 6);
      expect(ours.percentB[offset + i]).toBeCloseTo(v.pb, 8);
    });
  });

  it('ATR 14 with Wilder smoothing', () => {
    const theirs = ATR.calculate({
      high: candles.map((c) => c.high),
      low: candles.map((c) => c.low),
      close: closes,
      period: 14,
    });
    const ours = tail(atr(candles, 14), theirs);
    theirs.forEach((v, i) => expect(ours[i]).toBeCloseTo(v, 6));
  });
});

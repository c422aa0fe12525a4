import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { MOOD_BANDS, type DataSource } from '@sentiscope/shared/contract';
import { analyse, NoDataInRangeError, type AnalysedAsset } from '../src/analysis/analyse';
import { daySentiment } from '../src/analysis/day-sentiment';
import { prepareHeadlines } from '../src/analysis/headlines';
import { scoreHeadline, topTerms } from '../src/analysis/model/model';
import { unsupportedFigures } from '../src/analysis/llm-writer';
import { ENGINE_VERSION } from '../src/analysis/methods';
import { MOOD_WEIGHTS, moodBand } from '../src/analysis/mood';
import { narrativeFacts } from '../src/analysis/narrative';
import { prepareHistory } from '../src/analysis/prepared';
import { statisticalRange, Z90 } from '../src/analysis/statistical-range';
import { normalCdf } from '../src/analysis/stats';
import { allAssets } from '../src/catalogue/service/catalogue';
import { nonFiniteNumbers, realCandles, realHeadlines } from './analysis-data';

const CSV: DataSource = { prices: 'csv', headlines: 'csv', demo: false, label: null };
const btc = allAssets().find((a) => a.id === 'btc') as AnalysedAsset;
const btcCandles = realCandles('BTC-USD');
const headlines = prepareHeadlines(realHeadlines());

describe('market mood', () => {
  it.each([
    [0, 'extreme fear'],
    [24.9, 'extreme fear'],
    [25, 'fear'],
    [44.9, 'fear'],
    [45, 'neutral'],
    [55, 'neutral'],
    [55.1, 'greed'],
    [75, 'greed'],
    [75.1, 'extreme greed'],
    [100, 'extreme greed'],
  ])('%d is %s', (value, band) => {
    expect(moodBand(value)).toBe(band);
  });

  it('agrees with the bands the gauges draw between their edges', () => {
    for (let value = 0; value <= 100; value += 0.5) {
      if (MOOD_BANDS.some(({ from }) => from === value && from > 0)) continue;
      const drawn = MOOD_BANDS.find(({ from, to }) => value >= from && value <= to);
      expect([value, moodBand(value)]).toEqual([value, drawn?.band]);
    }
  });

  it('publishes weights that sum to 1', () => {
    expect(Object.values(MOOD_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('rescales the weights when headline sentiment is missing and shows each contribution', () => {
    const a = analyse({ asset: btc, candles: btcCandles, headlines: null, start: '2024-01-01', end: '2024-12-31', dataSource: CSV });
    const sentiment = a.mood.components.find((c) => c.key === 'sentiment');
    expect(sentiment?.score).toBeNull();
    expect(sentiment?.contribution).toBe(0);
    const momentum = a.mood.components.find((c) => c.key === 'momentum');
    expect(momentum?.appliedWeight).toBeCloseTo(0.25 / 0.75, 4);
    const sum = a.mood.components.reduce((s, c) => s + c.contribution, 0);
    expect(Math.abs(sum - (a.mood.value as number))).toBeLessThan(0.06);
    expect(a.mood.band).toBe(moodBand(a.mood.value as number));
  });
});

describe('statistical range', () => {
  it('is a zero-drift lognormal band from the last close', () => {
    // Alternating +-1 % moves: every log return has the same size, so sigma is known exactly.
    const closes: number[] = [100];
    for (let i = 1; i <= 400; i++) closes.push(closes[i - 1] * (i % 2 ? 1.01 : 1 / 1.01));
    const candles = closes.map((c, i) => ({
      date: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
      open: c,
      high: c,
      low: c,
      close: c,
      volume: 1,
    }));
    const p = prepareHistory(candles, 365);
    const r = statisticalRange(p, 400);
    const returns = Array.from({ length: 365 }, (_, i) => ((400 - 364 + i) % 2 ? 1 : -1) * Math.log(1.01));
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const sigma = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / (returns.length - 1));
    expect(r.label).toBe('statistical range, not a prediction');
    expect(r.dailySigma).toBeCloseTo(sigma, 12);
    expect(r.median).toBe(closes[400]);
    expect(r.high90).toBeCloseTo(closes[400] * Math.exp(Z90 * sigma * Math.sqrt(30)), 9);
    expect(r.low90).toBeCloseTo(closes[400] * Math.exp(-Z90 * sigma * Math.sqrt(30)), 9);
  });
});

describe('analysis of one asset', () => {
  it('gives the same analysis and narrative for the same inputs, stamped with the engine version', () => {
    const run = () =>
      analyse({
        asset: btc,
        candles: realCandles('BTC-USD'),
        headlines: prepareHeadlines(realHeadlines()),
        start: '2021-07-01',
        end: '2022-06-30',
        dataSource: CSV,
      });
    const first = run();
    const second = run();
    expect(second.narrative).toEqual(first.narrative);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.narrative.engineVersion).toBe(ENGINE_VERSION);
    expect(first.narrative.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(first.narrative.paragraphs.join(' ')).toContain('Statistical range, not a prediction');
  });

  it('writes a narrative whose every number comes from the facts', () => {
    const a = analyse({ asset: btc, candles: btcCandles, headlines, start: '2022-01-01', end: '2022-03-31', dataSource: CSV });
    expect(unsupportedFigures(a.narrative.paragraphs.join('\n\n'), narrativeFacts(a))).toEqual([]);
  });

  it('does not depend on where the range starts: indicators read the whole history', () => {
    const long = analyse({ asset: btc, candles: btcCandles, headlines, start: '2022-01-01', end: '2022-03-31', dataSource: CSV });
    const short = analyse({ asset: btc, candles: btcCandles, headlines, start: '2022-03-01', end: '2022-03-31', dataSource: CSV });
    expect(short.indicators.latest.sma200.value).toBe(long.indicators.latest.sma200.value);
    expect(short.indicators.series.rsi14).toEqual(long.indicators.series.rsi14.slice(-31));
  });

  it("reports 'no headlines in this range' after the headline file ends", () => {
    const a = analyse({ asset: btc, candles: btcCandles, headlines, start: '2024-01-01', end: '2024-12-31', dataSource: CSV });
    expect(a.sentiment.message).toBe('no headlines in this range');
    expect(a.narrative.paragraphs.join(' ')).toContain('no headlines in this range');
  });

  it('refuses a range without candles and says what is available', () => {
    expect(() =>
      analyse({ asset: btc, candles: btcCandles, headlines, start: '2030-01-01', end: '2030-02-01', dataSource: CSV }),
    ).toThrow(new NoDataInRangeError('2018-01-01', '2025-08-22'));
  });

  it('gives every figure a method and a docs anchor', () => {
    const a = analyse({ asset: btc, candles: btcCandles, headlines, start: '2022-01-01', end: '2022-03-31', dataSource: CSV });
    for (const f of Object.values(a.indicators.latest)) {
      expect(f.method.length).toBeGreaterThan(10);
      expect(f.docs).toMatch(/^docs\/analysis\.md#[a-z0-9-]+$/);
    }
    for (const m of Object.values(a.methods)) expect(m.docs).toMatch(/^docs\/analysis\.md#/);
    for (const c of a.mood.components) expect(c.docs).toMatch(/^docs\/analysis\.md#/);
  });
});

describe('property: random ranges of real data', () => {
  const files = allAssets().map((asset) => ({ asset, candles: realCandles(asset.file) }));
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const from = Date.UTC(2017, 10, 1);
  const to = Date.UTC(2026, 5, 1);

  it('never puts NaN or Infinity anywhere in a response, and keeps every figure in its bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: files.length - 1 }),
        fc.integer({ min: from, max: to }),
        fc.integer({ min: 0, max: 800 }),
        (which, startMs, lengthDays) => {
          const { asset, candles } = files[which];
          const start = day(startMs);
          const end = day(startMs + lengthDays * 86_400_000);
          let a;
          try {
            a = analyse({ asset, candles, headlines, start, end, dataSource: CSV });
          } catch (error) {
            expect(error).toBeInstanceOf(NoDataInRangeError);
            const inRange = candles.filter((c) => c.date >= start && c.date <= end);
            expect(inRange).toHaveLength(0);
            return;
          }
          expect(nonFiniteNumbers(a)).toEqual([]);
          expect(a.candles.length).toBe(a.range.candleCount);
          for (const s of Object.values(a.indicators.series)) expect(s).toHaveLength(a.range.candleCount);
          expect(a.candles[0].date >= start && a.candles[a.candles.length - 1].date <= end).toBe(true);
          if (a.mood.value !== null) {
            expect(a.mood.value).toBeGreaterThanOrEqual(0);
            expect(a.mood.value).toBeLessThanOrEqual(100);
          }
          expect(a.signal.confidence).toBeGreaterThanOrEqual(0);
          expect(a.signal.confidence).toBeLessThanOrEqual(1);
          for (const v of a.indicators.series.rsi14) if (v !== null) expect(v >= 0 && v <= 100).toBe(true);
          const mdd = a.indicators.latest.maxDrawdown.value as number;
          expect(mdd <= 0 && mdd > -1).toBe(true);
          if (a.sentiment.headlineCount === 0) expect(a.sentiment.message).toBe('no headlines in this range');
        },
      ),
      { numRuns: 80, seed: 20250601 },
    );
  });
});

describe('trained headline model in the analysis answer', () => {
  // The range's sentiment, the narrative and the last day's mood and signal read the headline scores; these must be
  // the trained model's scores, each listed headline carrying the terms behind it.
  const year = analyse({ asset: btc, candles: btcCandles, headlines, start: '2021-08-01', end: '2022-07-31', dataSource: CSV });

  it('lists headlines with the model score and its top terms, and the mood, signal and narrative use them', () => {
    const listed = [...year.sentiment.mostPositive, ...year.sentiment.mostNegative];
    expect(listed.length).toBe(10);
    for (const h of listed) {
      const s = scoreHeadline(h.title);
      expect(h.score).toBeCloseTo(s.score, 3);
      expect(h.terms).toEqual(topTerms(s.terms));
    }
    expect(year.sentiment.mostPositive.every((h) => h.score > 0)).toBe(true);
    expect(year.sentiment.mostNegative.every((h) => h.score < 0)).toBe(true);
    const z = year.sentiment.zScore.value as number;
    expect(z).not.toBeNull();
    expect(year.narrative.paragraphs.join(' ')).toContain(`z-score of ${Math.round(z * 100) / 100}`);
    // The last day's mood and signal read the week ending that day: the file's headlines stop on 2022-07-05.
    expect(year.mood.components.find((c) => c.key === 'sentiment')?.score).toBeNull();
    expect(year.signal.votes.find((v) => v.key === 'sentiment')?.vote).toBeNull();
    const day = '2022-07-04';
    const week = analyse({ asset: btc, candles: btcCandles, headlines, start: '2021-08-01', end: day, dataSource: CSV });
    const p = prepareHistory(btcCandles, 365);
    const weekZ = daySentiment(btc, headlines, p.dates).weekZ[p.dates.indexOf(day)] as number;
    expect(weekZ).not.toBeNull();
    expect(week.mood.components.find((c) => c.key === 'sentiment')?.score).toBeCloseTo(100 * normalCdf(weekZ), 1);
    expect(week.signal.votes.find((v) => v.key === 'sentiment')?.vote).toBeCloseTo(Math.max(-1, Math.min(1, weekZ / 2)), 4);
  });

  it('gives the last day one mood and signal whatever the range starts on', () => {
    const end = '2022-04-30';
    const answers = ['2022-04-01', '2021-11-01', '2020-05-01'].map((start) => analyse({ asset: btc, candles: btcCandles, headlines, start, end, dataSource: CSV }));
    // The ranges' own headline z-scores differ; the day's mood, components and signal do not.
    expect(new Set(answers.map((a) => a.sentiment.zScore.value)).size).toBeGreaterThan(1);
    for (const a of answers.slice(1)) {
      expect(a.mood).toEqual(answers[0].mood);
      expect(a.signal).toEqual(answers[0].signal);
    }
  });

  it('adds under 1 KB compressed to a 1-year answer for the headline terms', () => {
    // The answer's overall 30 KB budget is dominated by the candle and indicator series; the terms must stay
    // a small share of it: four terms per listed headline, weights rounded to 0.01.
    const withoutTerms = {
      ...year,
      sentiment: {
        ...year.sentiment,
        mostPositive: year.sentiment.mostPositive.map(({ terms: _terms, ...h }) => h),
        mostNegative: year.sentiment.mostNegative.map(({ terms: _terms, ...h }) => h),
      },
    };
    const added = gzipSync(JSON.stringify(year)).length - gzipSync(JSON.stringify(withoutTerms)).length;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(1024);
    for (const h of year.sentiment.mostPositive) for (const t of h.terms) expect(Math.round(t.weight * 100)).toBeCloseTo(t.weight * 100, 9);
  });
});

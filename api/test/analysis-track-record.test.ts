import type { MoodBand, SignalDirection, TrackRecordCell } from '@sentiscope/shared/contract';
import { checkSeries, describe as describeCases, forwardReturns, ROUND_TRIP_COST, trackRecord, WEAK_EVIDENCE_UNDER, type TrackRecordDay } from '../src/analysis/track-record';

const MS = 86_400_000;
const dayAfter = (start: string, n: number) => new Date(Date.parse(`${start}T00:00:00Z`) + n * MS).toISOString().slice(0, 10);

/**
 * A fixed series of 120 closed days from 2024-01-01 with the weekends left out after day 60 (like a stock), closes
 * on a wave with a drift, and states that change every few days.
 */
function fixedSeries(): TrackRecordDay[] {
  const bands: (MoodBand | null)[] = ['extreme fear', 'fear', 'neutral', 'greed', 'extreme greed', null];
  const signals: SignalDirection[] = ['bullish', 'neutral', 'bearish'];
  const out: TrackRecordDay[] = [];
  for (let n = 0; n < 120; n++) {
    const date = dayAfter('2024-01-01', n);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (n >= 60 && (weekday === 0 || weekday === 6)) continue;
    const close = 100 * (1 + 0.002 * n) * (1 + 0.08 * Math.sin(n / 6));
    out.push({ date, close, band: bands[Math.floor(n / 4) % bands.length], signal: signals[Math.floor(n / 9) % signals.length] });
  }
  return out;
}

/** The figures as the method describes them, computed the plain way: one day at a time, a full sort for the median. */
function expected(days: TrackRecordDay[], horizon: number, pick: (d: TrackRecordDay) => boolean, cost: number) {
  const last = Date.parse(`${days[days.length - 1].date}T00:00:00Z`);
  const returns: number[] = [];
  for (const d of days) {
    const target = Date.parse(`${d.date}T00:00:00Z`) + horizon * MS;
    if (target > last || !pick(d)) continue;
    const end = days.filter((e) => Date.parse(`${e.date}T00:00:00Z`) <= target).pop() as TrackRecordDay;
    returns.push(end.close / d.close - 1 - cost);
  }
  const sorted = [...returns].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  return { count: returns.length, mean, median, hitRate: returns.filter((r) => r > 0).length / returns.length };
}

function expectFigures(cell: TrackRecordCell, want: ReturnType<typeof expected>) {
  expect(cell.count).toBe(want.count);
  expect(cell.mean?.value).toBeCloseTo(want.mean, 12);
  expect(cell.median?.value).toBeCloseTo(want.median, 12);
  expect(cell.hitRate?.value).toBeCloseTo(want.hitRate, 12);
  expect(cell.weakEvidence).toBe(want.count < 30);
  for (const f of [cell.mean, cell.median, cell.hitRate]) {
    expect(f?.low).toBeLessThanOrEqual(f?.value as number);
    expect(f?.high).toBeGreaterThanOrEqual(f?.value as number);
  }
}

describe('track record forward returns', () => {
  it('takes the close of the last day on or before the forward day, and none once that day is past the series', () => {
    const days = ['2024-01-01', '2024-01-02', '2024-01-05', '2024-01-09', '2024-01-10'].map((date, i) => ({ date, close: [100, 110, 120, 90, 130][i], band: null, signal: 'neutral' as const }));
    const r = Array.from(forwardReturns(days, 7));
    // 01-01 + 7 = 01-08, last day on or before it 01-05; 01-02 + 7 = 01-09; 01-05 + 7 = 01-12 is after 01-10.
    expect(r[0]).toBeCloseTo(120 / 100 - 1, 12);
    expect(r[1]).toBeCloseTo(90 / 110 - 1, 12);
    expect(r.slice(2).every(Number.isNaN)).toBe(true);
  });

  it('pins count, mean, median and hit rate of every band, signal and the holding baseline on a fixed series', () => {
    const days = fixedSeries();
    const record = trackRecord('TEST', days);
    expect(record.days).toBe(days.length);
    expect([record.from, record.to]).toEqual([days[0].date, days[days.length - 1].date]);
    expect(ROUND_TRIP_COST).toBe(0.002);
    record.holding.forEach((cell, k) => expectFigures(cell, expected(days, [7, 30][k], () => true, 0)));
    for (const g of record.bands) g.cells.forEach((cell) => expectFigures(cell, expected(days, cell.horizon, (d) => d.band === g.state, ROUND_TRIP_COST)));
    for (const g of record.signals) g.cells.forEach((cell, k) => expectFigures(cell, expected(days, [7, 30][k], (d) => d.signal === g.state, ROUND_TRIP_COST)));
    // Days without a band count for holding and for their signal, but for no band.
    const inBands = record.bands.reduce((a, g) => a + g.cells[0].count, 0);
    expect(inBands).toBeLessThan(record.holding[0].count);
    expect(record.signals.reduce((a, g) => a + g.cells[0].count, 0)).toBe(record.holding[0].count);
  });

  it('compares each state with holding: the excess mean, and a verdict only when holding lies outside the interval', () => {
    const record = trackRecord('TEST', fixedSeries());
    for (const g of [...record.bands, ...record.signals]) {
      g.cells.forEach((cell, k) => {
        const base = record.holding[k].mean?.value as number;
        expect(cell.excessMean).toBeCloseTo((cell.mean?.value as number) - base, 12);
        const want = (cell.mean?.low as number) > base ? 'above holding' : (cell.mean?.high as number) < base ? 'below holding' : 'no clear difference';
        expect(cell.verdict).toBe(want);
      });
    }
    expect(record.holding.every((c) => c.verdict === null && c.excessMean === null)).toBe(true);
  });

  it('uses nothing after a day but its forward close: a later close moves only the cases that end on it', () => {
    const days = fixedSeries();
    const changed = days.map((d, i) => (i === days.length - 1 ? { ...d, close: d.close * 3 } : d));
    // The last day (a Monday) is the forward day of the Monday a week before it.
    const a = trackRecord('TEST', days).holding[0];
    const b = trackRecord('TEST', changed).holding[0];
    expect(b.count).toBe(a.count);
    expect(b.mean?.value).toBeCloseTo((a.mean?.value as number) + (3 * days[days.length - 1].close - days[days.length - 1].close) / days[days.length - 6].close / a.count, 12);
    // The first 30-day case ends weeks before the last day: cut the series there and its figures agree.
    const cut = days.slice(0, 40);
    expectFigures(trackRecord('TEST', cut).holding[1], expected(cut, 30, () => true, 0));
  });
});

describe('track record intervals', () => {
  it('is deterministic: the same series gives the same intervals', () => {
    expect(JSON.stringify(trackRecord('TEST', fixedSeries()))).toBe(JSON.stringify(trackRecord('TEST', fixedSeries())));
  });

  it('collapses to the figure when every case is the same, and with a single case', () => {
    const same = describeCases(Float64Array.from([0.01, 0.01, 0.01, 0.01]), 7, 7, 1);
    expect(same.mean).toEqual({ value: 0.01, low: 0.01, high: 0.01 });
    expect(same.hitRate).toEqual({ value: 1, low: 1, high: 1 });
    const one = describeCases(Float64Array.from([-0.02]), 30, 30, 1);
    expect(one.median).toEqual({ value: -0.02, low: -0.02, high: -0.02 });
    expect(describeCases(new Float64Array(0), 7, 7, 1)).toMatchObject({ count: 0, mean: null, median: null, hitRate: null, weakEvidence: true });
  });

  it('gives wider intervals for fewer cases and flags fewer than 30 as weak evidence', () => {
    const wave = (n: number) => Float64Array.from({ length: n }, (_, i) => 0.05 * Math.sin(i * 1.7));
    const few = describeCases(wave(29), 7, 1, 5);
    const many = describeCases(wave(1200), 7, 1, 5);
    const width = (c: TrackRecordCell) => (c.mean?.high as number) - (c.mean?.low as number);
    expect(width(few)).toBeGreaterThan(3 * width(many));
    expect(few.weakEvidence).toBe(true);
    expect(describeCases(wave(WEAK_EVIDENCE_UNDER), 7, 1, 5).weakEvidence).toBe(false);
  });
});

describe('track record input', () => {
  it('refuses unordered or repeated days, malformed dates and non-positive closes', () => {
    const day = (date: string, close = 1): TrackRecordDay => ({ date, close, band: null, signal: 'neutral' });
    expect(() => checkSeries([day('2024-01-02'), day('2024-01-01')])).toThrow('increasing order');
    expect(() => checkSeries([day('2024-01-01'), day('2024-01-01')])).toThrow('increasing order');
    expect(() => checkSeries([day('2024-13-01')])).toThrow('YYYY-MM-DD');
    expect(() => checkSeries([day('2024-01-01', 0)])).toThrow('positive');
    expect(() => checkSeries([day('2024-01-01', Number.NaN)])).toThrow('positive');
    expect(trackRecord('EMPTY', [])).toMatchObject({ days: 0, from: null, to: null, holding: [{ count: 0 }, { count: 0 }] });
  });
});

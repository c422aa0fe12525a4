// The scheduled run computes an asset's new stored days from the trailing window of candles they read (decision 216)
// instead of its whole history: on the bundled years of every first asset and the bundled headlines, the days
// computed from the window equal, field for field, the days computed from the whole history, at several points.
import { prepareHeadlines } from '../src/analysis/headlines';
import { allAssets, type Asset } from '../src/catalogue/service/catalogue';
import { snapshotDays, windowStart } from '../src/history/service/snapshot-days';
import { shiftDay } from '../src/platform/days';
import type { Candle } from '@sentiscope/shared/contract';
import { realCandles, realHeadlines } from './analysis-data';

const headlines = prepareHeadlines(realHeadlines());
const NEW_DAYS = 20;

/** The history up to 20 days after a last stored day `back` candles before the end, and its window. */
function cut(asset: Asset, candles: readonly Candle[], back: number) {
  const last = candles[candles.length - 1 - back].date;
  const upTo = candles.slice(0, candles.length - back + NEW_DAYS);
  return { last, upTo, window: upTo.filter((c) => c.date >= windowStart(asset, last)) };
}

// Last stored days 1,000, 400, 60 and 20 candles before the end of each asset's file, where the history before them
// is longer than the window (the younger coins' files are not, at the earlier points).
const cases = allAssets()
  .filter((a) => a.file)
  .flatMap((asset) => {
    const candles = realCandles(asset.file as string);
    return [1000, 400, 60, 20].filter((back) => cut(asset, candles, back).window.length < candles.length - back + NEW_DAYS).map((back) => ({ asset, candles, back }));
  });

test('the cases cover every first asset whose file is longer than a window (all but SPY, 5 years of weekdays)', () => {
  expect(new Set(cases.map((c) => c.asset.id))).toEqual(new Set(allAssets().filter((a) => a.file && a.id !== 'spy').map((a) => a.id)));
  expect(cases.length).toBeGreaterThanOrEqual(35);
});

test.each(cases.map((c) => [c.asset.id, c.back, c] as const))('%s, stored up to %i candles before the end: the window gives the same new days', (_id, _back, { asset, candles, back }) => {
  const { last, upTo, window } = cut(asset, candles, back);
  const from = shiftDay(last, 1);
  const whole = snapshotDays(asset, upTo, headlines, from);
  expect(whole).toHaveLength(NEW_DAYS);
  expect(window.length).toBeLessThan(upTo.length);
  expect(snapshotDays(asset, window, headlines, from)).toEqual(whole);
});

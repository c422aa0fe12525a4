// Track record of all twelve assets over their whole history, timed. Closes are the real daily closes in
// ../shared/data/market; each day's mood band and signal are stand-ins computed from those closes alone (the band
// from the 30-day return's percentile among the previous two years', the signal from the close against its 50-day
// mean), because the computation's cost depends on the number of days, not on how the states were made.
// `--check` fails when the median of five runs takes more than BUDGET_MS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MOOD_BANDS, type SignalDirection } from '@sentiscope/shared/contract';
import { parseCsv } from '../src/platform/csv';
import { percentileRank } from '../src/analysis/stats';
import { trackRecord, type TrackRecordDay } from '../src/analysis/track-record';

export const BUDGET_MS = 5000;
const ASSETS = ['BTC-USD', 'ETH-USD', 'SOL-USD', 'BNB-USD', 'XRP-USD', 'ADA-USD', 'DOGE-USD', 'AAPL', 'MSFT', 'NVDA', 'TSLA', 'SPY'];
const MARKET = path.resolve(__dirname, '..', '..', '..', 'shared', 'data', 'market');

function series(file: string): TrackRecordDay[] {
  const [header, ...rows] = parseCsv(readFileSync(path.join(MARKET, `${file}.csv`), 'utf8'));
  const at = (name: string) => header.indexOf(name);
  const closes = rows.map((r) => Number(r[at('close')]));
  const momentum = closes.map((c, i) => (i >= 30 ? c / closes[i - 30] - 1 : Number.NaN));
  return rows.map((r, i) => {
    const history = momentum.slice(Math.max(30, i - 730), i);
    const pct = Number.isNaN(momentum[i]) || history.length < 60 ? null : percentileRank(momentum[i], history);
    const band = pct === null ? null : (MOOD_BANDS.find((b) => pct < b.to) ?? MOOD_BANDS[MOOD_BANDS.length - 1]).band;
    const sma = i >= 49 ? closes.slice(i - 49, i + 1).reduce((a, b) => a + b, 0) / 50 : Number.NaN;
    const signal: SignalDirection = Number.isNaN(sma) ? 'neutral' : closes[i] > sma * 1.02 ? 'bullish' : closes[i] < sma * 0.98 ? 'bearish' : 'neutral';
    return { date: r[at('date')], close: closes[i], band, signal };
  });
}

const all = ASSETS.map((id) => ({ id, days: series(id) }));
const totalDays = all.reduce((a, s) => a + s.days.length, 0);
const run = () => {
  const start = performance.now();
  for (const { id, days } of all) trackRecord(id, days);
  return performance.now() - start;
};
run(); // warm-up
const times = [0, 1, 2, 3, 4].map(run).sort((a, b) => a - b);
const median = times[2];
console.log(`track record of ${all.length} assets (${totalDays.toLocaleString('en-US')} days): ${median.toFixed(0)} ms (median of 5; ${times.map((t) => t.toFixed(0)).join(', ')}; budget ${BUDGET_MS} ms)`);
if (process.argv.includes('--check')) {
  if (median > BUDGET_MS) {
    console.error(`Track record budget missed: ${median.toFixed(0)} ms > ${BUDGET_MS} ms`);
    process.exit(1);
  }
  console.log('Track record budget met.');
}

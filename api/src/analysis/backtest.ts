import type { Backtest, SignalDirection } from '@sentiscope/shared/contract';
import { docs } from './methods';
import { round } from './stats';

/** Cost of one position change (entering or leaving), as a fraction of equity: 0.1 %. */
export const BACKTEST_COST_PER_TRADE = 0.001;
/** Fewer trades than this is weak evidence. */
export const BACKTEST_MIN_TRADES = 30;

/** Lowest equity / highest earlier equity - 1 over an equity curve (0 when it never fell). */
function maxDrawdownOf(equity: readonly number[]): number {
  let peak = -Infinity;
  let worst = 0;
  for (const value of equity) {
    peak = Math.max(peak, value);
    worst = Math.min(worst, value / peak - 1);
  }
  return worst;
}

/**
 * Our own signal, traded over the range: long from the close of a bullish day to the next close, flat
 * otherwise; each position change costs BACKTEST_COST_PER_TRADE. A day's position uses only that day's signal,
 * never a later one. Buy-and-hold buys at the first close (one cost) and holds to the last.
 */
export function backtest(closes: readonly number[], directions: readonly SignalDirection[]): Backtest {
  const n = Math.min(closes.length, directions.length);
  let equity = 1;
  let long = false;
  let entryEquity = 1;
  let trades = 0;
  let winners = 0;
  const curve = [1];
  for (let i = 0; i < n - 1; i++) {
    const wantLong = directions[i] === 'bullish';
    if (wantLong !== long) {
      equity *= 1 - BACKTEST_COST_PER_TRADE;
      if (wantLong) {
        entryEquity = equity / (1 - BACKTEST_COST_PER_TRADE);
        trades++;
      } else if (equity > entryEquity) winners++;
      long = wantLong;
    }
    if (long) equity *= closes[i + 1] / closes[i];
    curve.push(equity);
  }
  // A position still open at the end is closed (and charged) at the last close.
  if (long) {
    equity *= 1 - BACKTEST_COST_PER_TRADE;
    curve[curve.length - 1] = equity;
    if (equity > entryEquity) winners++;
  }
  const holdCurve = n === 0 ? [] : closes.slice(0, n).map((c) => ((1 - BACKTEST_COST_PER_TRADE) * c) / closes[0]);
  const holdReturn = n < 2 ? null : holdCurve[n - 1] - 1;
  return {
    strategy: {
      return: n < 2 ? null : round(equity - 1, 4),
      maxDrawdown: n < 2 ? null : round(maxDrawdownOf(curve), 4),
      trades,
      hitRate: trades === 0 ? null : round(winners / trades, 4),
    },
    buyAndHold: {
      return: holdReturn === null ? null : round(holdReturn, 4),
      maxDrawdown: n < 2 ? null : round(maxDrawdownOf([1, ...holdCurve]), 4),
    },
    costPerTrade: BACKTEST_COST_PER_TRADE,
    weakEvidence: trades < BACKTEST_MIN_TRADES,
    method: `Long from the close of each bullish day to the next close, flat otherwise; ${BACKTEST_COST_PER_TRADE * 100} % per position change; hit rate = share of trades that ended above their entry; buy-and-hold pays one entry cost.`,
    docs: docs('backtest'),
  };
}

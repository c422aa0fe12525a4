import type { StatisticalRange } from '@sentiscope/shared/contract';
import { sampleStdDev } from './indicators';
import { docs } from './methods';
import { historyBefore, type PreparedHistory } from './prepared';

export const HORIZON_DAYS = 30;
export const Z90 = 1.6448536;
export const Z50 = 0.6744898;
/** Fewer log returns than this and no range is given. */
export const MIN_RETURNS = 30;

/**
 * Lognormal range of the close HORIZON_DAYS calendar days after the last candle, with zero drift:
 * ln(P_h / P_0) ~ N(0, sigma^2 h), sigma from the last year of daily log returns, h in candles.
 */
export function statisticalRange(prepared: PreparedHistory, at: number): StatisticalRange {
  const from = prepared.closes[at];
  const returns = historyBefore(prepared.logReturn, at + 1, prepared.periodsPerYear);
  const sigma = returns.length >= MIN_RETURNS ? sampleStdDev(returns) : null;
  const steps = Math.round((HORIZON_DAYS * prepared.periodsPerYear) / 365);
  const at_ = (z: number) => (sigma === null ? null : from * Math.exp(z * sigma * Math.sqrt(steps)));
  return {
    label: 'statistical range, not a prediction',
    horizonDays: HORIZON_DAYS,
    from,
    median: sigma === null ? null : from,
    low50: at_(-Z50),
    high50: at_(Z50),
    low90: at_(-Z90),
    high90: at_(Z90),
    dailySigma: sigma,
    sampleSize: returns.length,
    method: `Lognormal with zero drift; daily sigma from the last ${prepared.periodsPerYear} log returns, scaled by sqrt(${steps} candles); 50 % and 90 % central intervals.`,
    docs: docs('statistical-range'),
  };
}

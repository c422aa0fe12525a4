// Technical indicators over daily candles. Every function returns an array aligned with its input:
// null while the indicator is warming up (or where it is undefined), never NaN or Infinity.

export type Series = (number | null)[];

export function sma(values: readonly number[], period: number): Series {
  const out: Series = new Array(values.length).fill(null);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i];
    if (i >= period) sum -= values[i - period];
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}

/** Exponential moving average, k = 2 / (period + 1), seeded with the simple mean of the first `period` values. */
export function ema(values: readonly number[], period: number): Series {
  const out: Series = new Array(values.length).fill(null);
  if (values.length < period) return out;
  const k = 2 / (period + 1);
  let prev = 0;
  for (let i = 0; i < period; i++) prev += values[i];
  prev /= period;
  out[period - 1] = prev;
  for (let i = period; i < values.length; i++) {
    prev = values[i] * k + prev * (1 - k);
    out[i] = prev;
  }
  return out;
}

/** EMA over a series that starts with nulls (used for the MACD signal line). */
function emaOfSeries(values: Series, period: number): Series {
  const first = values.findIndex((v) => v !== null);
  const out: Series = new Array(values.length).fill(null);
  if (first < 0) return out;
  const tail = ema(values.slice(first) as number[], period);
  for (let i = 0; i < tail.length; i++) out[first + i] = tail[i];
  return out;
}

/**
 * RSI with Wilder smoothing: the first average gain/loss is the simple mean of the first `period` changes,
 * then avg = (prev * (period - 1) + current) / period. RSI = 100 - 100 / (1 + avgGain / avgLoss).
 */
export function rsi(closes: readonly number[], period = 14): Series {
  const out: Series = new Array(closes.length).fill(null);
  if (closes.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const change = closes[i] - closes[i - 1];
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  out[period] = rsiFrom(gain, loss);
  for (let i = period + 1; i < closes.length; i++) {
    const change = closes[i] - closes[i - 1];
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    out[i] = rsiFrom(gain, loss);
  }
  return out;
}

function rsiFrom(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

export type MacdSeries = { macd: Series; signal: Series; histogram: Series };

/** MACD = EMA(fast) - EMA(slow); signal = EMA(signalPeriod) of MACD; histogram = MACD - signal. */
export function macd(closes: readonly number[], fast = 12, slow = 26, signalPeriod = 9): MacdSeries {
  const fastEma = ema(closes, fast);
  const slowEma = ema(closes, slow);
  const line: Series = closes.map((_, i) => {
    const f = fastEma[i];
    const s = slowEma[i];
    return f === null || s === null ? null : f - s;
  });
  const signal = emaOfSeries(line, signalPeriod);
  const histogram: Series = line.map((m, i) => {
    const s = signal[i];
    return m === null || s === null ? null : m - s;
  });
  return { macd: line, signal, histogram };
}

export type BollingerSeries = { upper: Series; middle: Series; lower: Series; percentB: Series };

/** Bollinger bands: SMA(period) plus/minus `width` population standard deviations; %B = (close - lower) / (upper - lower). */
export function bollinger(closes: readonly number[], period = 20, width = 2): BollingerSeries {
  const middle = sma(closes, period);
  const upper: Series = new Array(closes.length).fill(null);
  const lower: Series = new Array(closes.length).fill(null);
  const percentB: Series = new Array(closes.length).fill(null);
  for (let i = period - 1; i < closes.length; i++) {
    const mean = middle[i] as number;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += (closes[j] - mean) ** 2;
    const sd = Math.sqrt(squares / period);
    upper[i] = mean + width * sd;
    lower[i] = mean - width * sd;
    // A flat window has no band width: %B is undefined there, so it stays null rather than dividing by zero.
    percentB[i] = sd > 0 ? (closes[i] - (lower[i] as number)) / (2 * width * sd) : null;
  }
  return { upper, middle, lower, percentB };
}

export type HighLowClose = { high: number; low: number; close: number };

/**
 * Average true range with Wilder smoothing. True range from the second candle on:
 * max(high - low, |high - previous close|, |low - previous close|); the first ATR is the mean of the first
 * `period` true ranges, then atr = (prev * (period - 1) + tr) / period.
 */
export function atr(candles: readonly HighLowClose[], period = 14): Series {
  const out: Series = new Array(candles.length).fill(null);
  if (candles.length <= period) return out;
  let value = 0;
  for (let i = 1; i <= period; i++) value += trueRange(candles[i], candles[i - 1].close);
  value /= period;
  out[period] = value;
  for (let i = period + 1; i < candles.length; i++) {
    value = (value * (period - 1) + trueRange(candles[i], candles[i - 1].close)) / period;
    out[i] = value;
  }
  return out;
}

function trueRange(c: HighLowClose, prevClose: number): number {
  return Math.max(c.high - c.low, Math.abs(c.high - prevClose), Math.abs(c.low - prevClose));
}

/** Daily log returns ln(close_i / close_{i-1}); one shorter than the input. */
export function logReturns(closes: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < closes.length; i++) out.push(Math.log(closes[i] / closes[i - 1]));
  return out;
}

/** Sample standard deviation (n - 1); null below two values. */
export function sampleStdDev(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

/** Annualised volatility: sample standard deviation of daily log returns times sqrt(periodsPerYear). */
export function annualisedVolatility(closes: readonly number[], periodsPerYear: number): number | null {
  const sd = sampleStdDev(logReturns(closes));
  return sd === null ? null : sd * Math.sqrt(periodsPerYear);
}

/** Running drawdown: close / running peak - 1 (0 at a new peak, negative below it). */
export function drawdownSeries(closes: readonly number[]): number[] {
  let peak = -Infinity;
  return closes.map((c) => {
    peak = Math.max(peak, c);
    return c / peak - 1;
  });
}

/** Largest drawdown as a negative fraction (0 when prices never fell below an earlier peak). */
export function maxDrawdown(closes: readonly number[]): number | null {
  if (closes.length === 0) return null;
  let worst = 0;
  for (const d of drawdownSeries(closes)) worst = Math.min(worst, d);
  return worst;
}

/** Simple return from the first to the last close. */
export function periodReturn(closes: readonly number[]): number | null {
  if (closes.length < 2) return null;
  return closes[closes.length - 1] / closes[0] - 1;
}

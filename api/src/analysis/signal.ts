import type { Signal, SignalDirection, SignalVote } from '@sentiscope/shared/contract';
import { docs } from './methods';
import { windows, type PreparedHistory } from './prepared';
import { clamp, round } from './stats';

/** |net| at or above this gives a bullish or bearish signal. */
export const SIGNAL_THRESHOLD = 0.2;

export const SIGNAL_WEIGHTS = {
  priceVsSma50: 1,
  sma50VsSma200: 1,
  macdHistogram: 1,
  rsiExtremes: 0.5,
  momentum: 1,
  sentiment: 1,
} as const;

const sign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0);

/** The signal on the candle at index `at` from data up to that day; `sentimentZ` is that day's headline z-score. */
export function signalAt(prepared: PreparedHistory, at: number, sentimentZ: number | null): Signal {
  const close = prepared.closes[at];
  const sma50 = prepared.sma50[at];
  const sma200 = prepared.sma200[at];
  const hist = prepared.macd.histogram[at];
  const rsi = prepared.rsi14[at];
  const monthReturn = prepared.monthReturn[at];
  const vol = prepared.monthVolatility[at];
  const { month } = windows(prepared.periodsPerYear);
  const monthSigma = vol === null ? null : (vol / Math.sqrt(prepared.periodsPerYear)) * Math.sqrt(month);
  const standardised = monthReturn === null || !monthSigma ? null : monthReturn / monthSigma;

  const votes: SignalVote[] = [
    {
      key: 'priceVsSma50',
      label: 'Price vs SMA 50',
      weight: SIGNAL_WEIGHTS.priceVsSma50,
      vote: sma50 === null ? null : sign(close - sma50),
      reason: sma50 === null ? 'not enough history for SMA 50' : close >= sma50 ? 'close above SMA 50' : 'close below SMA 50',
    },
    {
      key: 'sma50VsSma200',
      label: 'SMA 50 vs SMA 200',
      weight: SIGNAL_WEIGHTS.sma50VsSma200,
      vote: sma50 === null || sma200 === null ? null : sign(sma50 - sma200),
      reason:
        sma50 === null || sma200 === null
          ? 'not enough history for SMA 200'
          : sma50 >= sma200
            ? 'SMA 50 above SMA 200'
            : 'SMA 50 below SMA 200',
    },
    {
      key: 'macdHistogram',
      label: 'MACD histogram',
      weight: SIGNAL_WEIGHTS.macdHistogram,
      vote: hist === null ? null : sign(hist),
      reason: hist === null ? 'not enough history for MACD' : hist >= 0 ? 'MACD above its signal line' : 'MACD below its signal line',
    },
    {
      key: 'rsiExtremes',
      label: 'RSI 14 extremes',
      weight: SIGNAL_WEIGHTS.rsiExtremes,
      vote: rsi === null ? null : rsi > 70 ? -1 : rsi < 30 ? 1 : 0,
      reason: rsi === null ? 'not enough history for RSI' : rsi > 70 ? 'overbought (RSI above 70)' : rsi < 30 ? 'oversold (RSI below 30)' : 'RSI between 30 and 70',
    },
    {
      key: 'momentum',
      label: `${month}-candle momentum`,
      weight: SIGNAL_WEIGHTS.momentum,
      vote: standardised === null ? null : round(clamp(standardised, -1, 1), 4),
      reason:
        standardised === null
          ? 'not enough history for momentum'
          : `return over ${month} candles is ${round(standardised, 2)} of its own typical move`,
    },
    {
      key: 'sentiment',
      label: 'Headline sentiment',
      weight: SIGNAL_WEIGHTS.sentiment,
      vote: sentimentZ === null ? null : round(clamp(sentimentZ / 2, -1, 1), 4),
      reason: sentimentZ === null ? 'no headline z-score for this day' : `headline z-score of the week ending this day ${round(sentimentZ, 2)}`,
    },
  ];
  const totalWeight = votes.reduce((a, v) => a + v.weight, 0);
  const cast = votes.filter((v) => v.vote !== null);
  const castWeight = cast.reduce((a, v) => a + v.weight, 0);
  const net = castWeight === 0 ? 0 : cast.reduce((a, v) => a + v.weight * (v.vote as number), 0) / castWeight;
  const coverage = totalWeight === 0 ? 0 : castWeight / totalWeight;
  const direction: SignalDirection = net >= SIGNAL_THRESHOLD ? 'bullish' : net <= -SIGNAL_THRESHOLD ? 'bearish' : 'neutral';
  const strength = direction === 'neutral' ? 1 - Math.abs(net) / SIGNAL_THRESHOLD : Math.abs(net);
  return {
    direction,
    confidence: round(clamp(strength, 0, 1) * coverage, 2),
    net: round(net, 4),
    votes,
    method: `The day's signal from data up to that day, the same for every range ending on it: weighted mean of votes in [-1, 1]; bullish at >= ${SIGNAL_THRESHOLD}, bearish at <= -${SIGNAL_THRESHOLD}; confidence = strength x share of weight that could vote.`,
    docs: docs('signal'),
  };
}

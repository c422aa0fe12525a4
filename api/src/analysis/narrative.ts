import type { StockAnalysis } from '@sentiscope/shared/contract';
import { num, pct, price, signedPct } from './format';

/** The facts a narrative may use, already formatted. The template and the LLM writer see only these. */
export type NarrativeFacts = {
  asset: string;
  symbol: string;
  kind: string;
  demoData: boolean;
  startDate: string;
  endDate: string;
  candles: number;
  lastClose: string;
  rangeReturn: string | null;
  maxDrawdown: string | null;
  volatility: string | null;
  sma50: string | null;
  sma200: string | null;
  closeVsSma50: 'above' | 'below' | null;
  closeVsSma200: 'above' | 'below' | null;
  rsi14: string | null;
  rsiZone: 'overbought' | 'oversold' | 'neutral' | null;
  macdHistogram: 'positive' | 'negative' | null;
  headlineCount: number;
  headlineScope: string;
  sentimentMean: string | null;
  positiveShare: string | null;
  negativeShare: string | null;
  sentimentZ: string | null;
  mood: string | null;
  moodBand: string | null;
  strongestMoodComponent: string | null;
  signal: string;
  signalConfidence: string;
  horizonDays: number;
  range50Low: string | null;
  range50High: string | null;
  range90Low: string | null;
  range90High: string | null;
};

type FactSource = Omit<StockAnalysis, 'narrative'>;

export function narrativeFacts(a: FactSource): NarrativeFacts {
  const l = a.indicators.latest;
  const close = l.lastClose.value as number;
  const s = a.sentiment;
  const r = a.statisticalRange;
  const strongest = [...a.mood.components]
    .filter((c) => c.score !== null)
    .sort((x, y) => Math.abs((y.score as number) - 50) * y.appliedWeight - Math.abs((x.score as number) - 50) * x.appliedWeight)[0];
  const opt = <T>(v: number | null, f: (x: number) => T): T | null => (v === null ? null : f(v));
  const rsi = l.rsi14.value;
  return {
    asset: a.asset.title,
    symbol: a.asset.symbol,
    kind: a.asset.kind,
    demoData: a.dataSource.demo,
    startDate: a.range.startDate,
    endDate: a.range.endDate,
    candles: a.range.candleCount,
    lastClose: price(close),
    rangeReturn: opt(l.return.value, signedPct),
    maxDrawdown: opt(l.maxDrawdown.value, signedPct),
    volatility: opt(l.volatility.value, pct),
    sma50: opt(l.sma50.value, price),
    sma200: opt(l.sma200.value, price),
    closeVsSma50: opt(l.sma50.value, (v) => (close >= v ? 'above' : 'below')),
    closeVsSma200: opt(l.sma200.value, (v) => (close >= v ? 'above' : 'below')),
    rsi14: opt(rsi, (v) => num(v, 1)),
    rsiZone: opt(rsi, (v) => (v > 70 ? 'overbought' : v < 30 ? 'oversold' : 'neutral')),
    macdHistogram: opt(l.macdHistogram.value, (v) => (v >= 0 ? 'positive' : 'negative')),
    headlineCount: s.headlineCount,
    headlineScope: s.scope === 'asset' ? `headlines naming ${a.asset.title}` : s.scope === 'market' ? 'crypto market headlines' : 'none',
    sentimentMean: opt(s.mean.value, (v) => (v >= 0 ? `+${num(v, 2)}` : num(v, 2))),
    positiveShare: opt(s.positiveShare.value, pct),
    negativeShare: opt(s.negativeShare.value, pct),
    sentimentZ: opt(s.zScore.value, (v) => num(v, 1)),
    mood: opt(a.mood.value, (v) => num(v, 0)),
    moodBand: a.mood.band,
    strongestMoodComponent: strongest ? strongest.label : null,
    signal: a.signal.direction,
    signalConfidence: pct(a.signal.confidence),
    horizonDays: r.horizonDays,
    range50Low: opt(r.low50, price),
    range50High: opt(r.high50, price),
    range90Low: opt(r.low90, price),
    range90High: opt(r.high90, price),
  };
}

/** The deterministic writer: a few short paragraphs built only from the facts. */
export function templateNarrative(f: NarrativeFacts): string[] {
  const paragraphs: string[] = [];
  const demo = f.demoData ? ' These are demo data, not market prices.' : '';
  let price = `${f.asset} (${f.symbol}) closed at ${f.lastClose} on ${f.endDate}`;
  price += f.rangeReturn === null ? '.' : `, ${f.rangeReturn} since ${f.startDate} over ${f.candles} daily candles.`;
  if (f.maxDrawdown !== null) price += ` The deepest fall from a high within the range was ${f.maxDrawdown}`;
  if (f.volatility !== null) price += `, with annualised volatility of ${f.volatility}.`;
  else if (f.maxDrawdown !== null) price += '.';
  paragraphs.push(price + demo);

  const trend: string[] = [];
  if (f.closeVsSma50 !== null && f.sma50 !== null) trend.push(`The close is ${f.closeVsSma50} its 50-day average (${f.sma50})`);
  if (f.closeVsSma200 !== null && f.sma200 !== null) trend.push(`${f.closeVsSma200} its 200-day average (${f.sma200})`);
  let t = trend.length > 0 ? `${trend.join(' and ')}.` : 'There is not enough history for the 50- and 200-day averages.';
  if (f.rsi14 !== null) t += ` RSI 14 stands at ${f.rsi14} (${f.rsiZone}).`;
  if (f.macdHistogram !== null) t += ` The MACD histogram is ${f.macdHistogram}.`;
  paragraphs.push(t);

  if (f.headlineCount === 0) {
    paragraphs.push('There are no headlines in this range, so headline sentiment is left out.');
  } else {
    let h = `${f.headlineCount} ${f.headlineScope === 'none' ? 'headlines' : f.headlineScope} were scored; the average tone is ${f.sentimentMean} on a -1 to +1 scale (${f.positiveShare} positive, ${f.negativeShare} negative).`;
    h += f.sentimentZ === null ? ' There is too little headline history for a z-score.' : ` Against its own headline history that is a z-score of ${f.sentimentZ}.`;
    paragraphs.push(h);
  }

  let m = f.mood === null ? 'The market mood could not be computed.' : `Market mood is ${f.mood} of 100 (${f.moodBand})`;
  if (f.mood !== null) m += f.strongestMoodComponent ? `, driven most by ${f.strongestMoodComponent.toLowerCase()}.` : '.';
  m += ` The combined signal is ${f.signal} with ${f.signalConfidence} confidence.`;
  paragraphs.push(m);

  if (f.range90Low !== null && f.range90High !== null) {
    paragraphs.push(
      `Statistical range, not a prediction: if the past year's daily volatility held, ${f.horizonDays} days from now the price would fall between ${f.range50Low} and ${f.range50High} half of the time and between ${f.range90Low} and ${f.range90High} nine times in ten.`,
    );
  }
  return paragraphs;
}

// The analysis behind GET /stock/details/{id} (`data.stock`), as the engine builds it: a stored wire body (see
// wire-schemas.ts), so this schema documents the answer and Fastify sends the stored bytes as they are. Each figure
// names its method and docs anchor (docs/analysis.md); series are aligned with the candles.
import {
  MOOD_BANDS,
  type IndicatorKey,
  type MoodComponentKey,
  type PriceSource,
  type SignalDirection,
  type StockAnalysis,
} from '@sentiscope/shared/contract';
import type { TSchema } from '@sinclair/typebox';
import { Type, answerOf, nullable, nullableObject, oneOf } from '../../platform/http/schemas';
import { freshness } from './schemas';

const SERIES = [
  'sma20',
  'sma50',
  'sma200',
  'ema20',
  'rsi14',
  'macd',
  'macdSignal',
  'macdHistogram',
  'bollingerUpper',
  'bollingerMiddle',
  'bollingerLower',
  'percentB',
  'atr14',
  'drawdown',
] as const satisfies readonly IndicatorKey[];
const LATEST = ['lastClose', ...SERIES.filter((key) => key !== 'drawdown'), 'volatility', 'maxDrawdown', 'return'] as const;

/** An object with the same schema under each key, in the keys' order. */
const each = <K extends string, S extends TSchema>(keys: readonly K[], schema: S) =>
  Type.Object(Object.fromEntries(keys.map((key) => [key, schema])) as { [P in K]: S });

const maybe = nullable(Type.Number());
const note = { method: Type.String(), docs: Type.String() };
const figure = Type.Object({ value: maybe, ...note });
const band = nullable(oneOf(MOOD_BANDS.map(({ band }) => band)));

const candle = Type.Object({ date: Type.String(), open: Type.Number(), high: Type.Number(), low: Type.Number(), close: Type.Number(), volume: Type.Number() });

const scoredHeadline = Type.Object({
  date: Type.String(),
  source: Type.String(),
  title: Type.String(),
  score: Type.Number(),
  terms: Type.Array(Type.Object({ term: Type.String(), weight: Type.Number() })),
  modelVersion: Type.String(),
});

const sentiment = Type.Object({
  scope: oneOf(['asset', 'market', 'none']),
  matchTerms: Type.Array(Type.String()),
  headlineCount: Type.Number(),
  message: nullable(Type.String()),
  mean: figure,
  positiveShare: figure,
  negativeShare: figure,
  zScore: figure,
  daily: Type.Array(
    Type.Object({ date: Type.String(), count: Type.Number(), mean: Type.Number(), positiveShare: Type.Number(), negativeShare: Type.Number(), zScore: maybe }),
  ),
  mostPositive: Type.Array(scoredHeadline),
  mostNegative: Type.Array(scoredHeadline),
  ...note,
});

const moodComponent = Type.Object({
  key: oneOf(['momentum', 'strength', 'trend', 'volatility', 'sentiment'] satisfies MoodComponentKey[]),
  label: Type.String(),
  weight: Type.Number(),
  appliedWeight: Type.Number(),
  score: maybe,
  contribution: Type.Number(),
  ...note,
});

const vote = Type.Object({ key: Type.String(), label: Type.String(), weight: Type.Number(), vote: maybe, reason: Type.String() });

const statisticalRange = Type.Object({
  label: Type.Literal('statistical range, not a prediction'),
  horizonDays: Type.Number(),
  from: Type.Number(),
  median: maybe,
  low50: maybe,
  high50: maybe,
  low90: maybe,
  high90: maybe,
  dailySigma: maybe,
  sampleSize: Type.Number(),
  ...note,
});

const backtest = Type.Object({
  strategy: Type.Object({ return: maybe, maxDrawdown: maybe, trades: Type.Number(), hitRate: maybe }),
  buyAndHold: Type.Object({ return: maybe, maxDrawdown: maybe }),
  costPerTrade: Type.Number(),
  weakEvidence: Type.Boolean(),
  ...note,
});

const headlineCoverage = Type.Object({
  scope: oneOf(['asset', 'market']),
  first: Type.String(),
  last: Type.String(),
  spans: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), count: Type.Number() })),
});

export const analysis = answerOf<{ stock: StockAnalysis }>()(
  Type.Object({
    stock: Type.Object({
      asset: Type.Object({ id: Type.String(), name: Type.String(), title: Type.String(), symbol: Type.String(), kind: oneOf(['crypto', 'stock']) }),
      range: Type.Object({
        requestedStart: Type.String(),
        requestedEnd: Type.String(),
        startDate: Type.String(),
        endDate: Type.String(),
        candleCount: Type.Number(),
        availableStart: Type.String(),
        availableEnd: Type.String(),
      }),
      dataSource: Type.Object({
        prices: oneOf(['csv', 'live', 'demo'] satisfies PriceSource[]),
        headlines: oneOf(['csv', 'rss', 'none']),
        demo: Type.Boolean(),
        label: nullable(Type.String()),
      }),
      engineVersion: Type.String(),
      candles: Type.Array(candle),
      indicators: Type.Object({ series: each(SERIES, Type.Array(maybe)), latest: each(LATEST, figure) }),
      sentiment,
      mood: Type.Object({ value: maybe, band, components: Type.Array(moodComponent), ...note }),
      signal: Type.Object({
        direction: oneOf(['bullish', 'neutral', 'bearish'] satisfies SignalDirection[]),
        confidence: Type.Number(),
        net: Type.Number(),
        votes: Type.Array(vote),
        ...note,
      }),
      statisticalRange,
      backtest,
      methods: each(SERIES, Type.Object(note)),
      disclaimer: Type.String(),
      narrative: Type.Object({
        paragraphs: Type.Array(Type.String()),
        writer: oneOf(['template', 'llm']),
        model: nullable(Type.String()),
        engineVersion: Type.String(),
        fallbackReason: nullable(Type.String()),
      }),
      // Added by the market service after the engine's answer, so written last.
      freshness: Type.Optional(freshness),
      headlineCoverage: Type.Optional(nullableObject(headlineCoverage)),
    }),
  }),
);

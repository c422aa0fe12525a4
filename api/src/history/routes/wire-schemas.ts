// Answers market keeps as stored wire bodies (platform/http/wire.ts): the catalogue, the stored history, the track
// record and the analysis are read again and again with the same content, so each is serialised once per version (numbers
// compacted by `compactNumbers`), given its ETag once and compressed once per encoding. Fastify sends such a body
// as it is (a string or compressed bytes is never run through a response schema), so the schemas below only
// document the answer; api/test/wire-schemas.test.ts checks that each lists every field of the served body, in
// its order. The analysis's schema is in analysis-schema.ts.
import {
  MOOD_BANDS,
  type AssetState,
  type PriceSource,
  type SignalDirection,
  type StockCandles,
  type StockHistory,
  type StockHourlyHistory,
  type StockItem,
  type TrackRecord,
  type TrackRecordHorizon,
  type TrackRecordVerdict,
} from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, nullableObject, oneOf } from '../../platform/http/schemas';
import { freshness } from './schemas';

const signal = oneOf(['bullish', 'neutral', 'bearish'] satisfies SignalDirection[]);
const band = oneOf(MOOD_BANDS.map(({ band }) => band));

/** GET /stock/list: every asset, locked where the caller's plan does not open it. */
export const stockList = answerOf<StockItem[]>()(
  Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      symbol: Type.String(),
      kind: oneOf(['crypto', 'stock']),
      isDefault: Type.Boolean(),
      locked: Type.Boolean(),
      firstDay: nullable(Type.String()),
      lastDay: nullable(Type.String()),
      source: nullable(oneOf(['csv', 'live', 'demo'] satisfies PriceSource[])),
      freshness: Type.Optional(freshness),
      state: Type.Optional(oneOf(['backfilling', 'active', 'failed', 'hidden'] satisfies AssetState[])),
      stateReason: Type.Optional(nullable(Type.String())),
    }),
  ),
);

const score = nullable(Type.Number());
const components = Type.Object({ momentum: score, strength: score, trend: score, volatility: score, sentiment: score });

/** GET /stock/history/{id}: one stored row per closed day. */
export const stockHistory = answerOf<StockHistory>()(
  Type.Object({
    id: Type.String(),
    days: Type.Array(
      Type.Object({
        date: Type.String(),
        close: Type.Number(),
        mood: nullable(Type.Number()),
        band: nullable(band),
        components,
        signal,
        headlines: Type.Object({ count: Type.Number(), mean: nullable(Type.Number()), z: nullable(Type.Number()) }),
      }),
    ),
  }),
);

const column = Type.Array(Type.Number());
const nullableColumn = Type.Array(nullable(Type.Number()));

/** GET /stock/history/{id}?interval=1h: the closed hours as columns, one entry per hour, oldest first. */
export const stockHourlyHistory = answerOf<StockHourlyHistory>()(
  Type.Object({ id: Type.String(), interval: Type.Literal('1h'), t: column, count: column, mean: nullableColumn, z: nullableColumn, close: nullableColumn }),
);

/** GET /stock/candles/{id}: the candles as columns, one entry per candle, oldest first. */
export const stockCandles = answerOf<StockCandles>()(
  Type.Object({ id: Type.String(), interval: oneOf(['1h', '4h', '1d']), t: column, o: column, h: column, l: column, c: column, v: column }),
);

const figure = nullableObject(Type.Object({ value: Type.Number(), low: Type.Number(), high: Type.Number() }));
const cell = Type.Object({
  horizon: Type.Unsafe<TrackRecordHorizon>({ type: 'number', enum: [7, 30] }),
  count: Type.Number(),
  mean: figure,
  median: figure,
  hitRate: figure,
  weakEvidence: Type.Boolean(),
  excessMean: nullable(Type.Number()),
  verdict: nullable(oneOf(['above holding', 'below holding', 'no clear difference'] satisfies TrackRecordVerdict[])),
});
const group = <S extends ReturnType<typeof oneOf>>(state: S) => Type.Object({ state, cells: Type.Array(cell) });

/** GET /stock/track-record/{id}: what followed each mood band and signal state. */
export const trackRecord = answerOf<TrackRecord>()(
  Type.Object({
    id: Type.String(),
    from: nullable(Type.String()),
    to: nullable(Type.String()),
    days: Type.Number(),
    holding: Type.Array(cell),
    bands: Type.Array(group(band)),
    signals: Type.Array(group(signal)),
    roundTripCost: Type.Number(),
    interval: Type.Object({
      method: Type.Literal('moving-block bootstrap'),
      resamples: Type.Number(),
      seed: Type.Number(),
      confidence: Type.Literal(0.95),
    }),
    engineVersion: Type.String(),
    method: Type.String(),
    docs: Type.String(),
  }),
);

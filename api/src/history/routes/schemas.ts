// Market's route schemas: what each request may send and what each answer carries, in the order it is written.
// The catalogue, the stored history, the track record and the analysis are stored wire bodies (serialised once per
// version): their answer schemas, which only document them, are in wire-schemas.ts and analysis-schema.ts.
import {
  MOOD_BANDS,
  type AssetOverview,
  type DataFreshness,
  type DayHeadlines,
  type HeadlinePolarity,
  type MarketPreview,
  type SignalDirection,
} from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, obj, oneOf, str } from '../../platform/http/schemas';

export const rangeQuery = obj({ startDate: str(40), endDate: str(40) });
export const dayQuery = obj({ day: str(40), scope: str(20), offset: str(20), limit: str(20) });

const moodBand = nullable(oneOf(MOOD_BANDS.map(({ band }) => band)));
export const freshness = answerOf<DataFreshness>()(Type.Object({ live: Type.Boolean(), asOf: nullable(Type.String()) }));

export const preview = answerOf<MarketPreview>()(
  Type.Object({
    asset: Type.Object({ id: Type.String(), name: Type.String(), symbol: Type.String() }),
    mood: Type.Object({ value: nullable(Type.Number()), band: moodBand }),
    closes: Type.Array(Type.Object({ date: Type.String(), close: Type.Number() })),
    sourceLabel: nullable(Type.String()),
    freshness: Type.Optional(freshness),
  }),
);

export const overview = answerOf<{ assets: AssetOverview[] }>()(
  Type.Object({
    assets: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        symbol: Type.String(),
        lastDay: Type.String(),
        lastPrice: Type.Number(),
        change24h: nullable(Type.Number()),
        change7d: nullable(Type.Number()),
        sparkline: Type.Array(Type.Number()),
        mood: nullable(Type.Number()),
        moodBand,
        signal: oneOf(['bullish', 'neutral', 'bearish'] satisfies SignalDirection[]),
        freshness: Type.Optional(freshness),
      }),
    ),
  }),
);

/** One day's scored headlines, each written as the headline model scores it (docs/analysis.md#headline-model). */
export const dayHeadlines = answerOf<DayHeadlines>()(
  Type.Object({
    assetId: Type.String(),
    day: Type.String(),
    scope: oneOf(['asset', 'market']),
    headlines: Type.Array(
      Type.Object({
        date: Type.String(),
        source: Type.String(),
        title: Type.String(),
        score: Type.Number(),
        polarity: oneOf(['positive', 'neutral', 'negative'] satisfies HeadlinePolarity[]),
        terms: Type.Array(Type.Object({ term: Type.String(), weight: Type.Number() })),
        modelVersion: Type.String(),
      }),
    ),
    total: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
    nextOffset: nullable(Type.Integer()),
    method: Type.String(),
    docs: Type.String(),
  }),
);

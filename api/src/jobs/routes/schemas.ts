// The data operations' route schemas: one ingestion run now, and the health of every source.
import type { DataFreshness, DataHealth, IngestRun, IngestSourceKind } from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, oneOf } from '../../platform/http/schemas';

const freshness = answerOf<DataFreshness>()(Type.Object({ live: Type.Boolean(), asOf: nullable(Type.String()) }));

const sourceKind = oneOf(['crypto-prices', 'stock-prices', 'headlines', 'bundled-prices', 'bundled-headlines'] satisfies IngestSourceKind[]);

/** One ingestion run now: each source's counts. */
export const ingestRun = answerOf<IngestRun>()(
  Type.Object({
    startedAt: Type.String(),
    finishedAt: Type.String(),
    sources: Type.Array(
      Type.Object({
        source: Type.String(),
        kind: sourceKind,
        fetched: Type.Number(),
        stored: Type.Number(),
        duplicates: Type.Number(),
        malformed: Type.Number(),
        errors: Type.Number(),
        error: nullable(Type.String()),
      }),
    ),
  }),
);

/** Every source's health, configured sources that never ran included. */
export const dataHealth = answerOf<DataHealth>()(
  Type.Object({
    sources: Type.Array(
      Type.Object({
        source: Type.String(),
        kind: sourceKind,
        lastSuccessAt: nullable(Type.String()),
        lastErrorAt: nullable(Type.String()),
        lastError: nullable(Type.String()),
        latestItemDate: nullable(Type.String()),
        itemsStored: Type.Number(),
      }),
    ),
    stale: Type.Boolean(),
    freshness,
    offline: Type.Boolean(),
    chains: Type.Array(
      Type.Object({
        kind: oneOf(['crypto-prices', 'stock-prices', 'headlines'] as const),
        providers: Type.Array(
          Type.Object({
            name: Type.String(),
            host: Type.String(),
            state: oneOf(['ok', 'failing', 'resting', 'offline', 'idle'] as const),
            lastSuccessAt: nullable(Type.String()),
            lastErrorAt: nullable(Type.String()),
            lastError: nullable(Type.String()),
            restingUntil: nullable(Type.String()),
          }),
        ),
      }),
    ),
    assets: Type.Array(
      Type.Object({
        assetId: Type.String(),
        symbol: Type.String(),
        newestDay: nullable(Type.String()),
        servedBy: nullable(Type.String()),
        skipped: Type.Array(Type.Object({ provider: Type.String(), reason: Type.String() })),
      }),
    ),
  }),
);

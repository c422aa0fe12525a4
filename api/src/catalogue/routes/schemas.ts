// The catalogue's route schemas: what an admin may send and what each answer carries, in the order it is written.
import type { AddAssetInput, AssetAdded, AssetChange, AssetStatus, CatalogueAsset } from '@sentiscope/shared/contract';
import { ALIAS_LIMITS } from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, nullableObject, obj, oneOf } from '../../platform/http/schemas';

export const assetChange = answerOf<AssetChange>()(
  obj({ hidden: Type.Boolean(), aliases: Type.Array(Type.String({ maxLength: 200 }), { maxItems: ALIAS_LIMITS.most * 2 }) }),
);

export const catalogueAsset = answerOf<CatalogueAsset>()(
  Type.Object({
    id: Type.String(),
    symbol: Type.String(),
    name: Type.String(),
    kind: oneOf(['crypto', 'stock', 'etf'] as const),
    exchange: Type.String(),
    state: oneOf(['backfilling', 'active', 'failed', 'hidden'] as const),
    stateReason: nullable(Type.String()),
    aliases: Type.Array(Type.String()),
    providerSymbols: Type.Record(Type.String(), Type.String()),
  }),
);

export const catalogueAssets = Type.Array(catalogueAsset);

const assetClass = oneOf(['crypto', 'stock', 'etf'] as const);
const assetState = oneOf(['backfilling', 'active', 'failed', 'hidden'] as const);

export const addAssetBody = answerOf<AddAssetInput>()(
  Type.Object({ symbol: Type.String({ minLength: 1, maxLength: 12, pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9.$-]*\\s*$' }), kind: assetClass }, { additionalProperties: false }),
);

export const assetAdded = answerOf<AssetAdded>()(Type.Object({ id: Type.String(), status: assetState }));

export const assetStatus = answerOf<AssetStatus>()(
  Type.Object({
    id: Type.String(),
    symbol: Type.String(),
    name: Type.String(),
    kind: assetClass,
    state: assetState,
    stateReason: nullable(Type.String()),
    progress: nullableObject(Type.Object({ stage: oneOf(['prices', 'headlines', 'snapshots'] as const), done: Type.Integer(), total: Type.Integer() })),
  }),
);

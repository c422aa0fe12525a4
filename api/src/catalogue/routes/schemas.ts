// The catalogue's route schemas: what an admin may send and what each answer carries, in the order it is written.
import type { AssetChange, CatalogueAsset } from '@sentiscope/shared/contract';
import { ALIAS_LIMITS } from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, obj, oneOf } from '../../platform/http/schemas';

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

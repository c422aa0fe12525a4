export { AssetSearch, type AssetSearchProps } from './asset-search';
export { BackfillProgress, type BackfillProgressProps } from './backfill-progress';
export { assetOptions, matchesQuery, plainName, type AssetOption, type KnownAsset } from './asset-options';
export { useDebounced } from './use-debounced';
export { useSearchAssetsQuery, useAddAssetMutation, useGetAssetStatusQuery } from './catalogue-api';

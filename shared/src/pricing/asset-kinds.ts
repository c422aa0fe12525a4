import { useMemo } from 'react';
import { useGetStockListQuery } from '@sentiscope/shared/api';
import type { KindOf, Plan } from '@sentiscope/shared/contract';

/**
 * Each listed asset's kind from the stock list, for the pricing cards and the comparison: with it a plan that opens a
 * class in full lists only the assets beyond that class. The list is asked for only when some plan opens a class;
 * undefined until it arrives (or when it fails): the pages then show every listed asset.
 */
export function useAssetKinds(plans: ReadonlyArray<Pick<Plan, 'opensAll'>>): KindOf | undefined {
  const { data } = useGetStockListQuery(undefined, { skip: !plans.some((plan) => plan.opensAll.length > 0) });
  return useMemo(() => {
    if (!data) return undefined;
    const kinds = new Map(data.map((asset) => [asset.id, asset.kind]));
    return (assetId: string) => kinds.get(assetId);
  }, [data]);
}

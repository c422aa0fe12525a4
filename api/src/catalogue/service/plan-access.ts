// Which of the catalogue's assets a plan opens, asked by id: the contract's one rule (planOpensAsset) with the
// asset's kind read from the catalogue (docs/catalogue.md, "How plans open assets").
import { planOpensAsset, type Plan } from '@sentiscope/shared/contract';
import { allAssets, findAsset } from './catalogue';

export type PlanAssets = Pick<Plan, 'cryptos' | 'opensAll'>;

/**
 * Whether the plan opens the asset with this id. A hidden asset counts like a listed one (an alert on it keeps its
 * place until it shows again); an id the catalogue does not hold is open only when the plan lists it.
 */
export function planOpensId(plan: PlanAssets | null, assetId: string): boolean {
  if (!plan) return false;
  const asset = findAsset(assetId) ?? allAssets().find((a) => a.id === assetId);
  return asset ? planOpensAsset(plan, asset) : plan.cryptos.includes(assetId);
}

/** The plan's check as a function of the id, for filters over many assets. */
export const planOpener =
  (plan: PlanAssets | null) =>
  (assetId: string): boolean =>
    planOpensId(plan, assetId);

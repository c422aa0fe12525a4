// The one rule of which assets a plan opens, read by every check on the server and by the pages
// (docs/catalogue.md, "How plans open assets").
import type { AssetKind } from './entities';
import type { Plan, PlanClass } from './plan-entity';

/** The plan class that holds every asset of a kind: coins are 'crypto'; stocks and ETFs (kind 'stock') are 'stocks'. */
export const planClassOf = (kind: AssetKind): PlanClass => (kind === 'crypto' ? 'crypto' : 'stocks');

/** Whether the plan opens every asset of the kind, those listed now and those added later. */
export function planOpensKind(plan: Pick<Plan, 'opensAll'>, kind: AssetKind): boolean {
  return plan.opensAll.includes(planClassOf(kind));
}

/** Whether the plan opens the asset: it lists the asset, or it opens the asset's kind in full. */
export function planOpensAsset(plan: Pick<Plan, 'cryptos' | 'opensAll'>, asset: { id: string; kind: AssetKind }): boolean {
  return planOpensKind(plan, asset.kind) || plan.cryptos.includes(asset.id);
}

/** How the pages name a class a plan opens in full: the plan card, the comparison table and the admin's plan form. */
export const PLAN_CLASS_LABELS: Record<PlanClass, string> = {
  crypto: 'Every listed coin',
  stocks: 'All US stocks and ETFs',
};

// The one rule of which assets a plan opens, read by every check on the server and by the pages
// (docs/catalogue.md, "How plans open assets").
import type { AssetKind } from './entities';
import { PLAN_CLASSES, type Plan, type PlanClass } from './plan-entity';

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

/** An asset's kind by its id when the page knows it (from the stock list), else undefined. */
export type KindOf = (assetId: string) => AssetKind | undefined;
const kindUnknown: KindOf = () => undefined;

const opensBoth = (plan: Pick<Plan, 'opensAll'>) => PLAN_CLASSES.every((planClass) => plan.opensAll.includes(planClass));

/** The assets a plan lists that no class it opens in full already covers; an asset of unknown kind stays. */
export function listedBeyondClasses(plan: Pick<Plan, 'cryptos' | 'opensAll'>, kindOf: KindOf = kindUnknown): string[] {
  if (opensBoth(plan)) return [];
  return plan.cryptos.filter((id) => {
    const kind = kindOf(id);
    return kind === undefined || !planOpensKind(plan, kind);
  });
}

/**
 * Whether `plan` opens every asset `other` opens: each class `other` opens in full, and each asset it lists (listed
 * by `plan` too, or of a class `plan` opens; an asset of unknown kind only when `plan` lists it or opens both).
 */
export function planOpensEveryAssetOf(plan: Pick<Plan, 'cryptos' | 'opensAll'>, other: Pick<Plan, 'cryptos' | 'opensAll'>, kindOf: KindOf = kindUnknown): boolean {
  if (!other.opensAll.every((planClass) => plan.opensAll.includes(planClass))) return false;
  return other.cryptos.every((id) => {
    const kind = kindOf(id);
    return kind === undefined ? opensBoth(plan) || plan.cryptos.includes(id) : planOpensAsset(plan, { id, kind });
  });
}

/** What a plan opens, in lines for the pages: each class it opens in full, then the assets it lists beyond them. */
export function planReachLines(plan: Pick<Plan, 'cryptos' | 'opensAll'>, kindOf: KindOf = kindUnknown): string[] {
  const classes = PLAN_CLASSES.filter((planClass) => plan.opensAll.includes(planClass)).map((planClass) => PLAN_CLASS_LABELS[planClass]);
  const rest = listedBeyondClasses(plan, kindOf).length;
  const assets = rest === 1 ? 'asset' : 'assets';
  if (classes.length === 0) return [`${rest} ${assets}`];
  return rest > 0 ? [...classes, `and ${rest} more ${assets}`] : classes;
}

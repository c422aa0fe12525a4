import { planOpensEveryAssetOf, planRank, type KindOf, type Plan } from '@sentiscope/shared/contract';

type CoveredPlan = Pick<Plan, 'features' | 'cryptos' | 'opensAll' | 'priority' | 'title'>;

/** One line of the comparison: a feature some plan lists, and whether each plan covers it (in the plans' order). */
export type CoverageRow = { feature: string; covered: boolean[] };

/**
 * Whether `plan` includes `other`: `other` ranks below it and opens no asset `plan` does not (each class it opens in
 * full, each asset it lists: the contract's planOpensEveryAssetOf, with the kinds when the page knows them). A plan's features
 * are what it offers on its assets (the dashboard is the same for every plan; the assets are what the server opens
 * to each), so a plan that opens all of a lower plan's assets gives everything that plan lists. Its lines that
 * name its assets ("Bitcoin and Ethereum") are covered too, which comparing the lines' text never saw.
 */
export function includesPlan(plan: CoveredPlan, other: CoveredPlan, kindOf?: KindOf): boolean {
  return planRank(other) < planRank(plan) && planOpensEveryAssetOf(plan, other, kindOf);
}

/**
 * The comparison table's lines, in the order the plans list them: a plan covers a line when it lists it or
 * includes a plan that does. A plan an admin edits to drop an asset no longer includes the plans that open it.
 */
export function planCoverage(plans: readonly CoveredPlan[], kindOf?: KindOf): CoverageRow[] {
  const features = [...new Set(plans.flatMap((plan) => plan.features))];
  return features.map((feature) => ({
    feature,
    covered: plans.map(
      (plan) => plan.features.includes(feature) || plans.some((other) => other.features.includes(feature) && includesPlan(plan, other, kindOf)),
    ),
  }));
}

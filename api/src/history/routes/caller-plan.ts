import { MESSAGES, planOpensAsset, type Plan } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { isSubscriptionActive } from '../../accounts/service/users';
import type { AccessAuth } from '../../platform/http/access';
import { findAsset } from '../../catalogue/service/catalogue';
import { planOpener } from '../../catalogue/service/plan-access';
import { forbidden, notFound } from '../../platform/http/envelope';
import { API_MESSAGES } from '../../platform/messages';

/** The plan whose assets the caller may open: their own while the subscription is active, else the free plan. */
export const callerPlan =
  (ctx: AppContext) =>
  async (auth: AccessAuth | null): Promise<Plan | null> => {
    const own = auth && auth.user.plan_id && isSubscriptionActive(auth.user, ctx.now()) ? await ctx.plans.find(auth.user.plan_id) : null;
    return own ?? (await ctx.plans.free());
  };

/** The asset the caller asked for, when it exists (else 404) and their plan opens it (else 403): the gate of every stock route. */
export function openAssetFor(ctx: AppContext) {
  const planFor = callerPlan(ctx);
  return async (auth: AccessAuth, id: string) => {
    const asset = findAsset(id);
    if (!asset) throw notFound(API_MESSAGES.stockNotFound);
    const plan = await planFor(auth);
    if (!plan || !planOpensAsset(plan, asset)) throw forbidden(MESSAGES.assetLocked);
    return asset;
  };
}

/** Whether `plan` opens the asset: the same check as the analysis' (the contract's planOpensAsset). */
export const planOpens = (plan: Plan | null): ((assetId: string) => boolean) => planOpener(plan);

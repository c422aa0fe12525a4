import { ADD_ASSET_MESSAGES, MESSAGES, planOpensAsset, type Plan } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberPlan } from '../../billing/service/member-plan';
import type { AccessAuth } from '../../platform/http/access';
import { findAsset } from '../../catalogue/service/catalogue';
import { planOpener } from '../../catalogue/service/plan-access';
import { forbidden, HttpError, notFound } from '../../platform/http/envelope';
import { API_MESSAGES } from '../../platform/messages';

/** The plan whose assets the caller may open: their own while the subscription is active, else the free plan. */
export const callerPlan =
  (ctx: AppContext) =>
  (auth: AccessAuth | null): Promise<Plan | null> =>
    memberPlan(ctx.plans, auth?.user ?? null, ctx.now());

/**
 * The asset the caller asked for, when it exists (else 404), their plan opens it (else 403) and its history is in
 * (an asset being filled in or that failed: 409): the gate of every stock route.
 */
export function openAssetFor(ctx: AppContext) {
  const planFor = callerPlan(ctx);
  return async (auth: AccessAuth, id: string) => {
    const asset = findAsset(id);
    if (!asset) throw notFound(API_MESSAGES.stockNotFound);
    const plan = await planFor(auth);
    if (!plan || !planOpensAsset(plan, asset)) throw forbidden(MESSAGES.assetLocked);
    if (asset.state !== 'active') throw new HttpError(409, ADD_ASSET_MESSAGES.notOpenYet(asset.symbol));
    return asset;
  };
}

/** Whether `plan` opens the asset: the same check as the analysis' (the contract's planOpensAsset). */
export const planOpens = (plan: Plan | null): ((assetId: string) => boolean) => planOpener(plan);

// The plan whose assets and alert limits a member has now: their own while the subscription is active, else the
// free plan (a lapsed or downgraded member keeps their alerts; those over the limit pause).
import { ALERT_WATCHLIST_TARGET, DEFAULT_ALERT_LIMITS, type AlertChannel, type AlertLimits, type AlertPauseReason, type Plan } from '@sentiscope/shared/contract';
import type { PlanCache } from '../../billing/service/plan-cache';
import { isSubscriptionActive } from '../../accounts/service/users';
import { planOpener } from '../../catalogue/service/plan-access';

export type MemberRow = { id: string; plan_id: string | null; sub_is_active: number; sub_expiry: number | null };

export type MemberPlan = {
  title: string;
  limits: AlertLimits;
  /** Whether the plan opens the asset (the contract's planOpensAsset). */
  opens: (assetId: string) => boolean;
};

const NO_PLAN: MemberPlan = { title: 'Free', limits: { maxAlerts: 0, maxStored: 0, channels: [] }, opens: () => false };

export function memberPlanOf(plan: Plan | null): MemberPlan {
  if (!plan) return NO_PLAN;
  return { title: plan.title, limits: plan.alertLimits ?? DEFAULT_ALERT_LIMITS, opens: planOpener(plan) };
}

export async function memberPlan(plans: PlanCache, member: MemberRow, now: number): Promise<MemberPlan> {
  const own = member.plan_id && isSubscriptionActive(member, now) ? await plans.find(member.plan_id) : null;
  return memberPlanOf(own ?? (await plans.free()));
}

/** The plans of many members at once (the evaluation): one plan list, no query per member. */
export async function memberPlans(plans: PlanCache, members: readonly MemberRow[], now: number): Promise<Map<string, MemberPlan>> {
  const list = await plans.list();
  const byId = new Map(list.map((p) => [p._id, memberPlanOf(p)]));
  const free = memberPlanOf(list.find((p) => p.isFree) ?? null);
  return new Map(members.map((m) => [m.id, (m.plan_id && isSubscriptionActive(m, now) ? byId.get(m.plan_id) : undefined) ?? free]));
}

/** Whether the plan opens an alert's target: its asset, or the watchlist (whose assets are checked one by one). */
export const inPlan = (plan: MemberPlan, target: string): boolean => target === ALERT_WATCHLIST_TARGET || plan.opens(target);

export type PauseInput = { id: string; asset_id: string; enabled: boolean; created_at: number };

/**
 * Why each of a member's alerts is paused (absent = evaluated): switched off by the member, its asset left the
 * plan, or over the plan's count: the oldest alerts keep running, the newest pause first.
 */
export function pausesOf(alerts: readonly PauseInput[], plan: MemberPlan): Map<string, AlertPauseReason> {
  const pauses = new Map<string, AlertPauseReason>();
  const oldestFirst = [...alerts].sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1));
  let active = 0;
  for (const alert of oldestFirst) {
    if (!alert.enabled) pauses.set(alert.id, 'member');
    else if (!inPlan(plan, alert.asset_id)) pauses.set(alert.id, 'asset-not-in-plan');
    else if (active >= plan.limits.maxAlerts) pauses.set(alert.id, 'plan-limit');
    else active += 1;
  }
  return pauses;
}

/** The channels an alert may use under the plan, and those it chose that the plan does not deliver to. */
export function splitChannels(channels: readonly AlertChannel[], plan: MemberPlan): { allowed: AlertChannel[]; blocked: AlertChannel[] } {
  return { allowed: channels.filter((c) => plan.limits.channels.includes(c)), blocked: channels.filter((c) => !plan.limits.channels.includes(c)) };
}
